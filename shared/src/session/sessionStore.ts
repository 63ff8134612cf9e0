// The one session store (DESIGN.md §3). The sign-in token is mirrored to localStorage 'authToken'
// (spec §3); the recovery link's tokens live in sessionStorage ('recoveryToken', 'recoveryRefreshToken')
// until they are used or dropped. supabase-js holds the session of record (shared/src/auth).
import { createStore, useStore } from 'zustand';
import type { User } from '../types/entities';
import type { PlanId } from '../types/plans';

export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'whalewatch.user';
export const RECOVERY_TOKEN_KEY = 'recoveryToken';
export const RECOVERY_REFRESH_TOKEN_KEY = 'recoveryRefreshToken';

export interface SessionState {
  user: User | null;
  authToken: string | null;
  plan: PlanId | null;
  signIn: (user: User, authToken: string) => void;
  signOut: () => void;
  /** A refreshed access token for the signed-in user. */
  setAuthToken: (authToken: string) => void;
  /** The signed-in user's changed details (e.g. a new email). */
  setUser: (user: User) => void;
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

/** Drops a recovery link's tokens: used on reset success, sign-in, sign-out and Back to Sign In. */
export function clearRecoveryTokens(): void {
  sessionStorage.removeItem(RECOVERY_TOKEN_KEY);
  sessionStorage.removeItem(RECOVERY_REFRESH_TOKEN_KEY);
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
      clearRecoveryTokens();
      set({ user, authToken });
    },
    signOut: () => {
      localStorage.removeItem(AUTH_TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
      clearRecoveryTokens();
      set({ user: null, authToken: null, plan: null });
    },
    setAuthToken: (authToken) => {
      localStorage.setItem(AUTH_TOKEN_KEY, authToken);
      set({ authToken });
    },
    setUser: (user) => {
      localStorage.setItem(USER_KEY, JSON.stringify(user));
      set({ user });
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
