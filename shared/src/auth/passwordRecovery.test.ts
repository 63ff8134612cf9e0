import { sessionStore } from '../session/sessionStore';
import { buildAuthSession, buildUser, failGotrue, failGotrueWith, serveFakeAuth, type FakeAuthServer } from '../testing';
import { requestPasswordReset, resetPassword } from './passwordRecovery';
import { AUTH_STORAGE_KEY } from './supabaseClient';

let server: FakeAuthServer;

beforeEach(() => {
  server = serveFakeAuth();
});

describe('requestPasswordReset', () => {
  it('asks the auth service to email a link back to /authorisation', async () => {
    await requestPasswordReset('orca@example.com');
    const [request] = server.requestsTo('POST /auth/v1/recover');
    expect(request.body).toMatchObject({ email: 'orca@example.com' });
    expect(request.url.searchParams.get('redirect_to')).toBe(`${window.location.origin}/authorisation`);
  });

  it("throws the auth service's error", async () => {
    server.answer('POST /auth/v1/recover', failGotrueWith(429, 'For security purposes, wait 60 seconds', 'over_request_rate_limit'));
    await expect(requestPasswordReset('orca@example.com')).rejects.toThrow('For security purposes, wait 60 seconds');
  });
});

describe('resetPassword', () => {
  it("sets the new password with the link's session, then ends that session", async () => {
    const link = buildAuthSession(buildUser({ email: 'orca@example.com' }));
    await resetPassword('a-fresh-start', { recoveryToken: link.access_token, recoveryRefreshToken: link.refresh_token });
    expect(server.requests.map((request) => request.route)).toEqual(['GET /auth/v1/user', 'PUT /auth/v1/user', 'POST /auth/v1/logout']);
    const [update] = server.requestsTo('PUT /auth/v1/user');
    expect(update.body).toMatchObject({ password: 'a-fresh-start' });
    expect(update.headers.get('Authorization')).toBe(`Bearer ${link.access_token}`);
  });

  it('verifies a token hash when the link carried no refresh token', async () => {
    await resetPassword('a-fresh-start', { recoveryToken: 'hashed-token', recoveryRefreshToken: null });
    expect(server.requestsTo('POST /auth/v1/verify')[0].body).toMatchObject({ token_hash: 'hashed-token', type: 'recovery' });
    expect(server.requestsTo('PUT /auth/v1/user')[0].body).toMatchObject({ password: 'a-fresh-start' });
  });

  it('never makes the recovery session the app session', async () => {
    const link = buildAuthSession();
    await resetPassword('a-fresh-start', { recoveryToken: link.access_token, recoveryRefreshToken: link.refresh_token });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
  });

  it("throws the auth service's error for a used or expired link", async () => {
    server.answer('POST /auth/v1/verify', failGotrueWith(403, 'Email link is invalid or has expired', 'otp_expired'));
    await expect(resetPassword('a-fresh-start', { recoveryToken: 'used-token', recoveryRefreshToken: null })).rejects.toThrow(
      'Email link is invalid or has expired',
    );
    expect(server.requestsTo('PUT /auth/v1/user')).toHaveLength(0);
  });

  it("throws the auth service's error when the new password is refused", async () => {
    server.answer('PUT /auth/v1/user', failGotrue('same_password'));
    const link = buildAuthSession();
    await expect(
      resetPassword('a-fresh-start', { recoveryToken: link.access_token, recoveryRefreshToken: link.refresh_token }),
    ).rejects.toThrow('New password should be different from the old password.');
  });
});
