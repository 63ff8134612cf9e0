// The one session store (DESIGN.md §3). The sign-in token is mirrored to localStorage 'authToken'
// (spec §3); the recovery token lives in sessionStorage 'recoveryToken' until it is used or dropped.
import { createStore, useStore } from 'zustand';
import type { User } from '../types/entities';
import type { PlanId } from '../types/plans';

export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'whalewatch.user';
export const RECOVERY_TOKEN_KEY = 'recoveryToken';

export interface SessionState {
  user: User | null;
  authToken: string | null;
  plan: PlanId | null;
  signIn: (user: User, authToken: string) => void;
  signOut: () => void;
  setPlan: (plan: PlanId | null) => void;
}

function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'id' in parsed && 'email' in parsed) {
      const { id, email } = parsed as User;
      if (typeof id === 'string' && typeof email === 'string') return { id, email };
    }
  } catch {
    // A corrupt entry is treated as signed out.
  }
  return null;
}

function initialState(): Pick<SessionState, 'user' | 'authToken' | 'plan'> {
  const authToken = localStorage.getItem(AUTH_TOKEN_KEY);
  const user = authToken ? readStoredUser() : null;
  return { user, authToken: user ? authToken : null, plan: null };
}

export function createSessionStore() {
  return createStore<SessionState>()((set) => ({
    ...initialState(),
    signIn: (user, authToken) => {
      localStorage.setItem(AUTH_TOKEN_KEY, authToken);
      localStorage.setItem(USER_KEY, JSON.stringify(user));
      sessionStorage.removeItem(RECOVERY_TOKEN_KEY);
      set({ user, authToken });
    },
    signOut: () => {
      localStorage.removeItem(AUTH_TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
      sessionStorage.removeItem(RECOVERY_TOKEN_KEY);
      set({ user: null, authToken: null, plan: null });
    },
    setPlan: (plan) => set({ plan }),
  }));
}

export const sessionStore = createSessionStore();

export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T) {
  return useStore(sessionStore, selector ?? ((state) => state as unknown as T));
}

/** Back to a fresh store built from storage; for tests. */
export function resetSessionStore(): void {
  sessionStore.setState(initialState());
}
