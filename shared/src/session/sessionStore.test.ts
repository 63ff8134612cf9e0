import { AUTH_TOKEN_KEY, RECOVERY_REFRESH_TOKEN_KEY, RECOVERY_TOKEN_KEY, resetSessionStore, sessionStore, USER_KEY } from './sessionStore';
import { buildUser } from '../testing/fixtures';

function keepRecoveryTokens() {
  sessionStorage.setItem(RECOVERY_TOKEN_KEY, 'recovery');
  sessionStorage.setItem(RECOVERY_REFRESH_TOKEN_KEY, 'recovery-refresh');
}

describe('session store', () => {
  it("mirrors the sign-in token to localStorage 'authToken'", () => {
    sessionStore.getState().signIn(buildUser(), 'jwt-123');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-123');
    expect(sessionStore.getState().authToken).toBe('jwt-123');
  });

  it('drops the recovery tokens on sign-in success', () => {
    keepRecoveryTokens();
    sessionStore.getState().signIn(buildUser(), 'jwt-123');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(RECOVERY_REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('clears user, token, plan and recovery tokens on sign-out', () => {
    sessionStore.getState().signIn(buildUser(), 'jwt-123');
    sessionStore.getState().setPlan('pro');
    keepRecoveryTokens();
    sessionStore.getState().signOut();
    expect(sessionStore.getState()).toMatchObject({ user: null, authToken: null, plan: null });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(RECOVERY_REFRESH_TOKEN_KEY)).toBeNull();
  });

  it("replaces a refreshed token and mirrors it to localStorage 'authToken'", () => {
    const user = buildUser();
    sessionStore.getState().signIn(user, 'jwt-123');
    sessionStore.getState().setAuthToken('jwt-456');
    expect(sessionStore.getState()).toMatchObject({ user, authToken: 'jwt-456' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-456');
  });

  it("updates the user's details and keeps them after a reload", () => {
    sessionStore.getState().signIn(buildUser(), 'jwt-123');
    const changed = buildUser({ email: 'new.orca@example.com' });
    sessionStore.getState().setUser(changed);
    expect(sessionStore.getState().user).toEqual(changed);
    resetSessionStore();
    expect(sessionStore.getState().user).toEqual(changed);
  });

  it('restores the signed-in user after a reload', () => {
    const user = buildUser({ email: 'kept@example.com' });
    sessionStore.getState().signIn(user, 'jwt-123');
    resetSessionStore();
    expect(sessionStore.getState().user).toEqual(user);
  });

  it('treats a stored user without a token as signed out', () => {
    localStorage.setItem(USER_KEY, JSON.stringify(buildUser()));
    resetSessionStore();
    expect(sessionStore.getState().user).toBeNull();
  });
});
