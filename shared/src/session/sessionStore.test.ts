import { AUTH_TOKEN_KEY, RECOVERY_TOKEN_KEY, resetSessionStore, sessionStore } from './sessionStore';
import { buildUser } from '../testing/fixtures';

describe('session store', () => {
  it("mirrors the sign-in token to localStorage 'authToken'", () => {
    sessionStore.getState().signIn(buildUser(), 'jwt-123');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-123');
    expect(sessionStore.getState().authToken).toBe('jwt-123');
  });

  it('drops the recovery token on sign-in success', () => {
    sessionStorage.setItem(RECOVERY_TOKEN_KEY, 'recovery');
    sessionStore.getState().signIn(buildUser(), 'jwt-123');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
  });

  it('clears user, token, plan and recovery token on sign-out', () => {
    sessionStore.getState().signIn(buildUser(), 'jwt-123');
    sessionStore.getState().setPlan('pro');
    sessionStorage.setItem(RECOVERY_TOKEN_KEY, 'recovery');
    sessionStore.getState().signOut();
    expect(sessionStore.getState()).toMatchObject({ user: null, authToken: null, plan: null });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
  });

  it('restores the signed-in user after a reload', () => {
    const user = buildUser({ email: 'kept@example.com' });
    sessionStore.getState().signIn(user, 'jwt-123');
    resetSessionStore();
    expect(sessionStore.getState().user).toEqual(user);
  });

  it('treats a stored user without a token as signed out', () => {
    localStorage.setItem('whalewatch.user', JSON.stringify(buildUser()));
    resetSessionStore();
    expect(sessionStore.getState().user).toBeNull();
  });
});
