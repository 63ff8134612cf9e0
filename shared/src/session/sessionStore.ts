// The one session store (DESIGN.md §3). The sign-in token is mirrored to localStorage 'authToken'
// (spec §3); the recovery link's tokens live in sessionStorage ('recoveryToken', 'recoveryRefreshToken')
// until they are used or dropped. supabase-js holds the session of record (shared/src/auth); its
// assurance level (two-factor, issue 36) is mirrored here too.
import { createStore, useStore } from 'zustand';
import { secondFactorMissing, type Assurance } from '../auth/assurance';
import { storedAssurance } from '../auth/supabaseClient';
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
  /** The session's assurance level; null while not known (no session, or one that has not said). */
  assurance: Assurance | null;
  /** An api call was refused for want of the second factor (403 `insufficient_aal`): ask for the code over the page. */
  secondFactorAsked: boolean;
  signIn: (user: User, authToken: string, assurance?: Assurance | null) => void;
  signOut: () => void;
  /** A refreshed access token for the signed-in user. */
  setAuthToken: (authToken: string) => void;
  /** The signed-in user's changed details (e.g. a new email). */
  setUser: (user: User) => void;
  setPlan: (plan: PlanId | null) => void;
  /** The session's level as supabase-js now reads it; reaching aal2 answers any pending request for the code. */
  setAssurance: (assurance: Assurance) => void;
  /** The api wants the second factor: the session is aal1 on an account that has one. */
  askForSecondFactor: () => void;
  /** The user closed the request for the code (the page still needs it before it shows). */
  stopAskingForSecondFactor: () => void;
}

/** Where the app stands on the second factor: nothing to ask, ask instead of the page, or ask over it. */
export type SecondFactorPrompt = 'none' | 'page' | 'dialog';

export function secondFactorPrompt({ user, assurance, secondFactorAsked }: SessionState): SecondFactorPrompt {
  if (!user) return 'none';
  if (secondFactorAsked) return 'dialog';
  return secondFactorMissing(assurance) ? 'page' : 'none';
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

type StoredState = Pick<SessionState, 'user' | 'authToken' | 'plan' | 'assurance' | 'secondFactorAsked'>;

function initialState(): StoredState {
  const authToken = localStorage.getItem(AUTH_TOKEN_KEY);
  const user = authToken ? readStoredUser() : null;
  return { user, authToken: user ? authToken : null, plan: null, assurance: user ? storedAssurance() : null, secondFactorAsked: false };
}

export function createSessionStore() {
  return createStore<SessionState>()((set) => ({
    ...initialState(),
    signIn: (user, authToken, assurance = null) => {
      localStorage.setItem(AUTH_TOKEN_KEY, authToken);
      localStorage.setItem(USER_KEY, JSON.stringify(user));
      clearRecoveryTokens();
      set({ user, authToken, assurance, secondFactorAsked: false });
    },
    signOut: () => {
      localStorage.removeItem(AUTH_TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
      clearRecoveryTokens();
      set({ user: null, authToken: null, plan: null, assurance: null, secondFactorAsked: false });
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
    setAssurance: (assurance) =>
      set((state) => ({ assurance, secondFactorAsked: state.secondFactorAsked && assurance.current !== 'aal2' })),
    askForSecondFactor: () => set({ assurance: { current: 'aal1', next: 'aal2' }, secondFactorAsked: true }),
    stopAskingForSecondFactor: () => set({ secondFactorAsked: false }),
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
