// supabase-js's own GoTrueClient tests, run with the real GoTrueClient (@supabase/auth-js 2.109.0, the
// installed version) against the embedded Supabase Auth service (the api in-process on PGlite).
//
// A port of packages/core/auth-js/test/GoTrueClient.test.ts from supabase/supabase-js at tag v2.109.0
// (the published package does not ship its tests). Every case of that file is here, in its order and
// under its name: the ones for flows the embedded service offers run as upstream wrote them, and the
// rest are skipped by name, with why (`notInSubset`). What changed, and only where needed:
// - Upstream's GoTrue runs with email confirmations off, so its signUp answers with a session. The
//   embedded service confirms sign-ups with an emailed 6-digit code, as the product does: where a case
//   signs up and goes on signed in, `signUpAndConfirm` signs up, reads the code from the mailbox and
//   verifies it with the same client. Where a case depends on confirmations being off beyond that, it
//   says so in a comment.
// - Clients come from ./testing/embedded-service (upstream's test/lib/clients.ts, pointed at the embedded
//   service); faker's credentials are random bytes. Clients a case makes for itself carry the anon key
//   when they call the service (hosted Supabase, like the embedded service, refuses calls without one;
//   upstream's bare local GoTrue does not ask).
// - 'signUp() the same user twice…' asserts what GoTrue answers with confirmations on (an obfuscated
//   user and no message), not upstream's confirmations-off "User already registered".
// - Cases that replace the server's answers with a stand-in (a mock fetch, a stubbed
//   _refreshAccessToken) test supabase-js alone, not this service: they are skipped by name too.
// A last block, marked as this repository's, adds a case upstream's file does not have: two clients
// sharing one storage (two tabs) refreshing the same expired session at once.
//
// npm run test:gotrue -w @whalewatch/api runs this file alone; it is part of the api's `npm test`.
import {
  AuthError,
  GoTrueClient,
  type GoTrueClientOptions,
  type Session,
} from '@supabase/auth-js';
import {
  AUTO_REFRESH_TICK_DURATION_MS,
  REFRESH_FAILURE_COOLDOWN_MS,
  STORAGE_KEY,
} from '@supabase/auth-js/dist/main/lib/constants';
import { setItemAsync } from '@supabase/auth-js/dist/main/lib/helpers';
import { memoryLocalStorageAdapter } from '@supabase/auth-js/dist/main/lib/local-storage';
import {
  authClient as auth,
  authSubscriptionClient,
  clientApiAutoConfirmEnabledClient as signUpEnabledClient,
  authClient,
  authClientWithSession as authWithSession,
  autoRefreshClient,
  getClientWithSpecificStorage,
  GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
  mockUserCredentials,
  signUpAndConfirm,
  startEmbeddedService,
  SUPABASE_PUBLISHABLE_KEY,
  type EmbeddedService,
} from './testing/embedded-service';

jest.setTimeout(60_000);

const TEST_USER_DATA = { info: 'some info' };

const expiredAccessToken =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJhdXRoZW50aWNhdGVkIiwiZXhwIjoxNzQ4MTA3MDc0LCJpYXQiOjE3NDgxMDM0NzQsImlzcyI6Imh0dHBzOi8vZXhhbXBsZS5jb20iLCJzdWIiOiIxMjM0NTY3ODkwIiwidXNlcl9tZXRhZGF0YSI6e30sInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

// Why a case is not run: the embedded service is the subset of Supabase Auth the product uses (email and
// password sign-up with an emailed code, password sign-in, refresh, recovery link, user update,
// sign-out), with HS256 access tokens.
const PHONE = 'phone sign-up, sign-in and OTP (the embedded service has no SMS)';
const OAUTH = 'OAuth and OIDC providers';
const OTP_SIGN_IN = 'passwordless sign-in (signInWithOtp / magic links)';
const RESEND = 'resend (the product re-sends a code by signing up again)';
const PKCE = 'the PKCE flow (the product uses the implicit flow)';
const MFA = 'MFA (TOTP, phone and WebAuthn factors)';
const ADMIN = 'the admin API (service role)';
const ASYMMETRIC = 'asymmetric (RS256) signing keys and their JWKS; the embedded service signs HS256';
const ANONYMOUS = 'anonymous sign-in';
const WEB3 = 'Web3 (Solana, Ethereum) sign-in';
const ID_TOKEN = 'sign-in with a provider ID token';
const REAUTH = 'reauthentication (nonce by email)';
const LINKING = 'identity linking';
const SSO = 'SAML SSO';
const EMAIL_CHANGE = 'email change';
const STAND_IN = 'answered by a stand-in for the server (a mock fetch or stubbed refresh): tests supabase-js alone';

const skipped: { name: string; reason: string }[] = [];

/** Upstream cases this subset does not run: skipped under their own names, never failed. */
function notInSubset(reason: string, ...names: string[]): void {
  for (const name of names) {
    skipped.push({ name, reason });
    test.skip(name, () => undefined);
  }
}

let embedded: EmbeddedService;

beforeAll(async () => {
  embedded = await startEmbeddedService();
});

afterAll(async () => {
  await authWithSession.dispose();
  await auth.dispose();
  await autoRefreshClient.dispose();
  await embedded.close();
  const byReason = new Map<string, number>();
  for (const { reason } of skipped) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  const lines = [...byReason].map(([reason, count]) => `  ${String(count).padStart(3)}  ${reason}`);
  console.info(`GoTrueClient suite: ${skipped.length} upstream cases skipped by name:\n${lines.join('\n')}`);
});

describe('GoTrueClient', () => {
  // @ts-expect-error 'Allow access to private _refreshAccessToken'
  const refreshAccessTokenSpy = jest.spyOn(authWithSession, '_refreshAccessToken');

  afterEach(async () => {
    await auth.signOut();
    await authWithSession.signOut();
    refreshAccessTokenSpy.mockClear();
  });

  test('should handle debug function in settings', async () => {
    const debugSpy = jest.fn();
    const client = new GoTrueClient({
      url: 'http://localhost:9999',
      debug: debugSpy,
    });

    await client.initialize();
    expect(debugSpy).toHaveBeenCalled();
  });

  test('should handle custom lock implementation', async () => {
    const customLock = jest
      .fn()
      .mockImplementation(async (_name: string, _timeout: number, fn: () => Promise<unknown>) => fn());
    const client = new GoTrueClient({
      url: 'http://localhost:9999',
      lock: customLock,
    });

    await client.initialize();
    expect(customLock).toHaveBeenCalled();
  });

  test('should handle userStorage configuration', async () => {
    const userStorage = memoryLocalStorageAdapter();
    const client = new GoTrueClient({
      url: 'http://localhost:9999',
      userStorage,
    });

    await client.initialize();
    expect(client['userStorage']).toBe(userStorage);
  });

  describe('Sessions', () => {
    test('refreshSession() should return a new session using a passed-in refresh token', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(authWithSession, {
        email,
        password,
      });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();

      /** wait 1 second before calling refreshSession()
       * resolves issue of tokens being equal
       */
      await new Promise((r) => setTimeout(r, 1000));

      const {
        data: { session },
        error: refreshSessionError,
      } = await authWithSession.refreshSession({
        refresh_token: data.session!.refresh_token,
      });
      expect(refreshSessionError).toBeNull();
      expect(session).not.toBeNull();
      expect(session!.user).not.toBeNull();
      expect(session!.expires_in).not.toBeNull();
      expect(session!.expires_at).not.toBeNull();
      expect(session!.access_token).not.toBeNull();
      expect(session!.refresh_token).not.toBeNull();
      expect(session!.token_type).toStrictEqual('bearer');
      expect(refreshAccessTokenSpy).toHaveBeenCalledTimes(1);
      expect(data.session!.refresh_token).not.toEqual(session!.refresh_token);
    });

    test('refreshSession() should return a new session without a passed-in refresh token', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(authWithSession, {
        email,
        password,
      });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();

      /** wait 1 second before calling refreshSession()
       * resolves issue of tokens being equal
       */
      await new Promise((r) => setTimeout(r, 1000));

      const {
        data: { session },
        error: refreshSessionError,
      } = await authWithSession.refreshSession();
      expect(refreshSessionError).toBeNull();
      expect(session).not.toBeNull();
      expect(session!.user).not.toBeNull();
      expect(session!.expires_in).not.toBeNull();
      expect(session!.expires_at).not.toBeNull();
      expect(session!.access_token).not.toBeNull();
      expect(session!.refresh_token).not.toBeNull();
      expect(session!.token_type).toStrictEqual('bearer');
      expect(refreshAccessTokenSpy).toHaveBeenCalledTimes(1);
      expect(data.session!.refresh_token).not.toEqual(session!.refresh_token);
    });

    test('setSession should return no error', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(authWithSession, {
        email,
        password,
      });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();

      const {
        data: { session },
        error: setSessionError,
      } = await authWithSession.setSession({
        access_token: data.session!.access_token,
        refresh_token: data.session!.refresh_token,
      });
      expect(setSessionError).toBeNull();
      expect(session).not.toBeNull();
      expect(session!.user).not.toBeNull();
      expect(session!.expires_in).not.toBeNull();
      expect(session!.expires_at).not.toBeNull();
      expect(session!.access_token).not.toBeNull();
      expect(session!.refresh_token).not.toBeNull();
      expect(session!.token_type).toStrictEqual('bearer');

      /**
       * getSession has been added to verify setSession is also saving
       * the session, not just returning it.
       */
      const { data: getSessionData, error: getSessionError } = await authWithSession.getSession();
      expect(getSessionError).toBeNull();
      expect(getSessionData).not.toBeNull();

      const {
        data: { user },
        error: updateError,
      } = await authWithSession.updateUser({ data: { hello: 'world' } });

      expect(updateError).toBeNull();
      expect(user).not.toBeNull();
      expect(user?.user_metadata).toMatchObject({ hello: 'world' });
    });

    test('setSession should fail with invalid access token', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(authWithSession, {
        email,
        password,
      });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();

      const {
        data: { session },
        error: setSessionError,
      } = await authWithSession.setSession({
        access_token: 'invalid-access-token',
        refresh_token: data.session!.refresh_token,
      });
      expect(setSessionError).not.toBeNull();
      expect(setSessionError?.message).toContain('Invalid JWT structure');
      expect(session).toBeNull();
    });

    test('setSession should fail with invalid refresh token', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(authWithSession, {
        email,
        password,
      });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();

      const {
        data: { session },
        error: setSessionError,
      } = await authWithSession.setSession({
        access_token: expiredAccessToken,
        refresh_token: 'invalid-refresh-token',
      });

      expect(setSessionError).not.toBeNull();
      // Error message varies between GoTrue versions
      expect(
        setSessionError?.message?.includes('Invalid Refresh Token') ||
          setSessionError?.message?.includes('Refresh token is not valid'),
      ).toBe(true);
      expect(session).toBeNull();
    });

    test('setSession should fail without refresh_token', async () => {
      const {
        data: { session },
        error: setSessionError,
      } = await authWithSession.setSession({
        access_token: 'valid-access-token',
      } as any);
      expect(setSessionError).not.toBeNull();
      expect(setSessionError?.message).toContain('Auth session missing!');
      expect(session).toBeNull();
    });

    test('setSession should fail without access_token', async () => {
      const {
        data: { session },
        error: setSessionError,
      } = await authWithSession.setSession({
        refresh_token: 'valid-refresh-token',
      } as any);
      expect(setSessionError).not.toBeNull();
      expect(setSessionError?.message).toContain('Auth session missing!');
      expect(session).toBeNull();
    });

    test('getSession() should return the currentUser session', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(authWithSession, {
        email,
        password,
      });

      expect(error).toBeNull();
      expect(data.session).not.toBeNull();

      const { data: userSession, error: userError } = await authWithSession.getSession();

      expect(userError).toBeNull();
      expect(userSession.session).not.toBeNull();
      expect(userSession.session).toHaveProperty('access_token');
      expect(userSession.session).toHaveProperty('user');
    });

    test('getSession() should refresh the session and return a new access token', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(authWithSession, {
        email,
        password,
      });

      expect(error).toBeNull();
      expect(data.session).not.toBeNull();

      const expired = new Date();
      expired.setMinutes(expired.getMinutes() - 1);
      const expiredSeconds = Math.floor(expired.getTime() / 1000);

      // @ts-expect-error 'Allow access to protected storage'
      const storage = authWithSession.storage;

      // @ts-expect-error 'Allow access to protected storageKey'
      const storageKey = authWithSession.storageKey;

      await storage.setItem(
        storageKey,
        JSON.stringify({
          ...JSON.parse((await storage.getItem(storageKey)) || 'null'),
          expires_at: expiredSeconds,
        }),
      );

      // wait 1 seconds before calling getSession()
      await new Promise((r) => setTimeout(r, 1000));
      const { data: userSession, error: userError } = await authWithSession.getSession();

      expect(userError).toBeNull();
      expect(userSession.session).not.toBeNull();
      expect(userSession.session).toHaveProperty('access_token');
      expect(refreshAccessTokenSpy).toHaveBeenCalledTimes(1);
      expect(data.session?.access_token).not.toEqual(userSession.session?.access_token);
    });

    test('getSession() returns null when no session is stored', async () => {
      const { data, error } = await auth.getSession();
      expect(data?.session).toBeNull();
      expect(error).toBeNull();
    });

    test('getSession() returns null when no session is stored', async () => {
      const { data, error } = await auth.getSession();
      expect(data?.session).toBeNull();
      expect(error).toBeNull();
    });

    test('refresh should only happen once', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(authWithSession, {
        email,
        password,
      });

      expect(error).toBeNull();
      expect(data.session).not.toBeNull();

      const [{ data: session1, error: error1 }, { data: session2, error: error2 }] = await Promise.all([
        // @ts-expect-error 'Allow access to private _callRefreshToken()'
        authWithSession._callRefreshToken(data.session?.refresh_token),
        // @ts-expect-error 'Allow access to private _callRefreshToken()'
        authWithSession._callRefreshToken(data.session?.refresh_token),
      ]);

      expect(error1).toBeNull();
      expect(error2).toBeNull();
      expect(session1).toHaveProperty('access_token');
      expect(session2).toHaveProperty('access_token');

      // if both have the same access token, we can assume that they are
      // the result of the same refresh
      expect(session1?.access_token).toEqual(session2?.access_token);

      expect(refreshAccessTokenSpy).toHaveBeenCalledTimes(1);
    });

    notInSubset(
      STAND_IN,
      '_callRefreshToken() should resolve all pending refresh requests and reset deferred upon AuthError',
      '_callRefreshToken() should reject all pending refresh requests and reset deferred upon any non AuthError',
    );

    test('_getSessionFromURL() can only be called from a browser', async () => {
      const {
        error,
        data: { session },
        // @ts-expect-error 'Allow access to private _getSessionFromURL()'
      } = await authWithSession._getSessionFromURL();

      expect(error?.message).toEqual('No browser detected.');
      expect(session).toBeNull();
    });

    notInSubset(STAND_IN, 'exchangeCodeForSession() should fail with invalid authCode');
    notInSubset(PKCE, 'exchangeCodeForSession() should throw helpful error when code verifier is missing');
  });

  describe('Email Auth', () => {
    test('signUp() with email', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(auth, {
        email,
        password,
      });

      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
      expect(data.user).not.toBeNull();

      expect(data.user?.email).toEqual(email);
    });

    notInSubset(PKCE, 'signUp() with email and PKCE flowType');

    test('signUp() with email and options', async () => {
      const { email, password } = mockUserCredentials();

      const { error, data } = await signUpAndConfirm(auth, {
        email,
        password,
        options: {
          emailRedirectTo: email,
          data: { ...TEST_USER_DATA },
        },
      });

      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
      expect(data.user).not.toBeNull();

      expect(data.user?.email).toEqual(email);
      expect(data?.user?.user_metadata).toMatchObject(TEST_USER_DATA);
    });

    notInSubset(STAND_IN, 'signUp() returns the bare user payload when signup requires confirmation');

    test('fail to signUp() with invalid password', async () => {
      const { error, data } = await auth.signUp({ email: 'asd@a.aa', password: '123' });

      expect(data?.session).toBeNull();
      expect(error).not.toBeNull();
      expect(error?.message).toContain('Password should be at least 6 characters');
    });

    test('fail to signUp() with invalid email', async () => {
      const { error, data } = await auth.signUp({ email: 'a', password: '123456' });

      expect(data?.session).toBeNull();
      expect(error).not.toBeNull();
      expect(error?.message).toContain('Unable to validate email address: invalid format');
    });

    notInSubset(
      RESEND,
      'resend with email with options',
      'resend with email with empty options',
      'resend with email and PKCE flowType includes code_challenge in request',
      'resend with email_change type and PKCE flowType includes code_challenge',
      'resend with PKCE cleans up code verifier on HTTP error',
      'resend without PKCE does not include code_challenge in request',
    );

    // Phone resend tests moved to docker-tests/phone-otp.test.ts

    test('resend() fails without email or phone', async () => {
      const { error } = await auth.resend({} as any);

      expect(error).not.toBeNull();
      expect(error?.message).toContain('You must provide either an email or phone number');
    });

    test('signUp() should fail when both email and phone are missing', async () => {
      const { data, error } = await auth.signUp({
        password: 'password123',
      } as any);

      expect(error).not.toBeNull();
      expect(error?.message).toContain('You must provide either an email or phone number and a password');
      expect(data.session).toBeNull();
      expect(data.user).toBeNull();
    });

    test('should handle signUp with invalid credentials', async () => {
      const { data, error } = await auth.signUp({
        email: 'invalid-email',
        password: '123', // too short
      });

      expect(error).toBeDefined();
      expect(data.user).toBeNull();
      expect(data.session).toBeNull();
    });

    test('should handle signInWithPassword with invalid credentials', async () => {
      const { data, error } = await auth.signInWithPassword({
        email: 'nonexistent@example.com',
        password: 'wrongpassword',
      });

      expect(error).toBeDefined();
      expect(data.user).toBeNull();
      expect(data.session).toBeNull();
    });

    notInSubset(OAUTH, 'should handle signInWithOAuth with invalid provider');
    notInSubset(OTP_SIGN_IN, 'should handle signInWithOtp with invalid email');
    notInSubset(PHONE, 'should handle signInWithOtp with invalid phone');

    test('should handle verifyOtp with invalid code', async () => {
      const { data, error } = await auth.verifyOtp({
        email: 'test@example.com',
        token: 'invalid-token',
        type: 'email',
      });

      expect(error).toBeDefined();
      expect(data.user).toBeNull();
      expect(data.session).toBeNull();
    });

    notInSubset(STAND_IN, 'verifyOtp() returns null user and session for email_change single-confirmation response');
  });

  describe('signInWithOtp', () => {
    notInSubset(OTP_SIGN_IN, 'signInWithOtp() for email', 'signInWithOtp for email with empty options');

    test.each([
      {
        name: 'verifyOTP fails with empty options',
        testFn: async () => {
          const { phone } = mockUserCredentials();

          const { error } = await auth.verifyOtp({
            phone,
            type: 'phone_change',
            token: '123456',
            options: {},
          });

          expect(error).not.toBeNull();
          expect(error?.message).toContain('Token has expired or is invalid');
        },
      },
    ])('$name', async ({ testFn }) => {
      await testFn();
    });

    notInSubset(PHONE, 'signInWithOtp() pkce flow fails with invalid sms provider');

    test('signInWithOtp() should fail when both email and phone are missing', async () => {
      const { data, error } = await auth.signInWithOtp({
        options: {
          data: { hello: 'world' },
        },
      } as any);

      expect(error).not.toBeNull();
      expect(error?.message).toContain('You must provide either an email or phone number');
      expect(data.session).toBeNull();
      expect(data.user).toBeNull();
    });

    notInSubset(OTP_SIGN_IN, 'signInWithOtp() with PKCE flow should return error');
  });

  // Phone OTP Auth tests moved to docker-tests/phone-otp.test.ts

  // Upstream's GoTrue has confirmations off and answers a second sign-up with "User already registered".
  // With confirmations on (the embedded service, as the product runs it) GoTrue answers an obfuscated
  // user instead, so nothing, not even that message, tells that the address has an account.
  test('signUp() the same user twice should not share email already registered message', async () => {
    const { email, password } = mockUserCredentials();

    const first = await signUpAndConfirm(auth, {
      email,
      password,
    });

    // sign up again
    const { error, data } = await auth.signUp({
      email,
      password,
    });

    expect(data.session).toBeNull();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.id).not.toBe(first.data.user?.id);
    expect(JSON.stringify(data)).not.toMatch(/already registered/i);
  });

  // signInWithPassword() for phone test moved to docker-tests/phone-otp.test.ts

  test('signInWithPassword() for email', async () => {
    const { email, password } = mockUserCredentials();

    await signUpAndConfirm(auth, {
      email,
      password,
    });

    const { error, data } = await auth.signInWithPassword({
      email,
      password,
    });

    const expectedUser = {
      id: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
      aud: expect.any(String),
      email_confirmed_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      app_metadata: {
        provider: 'email',
      },
    };
    expect(error).toBeNull();
    expect(data.session).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
      expires_at: expect.any(Number),
      user: expectedUser,
    });
    expect(data.user).toMatchObject(expectedUser);
    expect(data.user?.email).toBe(email);
  });

  test('signIn() with refreshToken', async () => {
    const { email, password } = mockUserCredentials();

    const { error: initialError, data } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    expect(initialError).toBeNull();
    const initialSession = data.session;
    expect(initialSession).not.toBeNull();

    const { data: userSession, error } = await authWithSession.getSession();

    expect(error).toBeNull();
    expect(userSession.session).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: expect.any(Number),
      expires_at: expect.any(Number),
      user: {
        id: expect.any(String),
        email: expect.any(String),
        phone: expect.any(String),
        aud: expect.any(String),
        email_confirmed_at: expect.any(String),
        last_sign_in_at: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        app_metadata: {
          provider: 'email',
        },
      },
    });
    expect(userSession.session?.user).toMatchObject({
      id: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
      aud: expect.any(String),
      email_confirmed_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      app_metadata: {
        provider: 'email',
      },
    });

    expect(userSession.session?.user).not.toBeNull();
    expect(userSession.session?.user?.email).toBe(email);
  });
});

describe('Signout behaviour', () => {
  test('signOut', async () => {
    const { email, password } = mockUserCredentials();

    await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    await authWithSession.signInWithPassword({
      email,
      password,
    });

    const { error } = await authWithSession.signOut();

    expect(error).toBe(null);
    const {
      data: { user },
    } = await authWithSession.getUser();
    expect(user).toBe(null);
  });

  notInSubset(ADMIN, 'signOut should remove session if user is not found or jwt is invalid');
});

describe('User management', () => {
  test('Get user', async () => {
    const { email, password } = mockUserCredentials();

    const { data } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    expect(data.user).toMatchObject({
      id: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
      aud: expect.any(String),
      email_confirmed_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      app_metadata: {
        provider: 'email',
      },
    });

    expect(data.user?.email).toBe(email);
  });

  test('Update user', async () => {
    const { email, password } = mockUserCredentials();

    await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    const userMetadata = { hello: 'world' };

    const {
      error,
      data: { user },
    } = await authWithSession.updateUser({ data: userMetadata });

    expect(error).toBeNull();
    expect(user).toMatchObject({
      id: expect.any(String),
      aud: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
      updated_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      email_confirmed_at: expect.any(String),
      created_at: expect.any(String),
      user_metadata: {
        hello: 'world',
      },
    });

    expect(user).not.toBeNull();
    expect(user?.email).toBe(email);
    expect(user?.user_metadata).toMatchObject(userMetadata);
  });

  test('Get user after updating', async () => {
    const { email, password } = mockUserCredentials();

    await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    const userMetadata = { hello: 'world' };

    const {
      data: { user },
      error,
    } = await authWithSession.updateUser({ data: userMetadata });

    expect(error).toBeNull();
    expect(user).toMatchObject({
      id: expect.any(String),
      aud: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
      updated_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      email_confirmed_at: expect.any(String),
      created_at: expect.any(String),
      user_metadata: userMetadata,
    });
    expect(user?.email).toBe(email);
  });

  test('Get user after logging out', async () => {
    const { email, password } = mockUserCredentials();

    await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    const { data } = await authWithSession.signInWithPassword({
      email,
      password,
    });

    expect(data.user).not.toBeNull();

    await authWithSession.signOut();
    const { data: userSession, error } = await authWithSession.getSession();
    expect(userSession.session).toBeNull();
    expect(error).toBeNull();
  });

  test('signIn() with the wrong password', async () => {
    const { email, password } = mockUserCredentials();

    const { error, data } = await auth.signInWithPassword({
      email,
      password: password + '-wrong',
      options: {
        captchaToken: 'some_token',
      },
    });

    expect(error).not.toBeNull();
    expect(error?.message).not.toBeNull();
    expect(data.session).toBeNull();
  });

  notInSubset(PHONE, 'signIn() with the wrong phone');
});

test('signInWithPassword() should fail when both email and phone are missing', async () => {
  const { data, error } = await auth.signInWithPassword({
    password: 'password123',
  } as any);

  expect(error).not.toBeNull();
  expect(error?.message).toContain('You must provide either an email or phone number and a password');
  expect(data.session).toBeNull();
  expect(data.user).toBeNull();
});

describe('The auth client can signin with third-party oAuth providers', () => {
  notInSubset(
    OAUTH,
    'signIn() with Provider',
    'signIn() with Provider can append a redirectUrl ',
    'signIn() with Provider can append scopes',
    'signIn() with Provider can append multiple options',
    'should handle exchangeCodeForSession with invalid code',
    'should handle signInWithOAuth with redirectTo option',
    'should handle signInWithOAuth with queryParams',
    'signIn() with custom OIDC provider',
    'signIn() with custom OIDC provider and options',
  );

  describe('Developers can subscribe and unsubscribe', () => {
    const {
      data: { subscription },
    } = authSubscriptionClient.onAuthStateChange(() => console.log('onAuthStateChange was called'));

    test('Subscribe a listener', async () => {
      // @ts-expect-error 'Allow access to protected stateChangeEmitters'
      expect(authSubscriptionClient.stateChangeEmitters.size).toBeTruthy();
    });

    test('Unsubscribe a listener', async () => {
      subscription?.unsubscribe();

      // @ts-expect-error 'Allow access to protected stateChangeEmitters'
      expect(authSubscriptionClient.stateChangeEmitters.size).toBeFalsy();
    });
  });

  describe('Sign Up Enabled', () => {
    test('User can sign up', async () => {
      const { email, password } = mockUserCredentials();

      const {
        error,
        data: { user },
      } = await signUpEnabledClient.signUp({
        email,
        password,
      });

      expect(error).toBeNull();
      expect(user).not.toBeNull();

      expect(user?.email).toEqual(email);
    });
  });

  // Sign Up Disabled tests moved to docker-tests/signup-disabled.test.ts
});

describe('User management', () => {
  beforeEach(async () => {
    await authWithSession.signOut();
  });

  test('resetPasswordForEmail() sends an email for password recovery', async () => {
    const { email, password } = mockUserCredentials();

    const { error: initialError, data } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    expect(initialError).toBeNull();
    expect(data.session).not.toBeNull();

    const redirectTo = 'http://localhost:9999/welcome';
    const { error, data: user } = await authWithSession.resetPasswordForEmail(email, {
      redirectTo,
    });
    expect(user).toBeTruthy();
    expect(error?.message).toBeUndefined();
  });

  test('resetPasswordForEmail() if user does not exist, user details are not exposed', async () => {
    const redirectTo = 'http://localhost:9999/welcome';
    const { error, data } = await auth.resetPasswordForEmail('this_user@does-not-exist.com', {
      redirectTo,
      captchaToken: 'some_token',
    });
    expect(data).toEqual({});
    expect(error).toBeNull();
  });

  test('refreshAccessToken()', async () => {
    const { email, password } = mockUserCredentials();

    const { error: initialError, data } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    expect(initialError).toBeNull();

    // @ts-expect-error 'Allow access to private _refreshAccessToken()'
    const { error, data: refreshedSession } = await authWithSession._refreshAccessToken(data.session?.refresh_token || '');

    const user = refreshedSession?.user;

    expect(error).toBeNull();
    expect(user).not.toBeNull();
    expect(user?.email).toEqual(email);
  });
});

describe('MFA', () => {
  notInSubset(
    MFA,
    'enroll({factorType: "totp"}) returns totp',
    'enroll({factorType: "totp"}) should fail without session',
    'challenge should create MFA challenge',
    'verify should verify MFA challenge',
    'challengeAndVerify should handle MFA challenge and verification in one call',
    'unenroll should remove MFA factor',
    'getAuthenticatorAssuranceLevel should return current AAL',
  );

  describe('getAuthenticatorAssuranceLevel with JWT parameter', () => {
    notInSubset(
      MFA,
      'JWT with aal1 and no verified factors returns aal1/aal1',
      'JWT with aal1 and verified factors returns aal1/aal2',
      'invalid JWT returns error',
      'JWT where getUser fails returns error',
    );
  });

  notInSubset(
    MFA,
    '_listFactors returns correct factor lists',
    'should handle MFA enroll without session',
    'should handle MFA challenge without session',
    'should handle MFA verify without session',
    'should handle MFA unenroll without session',
  );
});

describe('WebAuthn MFA', () => {
  notInSubset(
    MFA,
    'enroll WebAuthn should fail without session',
    'enroll WebAuthn should allow empty friendlyName',
    'enroll WebAuthn should create unverified factor',
    'challenge WebAuthn should fail without session',
    'challenge WebAuthn should fail with invalid factorId',
    'verify WebAuthn should fail without session',
    'unenroll WebAuthn should remove factor',
    'should enroll WebAuthn factor',
  );
});

describe('getClaims', () => {
  test('getClaims returns nothing if there is no session present', async () => {
    const { data, error } = await authClient.getClaims();
    expect(data).toBeNull();
    expect(error).toBeNull();
  });

  notInSubset(ASYMMETRIC, 'getClaims verifies RS256 jwt without calling getUser');

  test('getClaims returns properly typed JwtPayload with documented fields', async () => {
    const { email, password } = mockUserCredentials();
    const {
      data: { user },
      error: initialError,
    } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });
    expect(initialError).toBeNull();
    expect(user).not.toBeNull();

    const { data, error } = await authWithSession.getClaims();
    expect(error).toBeNull();
    expect(data).not.toBeNull();

    const claims = data?.claims;
    expect(claims).toBeDefined();

    // Test core required claims that are always present
    expect(typeof claims?.sub).toBe('string');
    expect(typeof claims?.role).toBe('string');

    // Test standard optional claims
    if (claims?.email !== undefined) {
      expect(typeof claims.email).toBe('string');
    }
    if (claims?.phone !== undefined) {
      expect(typeof claims.phone).toBe('string');
    }
    if (claims?.user_metadata !== undefined) {
      expect(typeof claims.user_metadata).toBe('object');
    }
    if (claims?.app_metadata !== undefined) {
      expect(typeof claims.app_metadata).toBe('object');
    }
    if (claims?.is_anonymous !== undefined) {
      expect(typeof claims.is_anonymous).toBe('boolean');
    }

    // Test optional JWT standard claims if present
    if (claims?.iss !== undefined) {
      expect(typeof claims.iss).toBe('string');
    }
    if (claims?.aud !== undefined) {
      expect(['string', 'object']).toContain(typeof claims.aud);
    }
    if (claims?.exp !== undefined) {
      expect(typeof claims.exp).toBe('number');
    }
    if (claims?.iat !== undefined) {
      expect(typeof claims.iat).toBe('number');
    }
    if (claims?.aal !== undefined) {
      expect(typeof claims.aal).toBe('string');
    }
    if (claims?.session_id !== undefined) {
      expect(typeof claims.session_id).toBe('string');
    }
    if (claims?.jti !== undefined) {
      expect(typeof claims.jti).toBe('string');
    }
    if (claims?.nbf !== undefined) {
      expect(typeof claims.nbf).toBe('number');
    }

    // Verify amr array structure if present
    // AMR can be either string[] (RFC-8176 compliant) or AMREntry[] (detailed format)
    if (claims?.amr) {
      expect(Array.isArray(claims.amr)).toBe(true);
      if (claims.amr.length > 0) {
        const firstEntry = claims.amr[0];
        if (typeof firstEntry === 'string') {
          // RFC-8176 compliant format: array of strings
          expect(typeof firstEntry).toBe('string');
        } else {
          // Detailed format: array of objects with method and timestamp
          expect(typeof firstEntry!.method).toBe('string');
          expect(typeof firstEntry!.timestamp).toBe('number');
        }
      }
    }

    // Verify ref claim if present (anon/service role tokens)
    if (claims?.ref !== undefined) {
      expect(typeof claims.ref).toBe('string');
    }
  });

  // Asymmetric JWT tests moved to docker-tests/asymmetric-jwt.test.ts

  test('getClaims should return error for expired JWT format', async () => {
    const { email, password } = mockUserCredentials();

    const { data: signUpData, error: signUpError } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    expect(signUpError).toBeNull();
    expect(signUpData.session).not.toBeNull();

    // @ts-expect-error 'Allow access to protected storage'
    const storage = authWithSession.storage;
    // @ts-expect-error 'Allow access to protected storageKey'
    const storageKey = authWithSession.storageKey;

    const invalidSession = {
      ...signUpData.session,
      access_token: expiredAccessToken,
      refresh_token: 'invalid-refresh-token',
    };

    await storage.setItem(storageKey, JSON.stringify(invalidSession));

    const { data, error } = await authWithSession.getClaims();
    expect(data).toBeNull();
    expect(error).not.toBeNull();
    expect(error?.name).toBe('AuthInvalidJwtError');
    expect(error?.message).toBe('JWT has expired');
  });

  // Asymmetric JWT signature tests moved to docker-tests/asymmetric-jwt.test.ts

  test('getClaims should return error for invalid base64url encoded access_token', async () => {
    const { email, password } = mockUserCredentials();

    await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    // @ts-expect-error 'Allow access to protected storage'
    const storage = authWithSession.storage;
    // @ts-expect-error 'Allow access to protected storageKey'
    const storageKey = authWithSession.storageKey;

    const invalidSession = {
      access_token:
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJhdXRoZW50aWNhdGVkIiwiZXhwIjoxNzEwODg5NjAwLCJpYXQiOjE3MTA4ODYwMDAsImlzcyI6Imh0dHBzOi8vZXhhbXBsZS5jb20iLCJzdWIiOiIxMjM0NTY3ODkwIiwidXNlcl9tZXRhZGF0YSI6e30sInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.invalid_signature',
      refresh_token: 'invalid-refresh-token',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      token_type: 'bearer',
      user: null,
    };

    await storage.setItem(storageKey, JSON.stringify(invalidSession));

    const { data, error } = await authWithSession.getClaims();

    expect(error).not.toBeNull();
    expect(error?.message).toContain('JWT not in base64url format');
    expect(data).toBeNull();
  });

  test('getClaims should refresh expired JWT token', async () => {
    const { email, password } = mockUserCredentials();

    const { data: signUpData, error: signUpError } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    expect(signUpError).toBeNull();
    expect(signUpData.session).not.toBeNull();

    // @ts-expect-error 'Allow access to protected storage'
    const storage = authWithSession.storage;
    // @ts-expect-error 'Allow access to protected storageKey'
    const storageKey = authWithSession.storageKey;

    const expiredSession = {
      ...signUpData.session,
      expires_at: Math.floor(Date.now() / 1000) - 3600,
    };

    await storage.setItem(storageKey, JSON.stringify(expiredSession));

    const { data, error } = await authWithSession.getClaims();

    expect(error).toBeNull();
    expect(data).not.toBeNull();
    expect(data?.claims.email).toEqual(signUpData?.session?.user?.email);
  });
});

describe('GoTrueClient with storageisServer = true', () => {
  const originalWarn = console.warn;
  let warnings: any[][] = [];
  let warnSpy: jest.SpyInstance;

  beforeEach(() => {
    warnings = [];
    warnSpy = jest.spyOn(console, 'warn').mockImplementation((...args: any[]) => {
      console.log('WARN', ...args);
      warnings.push(args);
    });
  });

  afterEach(() => {
    warnSpy.mockRestore();
    console.warn = originalWarn;
    warnings = [];
  });

  test('getSession() emits no warnings', async () => {
    const storage = memoryLocalStorageAdapter({
      [STORAGE_KEY]: JSON.stringify({
        access_token: 'jwt.accesstoken.signature',
        refresh_token: 'refresh-token',
        token_type: 'bearer',
        expires_in: 1000,
        expires_at: Date.now() / 1000 + 1000,
        user: {
          id: 'random-user-id',
        },
      }),
    });
    storage.isServer = true;

    const client = new GoTrueClient({
      storage,
    });
    const {
      data: { session },
    } = await client.getSession();

    // Accessing session.user should not emit a warning
    const user = session?.user;
    expect(user).not.toBeNull();
    expect(warnSpy).not.toHaveBeenCalled();
  });

  test('getSession() emits insecure warning, once per server client, when user properties are accessed', async () => {
    const storage = memoryLocalStorageAdapter({
      [STORAGE_KEY]: JSON.stringify({
        access_token: 'jwt.accesstoken.signature',
        refresh_token: 'refresh-token',
        token_type: 'bearer',
        expires_in: 1000,
        expires_at: Date.now() / 1000 + 1000,
        user: {
          id: 'random-user-id',
          email: 'test@example.com',
        },
      }),
    });
    storage.isServer = true;

    const client = new GoTrueClient({
      storage,
    });

    const {
      data: { session },
    } = await client.getSession();

    // Accessing session.user itself should not emit a warning
    const user = session?.user;
    expect(user).not.toBeNull();
    expect(warnings.length).toEqual(0);

    // Accessing a property of the user object should emit a warning the first time
    const userId = user?.id;
    expect(userId).toEqual('random-user-id');
    expect(warnSpy).toHaveBeenCalledTimes(1);
    expect(warnings[0]![0].startsWith('Using the user object as returned from supabase.auth.getSession() ')).toEqual(true);

    // Accessing another property should not emit additional warnings
    const userEmail = user?.email;
    expect(userEmail).toEqual('test@example.com');
    expect(warnSpy).toHaveBeenCalledTimes(1);

    const {
      data: { session: session2 },
    } = await client.getSession(); // create new proxy instance

    // Accessing properties in subsequent sessions should not emit warnings (suppression is client-wide)
    const userId2 = session2?.user?.id;
    expect(userId2).toEqual('random-user-id');
    // Note: In Jest 29, optional chaining on new proxy instances may trigger the warning again
    // The suppression works within the same proxy instance, but new instances from getSession()
    // may behave differently with Jest 29's proxy handling
    expect(warnSpy).toHaveBeenCalledTimes(2);
  });

  test('getSession emits no warnings if getUser is called prior', async () => {
    const client = new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
      autoRefreshToken: false,
      persistSession: true,
      storage: {
        ...memoryLocalStorageAdapter(),
        isServer: true,
      },
    });
    const { email, password } = mockUserCredentials();
    await signUpAndConfirm(client, { email, password });

    const {
      data: { user },
      error,
    } = await client.getUser(); // should suppress any warnings
    expect(error).toBeNull();
    expect(user).not.toBeNull();

    const {
      data: { session },
    } = await client.getSession();

    // Accessing user properties from getSession shouldn't emit a warning after getUser() was called
    const sessionUserId = session?.user?.id;
    expect(sessionUserId).not.toBeNull();
    expect(warnSpy).not.toHaveBeenCalled();
  });

  test('getSession() with destructuring emits warning', async () => {
    const storage = memoryLocalStorageAdapter({
      [STORAGE_KEY]: JSON.stringify({
        access_token: 'jwt.accesstoken.signature',
        refresh_token: 'refresh-token',
        token_type: 'bearer',
        expires_in: 1000,
        expires_at: Date.now() / 1000 + 1000,
        user: {
          id: 'random-user-id',
          email: 'test@example.com',
          role: 'user',
        },
      }),
    });
    storage.isServer = true;

    const client = new GoTrueClient({
      storage,
    });

    const {
      data: { session },
    } = await client.getSession();

    // Destructuring user properties should emit a warning
    const { id, email } = session?.user || {};
    expect(id).toEqual('random-user-id');
    expect(email).toEqual('test@example.com');
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  test('getSession() with spread operator emits warning', async () => {
    const storage = memoryLocalStorageAdapter({
      [STORAGE_KEY]: JSON.stringify({
        access_token: 'jwt.accesstoken.signature',
        refresh_token: 'refresh-token',
        token_type: 'bearer',
        expires_in: 1000,
        expires_at: Date.now() / 1000 + 1000,
        user: {
          id: 'random-user-id',
          email: 'test@example.com',
        },
      }),
    });
    storage.isServer = true;

    const client = new GoTrueClient({
      storage,
    });

    const {
      data: { session },
    } = await client.getSession();

    // Spread operator accesses properties, should emit a warning
    const userData = { ...session?.user };
    expect(userData.id).toEqual('random-user-id');
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });

  test('getSession() with Object.keys() does not emit warning', async () => {
    const storage = memoryLocalStorageAdapter({
      [STORAGE_KEY]: JSON.stringify({
        access_token: 'jwt.accesstoken.signature',
        refresh_token: 'refresh-token',
        token_type: 'bearer',
        expires_in: 1000,
        expires_at: Date.now() / 1000 + 1000,
        user: {
          id: 'random-user-id',
          email: 'test@example.com',
        },
      }),
    });
    storage.isServer = true;

    const client = new GoTrueClient({
      storage,
    });

    const {
      data: { session },
    } = await client.getSession();

    // Object.keys() inspects own keys via [[OwnPropertyKeys]] (ownKeys trap) and does not invoke
    // the get trap on a Proxy. Since our Proxy only traps `get`, Object.keys() won't emit a warning.
    const keys = Object.keys(session?.user || {});
    expect(keys.length).toBeGreaterThan(0);
    expect(warnSpy).toHaveBeenCalledTimes(0);
  });

  test('getSession() with JSON.stringify() emits warning', async () => {
    const storage = memoryLocalStorageAdapter({
      [STORAGE_KEY]: JSON.stringify({
        access_token: 'jwt.accesstoken.signature',
        refresh_token: 'refresh-token',
        token_type: 'bearer',
        expires_in: 1000,
        expires_at: Date.now() / 1000 + 1000,
        user: {
          id: 'random-user-id',
          email: 'test@example.com',
        },
      }),
    });
    storage.isServer = true;

    const client = new GoTrueClient({
      storage,
    });

    const {
      data: { session },
    } = await client.getSession();

    // JSON.stringify() iterates over properties, should emit a warning
    const serialized = JSON.stringify(session?.user);
    expect(serialized).toContain('random-user-id');
    expect(warnings.length).toEqual(1);
  });

  test('saveSession should overwrite the existing session', async () => {
    const store = memoryLocalStorageAdapter();
    const client = new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      storageKey: 'test-storage-key',
      autoRefreshToken: false,
      persistSession: true,
      storage: {
        ...store,
      },
    });
    const initialSession: Session = {
      access_token: 'test-access-token',
      refresh_token: 'test-refresh-token',
      expires_in: 3600,
      token_type: 'bearer',
      user: {
        id: 'test-user-id',
        aud: 'test-audience',
        user_metadata: {},
        app_metadata: {},
        created_at: new Date().toISOString(),
      },
    };

    // @ts-ignore 'Allow access to private _saveSession'
    await client._saveSession(initialSession);
    expect(store.getItem('test-storage-key')).toEqual(JSON.stringify(initialSession));

    const newSession: Session = {
      access_token: 'test-new-access-token',
      refresh_token: 'test-new-refresh-token',
      expires_in: 3600,
      token_type: 'bearer',
      user: {
        id: 'test-user-id',
        aud: 'test-audience',
        user_metadata: {},
        app_metadata: {},
        created_at: new Date().toISOString(),
      },
    };

    // @ts-ignore 'Allow access to private _saveSession'
    await client._saveSession(newSession);
    expect(store.getItem('test-storage-key')).toEqual(JSON.stringify(newSession));
  });
});

describe('fetchJwk', () => {
  notInSubset(
    ASYMMETRIC,
    'jwk exists but cache is stale',
    'jwk does not exist and cache is stale',
    'jwk exists in cache',
    'jwk does not exist in cache',
  );
});

describe('signInAnonymously', () => {
  notInSubset(ANONYMOUS, 'should successfully sign in anonymously', 'should sign in anonymously with user data');

  // Anonymous disabled test moved to docker-tests/anonymous-disabled.test.ts
});

describe('Web3 Authentication', () => {
  notInSubset(
    WEB3,
    'signInWithWeb3 should throw error for unsupported chain',
    'signInWithWeb3 should handle solana chain',
    'signInWithWeb3 should fail solana chain without message',
    'signInWithWeb3 should fail solana chain without signMessage',
    'signInWithWeb3 should fail solana chain without publicKey',
    'signInWithWeb3 should handle ethereum chain',
    'signInWithWeb3 should fail ethereum chain without message',
    'signInWithWeb3 should fail ethereum chain without signMessage',
    'signInWithWeb3 should fail ethereum chain without publicKey',
    'should handle signInWithWeb3 with unsupported chain',
    'should handle signInWithWeb3 with missing message',
    'should handle signInWithWeb3 with missing wallet',
    'should handle signInWithWeb3 with invalid signature',
    'should handle signInWithWeb3 in non-browser environment',
  );
});

describe('ID Token Authentication', () => {
  notInSubset(
    ID_TOKEN,
    'signInWithIdToken fails with disabled provider',
    'should handle signInWithIdToken with provider',
    'should handle signInWithIdToken with custom OIDC provider',
  );
});

describe('Reauthentication', () => {
  notInSubset(REAUTH, 'reauthenticate() fails without session', 'reauthenticate() returns null user and session');
});

describe('Identity Management', () => {
  beforeEach(async () => {
    await authWithSession.signOut();
  });

  test('getUserIdentities() returns error without session', async () => {
    const { error } = await authWithSession.getUserIdentities();
    expect(error).not.toBeNull();
    expect(error?.message).toContain('Auth session missing!');
  });

  test('getUserIdentities() returns user identities after signup', async () => {
    const { email, password } = mockUserCredentials();

    const { error: signUpError } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });
    expect(signUpError).toBeNull();

    const { data, error } = await authWithSession.getUserIdentities();
    expect(error).toBeNull();
    expect(data?.identities).toHaveLength(1);
    const identity = data?.identities[0] as unknown as {
      provider: string;
      identity_data: { email: string };
    };
    expect(identity.provider).toBe('email');
    expect(identity.identity_data.email).toBe(email);
  });

  notInSubset(LINKING, 'linkIdentity() fails when manual linking is disabled', 'unlinkIdentity() fails when manual linking is disabled');
});

describe('Auto Refresh', () => {
  test('stopAutoRefresh() removes visibility callback and stops auto refresh', async () => {
    // @ts-expect-error 'Allow access to private _removeVisibilityChangedCallback'
    const removeVisibilitySpy = jest.spyOn(autoRefreshClient, '_removeVisibilityChangedCallback');
    // @ts-expect-error 'Allow access to private _stopAutoRefresh'
    const stopAutoRefreshSpy = jest.spyOn(autoRefreshClient, '_stopAutoRefresh');

    await autoRefreshClient.stopAutoRefresh();

    expect(removeVisibilitySpy).toHaveBeenCalledTimes(1);
    expect(stopAutoRefreshSpy).toHaveBeenCalledTimes(1);
  });

  describe('_recoverAndRefresh', () => {
    test('should recover and refresh session when valid session exists', async () => {
      const { email, password } = mockUserCredentials();

      const { data: signUpData } = await signUpAndConfirm(autoRefreshClient, {
        email,
        password,
      });
      expect(signUpData.session).not.toBeNull();

      // @ts-expect-error 'Allow access to private _recoverAndRefresh'
      const session: Session | null = await autoRefreshClient._recoverAndRefresh();

      expect(session).not.toBeNull();
      expect(session?.access_token).not.toBeNull();
      expect(session?.refresh_token).not.toBeNull();
    });

    test('should return null session when no valid session exists', async () => {
      await autoRefreshClient.signOut();

      // @ts-expect-error 'Allow access to private _recoverAndRefresh'
      const session: Session | undefined = await autoRefreshClient._recoverAndRefresh();

      expect(session).toBeUndefined();
    });

    test('should handle expired session by attempting refresh', async () => {
      const { email, password } = mockUserCredentials();

      const { data: signUpData } = await signUpAndConfirm(autoRefreshClient, {
        email,
        password,
      });
      expect(signUpData.session).not.toBeNull();

      // Manually expire the session
      const expired = new Date();
      expired.setMinutes(expired.getMinutes() - 1);
      const expiredSeconds = Math.floor(expired.getTime() / 1000);

      // @ts-expect-error 'Allow access to protected storage'
      const storage = autoRefreshClient.storage;
      // @ts-expect-error 'Allow access to protected storageKey'
      const storageKey = autoRefreshClient.storageKey;

      await storage.setItem(
        storageKey,
        JSON.stringify({
          ...JSON.parse((await storage.getItem(storageKey)) || 'null'),
          expires_at: expiredSeconds,
        }),
      );

      // @ts-expect-error 'Allow access to private _recoverAndRefresh'
      const session: Session | null = await autoRefreshClient._recoverAndRefresh();

      expect(session).not.toBeNull();
      expect(session?.access_token).not.toBeNull();
      expect(session?.refresh_token).not.toBeNull();
      // Verify we got a new token
      expect(session?.access_token).not.toEqual(signUpData.session?.access_token);
    });

    test('does not call console.error when refresh fails with an invalid token', async () => {
      const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});

      const storageKey = 'test-no-console-error-on-failed-refresh';
      const staleSession = {
        access_token: 'invalid-access-token',
        refresh_token: 'invalid-refresh-token',
        expires_at: Math.floor(Date.now() / 1000) - 3600,
        expires_in: 3600,
        token_type: 'bearer',
        user: null,
      };
      const storage = memoryLocalStorageAdapter({
        [storageKey]: JSON.stringify(staleSession),
      });
      const client = new GoTrueClient({
        url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
        headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
        autoRefreshToken: true,
        persistSession: true,
        storage,
        storageKey,
      });

      await client.getUser();

      expect(errorSpy).not.toHaveBeenCalled();
      errorSpy.mockRestore();
      await client.dispose();
    });
  });

  test('should handle auto refresh start/stop multiple times', async () => {
    await autoRefreshClient.startAutoRefresh();
    await autoRefreshClient.startAutoRefresh(); // Should handle duplicate calls

    await autoRefreshClient.stopAutoRefresh();
    await autoRefreshClient.stopAutoRefresh(); // Should handle duplicate calls
  });
});

describe('Session Management', () => {
  test('_notifyAllSubscribers notifies all subscribers of session changes', async () => {
    const { email, password } = mockUserCredentials();
    const mockCallback = jest.fn();

    const {
      data: { subscription },
    } = authWithSession.onAuthStateChange(mockCallback);

    const { data } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });
    expect(data.session).not.toBeNull();

    expect(mockCallback).toHaveBeenCalledWith('SIGNED_IN', data.session);

    // Cleanup
    subscription?.unsubscribe();
  });

  test('_removeSession removes session and notifies subscribers', async () => {
    const { email, password } = mockUserCredentials();
    const mockCallback = jest.fn();
    const {
      data: { subscription },
    } = authWithSession.onAuthStateChange(mockCallback);

    const { data } = await signUpAndConfirm(authWithSession, {
      email,
      password,
    });
    expect(data.session).not.toBeNull();

    // @ts-expect-error 'Allow access to private _removeSession'
    await authWithSession._removeSession();
    expect(mockCallback).toHaveBeenCalledWith('SIGNED_OUT', null);

    const { data: sessionData } = await authWithSession.getSession();
    expect(sessionData.session).toBeNull();

    // Cleanup
    subscription?.unsubscribe();
  });

  test('should handle getSession when no session exists', async () => {
    // Clear any existing session first
    await auth.signOut();
    const { data, error } = await auth.getSession();
    expect(data.session).toBeNull();
    expect(error).toBeNull();
  });

  test('should handle refreshSession with invalid refresh token', async () => {
    const { data, error } = await auth.refreshSession({
      refresh_token: 'invalid-refresh-token',
    });

    expect(error).toBeDefined();
    expect(data.session).toBeNull();
  });

  test('should handle setSession with invalid session data', async () => {
    const { data, error } = await auth.setSession({
      access_token: 'invalid-token',
      refresh_token: 'invalid-refresh-token',
    });

    expect(error).toBeDefined();
    expect(data.session).toBeNull();
  });

  test('should handle getUser without valid session', async () => {
    await auth.signOut();
    const { data, error } = await auth.getUser();
    expect(data.user).toBeNull();
    expect(error).toBeDefined();
  });

  test('should handle updateUser without valid session', async () => {
    await auth.signOut();
    const { data, error } = await auth.updateUser({
      data: { name: 'Test User' },
    });

    expect(error).toBeDefined();
    expect(data.user).toBeNull();
  });

  test('should handle custom URL parameters', async () => {
    const client = new GoTrueClient({
      url: 'http://localhost:9999',
      detectSessionInUrl: false,
    });

    await client.initialize();
    expect(client['detectSessionInUrl']).toBe(false);
  });
});

describe('Session Management Edge Cases', () => {
  test('getSession() with invalid refreshToken should return session with invalid tokens', async () => {
    const { email, password } = mockUserCredentials();

    await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    // Set an invalid refresh token in storage
    // @ts-expect-error 'Allow access to protected storage'
    const storage = authWithSession.storage;
    // @ts-expect-error 'Allow access to protected storageKey'
    const storageKey = authWithSession.storageKey;

    const invalidSession = {
      access_token: 'invalid-token',
      refresh_token: 'invalid-refresh-token',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      token_type: 'bearer',
      user: null,
    };

    await storage.setItem(storageKey, JSON.stringify(invalidSession));

    const { data, error } = await authWithSession.getSession();

    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.session).toEqual(invalidSession);
  });

  test('getSession() with expired refreshToken should return error for invalid token', async () => {
    const { email, password } = mockUserCredentials();

    await signUpAndConfirm(authWithSession, {
      email,
      password,
    });

    // Manually expire the refresh token by setting it to a timestamp in the past
    const expiredSeconds = Math.floor(Date.now() / 1000) - 3600; // 1 hour in the past

    // @ts-expect-error 'Allow access to protected storage'
    const storage = authWithSession.storage;
    // @ts-expect-error 'Allow access to protected storageKey'
    const storageKey = authWithSession.storageKey;

    // Get the current session and modify it to be expired
    const currentSession = JSON.parse((await storage.getItem(storageKey)) || 'null');
    const expiredSession = {
      ...currentSession,
      expires_at: expiredSeconds,
      access_token: 'expired-token',
      refresh_token: 'expired-refresh-token',
    };

    await storage.setItem(storageKey, JSON.stringify(expiredSession));

    // Verify the session was properly stored
    const storedSession = JSON.parse((await storage.getItem(storageKey)) || 'null');
    expect(storedSession.expires_at).toBe(expiredSeconds);

    const { data, error } = await authWithSession.getSession();

    expect(error).not.toBeNull();
    // Error message varies between GoTrue versions
    expect(
      error?.message?.includes('Invalid Refresh Token') || error?.message?.includes('Refresh token is not valid'),
    ).toBe(true);
    expect(data.session).toBeNull();
  });
});

describe('Storage adapter edge cases', () => {
  test('should handle storage failure gracefully', async () => {
    const brokenStorage = {
      getItem: async () => {
        throw new Error('getItem failed message');
      },
      setItem: async () => {
        throw new Error('setItem failed message');
      },
      removeItem: async () => {
        throw new Error('removeItem failed message');
      },
    };
    const client = getClientWithSpecificStorage(brokenStorage);

    await expect(client.signOut()).rejects.toThrow('getItem failed message');
  });

  test('should handle storage getItem failure in getSession', async () => {
    const brokenStorage = {
      getItem: async () => {
        throw new Error('getItem failed message');
      },
      setItem: async () => {},
      removeItem: async () => {},
    };
    const client = getClientWithSpecificStorage(brokenStorage);
    await expect(client.getSession()).rejects.toThrow('getItem failed message');
  });

  test('should handle storage setItem failure in _saveSession', async () => {
    const brokenStorage = {
      getItem: async () => '{}',
      setItem: async () => {
        throw new Error('setItem failed message');
      },
      removeItem: async () => {},
    };
    const client = getClientWithSpecificStorage(brokenStorage);
    const session = {
      access_token: 'test-token',
      refresh_token: 'test-refresh',
      expires_in: 3600,
      token_type: 'bearer',
      user: null,
    };
    // @ts-expect-error private method
    await expect(client._saveSession(session)).rejects.toThrow('setItem failed message');

    const { data, error } = await client.getSession();
    expect(error).toBeNull();
    expect(data.session).toBeNull();
  });

  test('should handle storage removeItem failure in _removeSession', async () => {
    const brokenStorage = {
      getItem: async () => '{}',
      setItem: async () => {},
      removeItem: async () => {
        throw new Error('removeItem failed message');
      },
    };
    const client = getClientWithSpecificStorage(brokenStorage);

    await expect(client.getSession()).rejects.toThrow('removeItem failed message');
  });

  test('should handle invalid JSON in storage', async () => {
    const invalidStorage = {
      getItem: async () => 'invalid-json',
      setItem: async () => {},
      removeItem: async () => {},
    };
    const client = getClientWithSpecificStorage(invalidStorage);
    const { data, error } = await client.getSession();
    expect(error).toBeNull();
    expect(data.session).toBeNull();
  });

  test('should handle null storage value', async () => {
    const nullStorage = {
      getItem: async () => null,
      setItem: async () => {},
      removeItem: async () => {},
    };
    const client = getClientWithSpecificStorage(nullStorage);
    const { data, error } = await client.getSession();
    expect(error).toBeNull();
    expect(data.session).toBeNull();
  });

  test('should handle empty storage value', async () => {
    const emptyStorage = {
      getItem: async () => '',
      setItem: async () => {},
      removeItem: async () => {},
    };
    const client = getClientWithSpecificStorage(emptyStorage);
    const { data, error } = await client.getSession();
    expect(error).toBeNull();
    expect(data.session).toBeNull();
  });

  test('should handle malformed session data', async () => {
    const malformedStorage = {
      getItem: async () => JSON.stringify({ access_token: 'test' }), // Missing required fields
      setItem: async () => {},
      removeItem: async () => {},
    };
    const client = getClientWithSpecificStorage(malformedStorage);
    const { data, error } = await client.getSession();
    expect(error).toBeNull();
    expect(data.session).toBeNull();
  });

  notInSubset(STAND_IN, 'should handle expired session data');

  test('should return false for _isImplicitGrantCallback with missing params', () => {
    const client = getClientWithSpecificStorage(memoryLocalStorageAdapter());
    // @ts-expect-error private method
    expect(client._isImplicitGrantCallback({})).toBe(false);
    // @ts-expect-error private method
    expect(client._isImplicitGrantCallback({ foo: 'bar' })).toBe(false);
  });

  test('should return true for _isImplicitGrantCallback when auth params are present', () => {
    const client = getClientWithSpecificStorage(memoryLocalStorageAdapter());
    // @ts-expect-error private method
    expect(client._isImplicitGrantCallback({ access_token: 'token' })).toBe(true);
    // @ts-expect-error private method
    expect(client._isImplicitGrantCallback({ error: 'access_denied' })).toBe(true);
    // @ts-expect-error private method
    expect(client._isImplicitGrantCallback({ error_description: 'expired' })).toBe(true);
    // @ts-expect-error private method
    expect(client._isImplicitGrantCallback({ error_code: 'otp_expired' })).toBe(true);
  });

  notInSubset(
    PKCE,
    'should return false for _isPKCECallback with missing params',
  );
  notInSubset(OAUTH, 'should build provider URL with _getUrlForProvider', '_getUrlForProvider builds correct URL with PKCE flow');

  test('should handle localStorage not supported', async () => {
    // Mock supportsLocalStorage to return false
    jest.doMock('@supabase/auth-js/dist/main/lib/helpers', () => ({
      ...jest.requireActual('@supabase/auth-js/dist/main/lib/helpers'),
      supportsLocalStorage: () => false,
    }));

    const client = new GoTrueClient({
      url: 'http://localhost:9999',
    });

    await client.initialize();
    // Should fall back to memory storage
    expect(client['storage']).toBeDefined();
  });
});

describe('SSO Authentication', () => {
  notInSubset(
    SSO,
    'signInWithSSO with PKCE return error when SAML is disabled',
    'signInWithSSO should support skipBrowserRedirect option',
    'signInWithSSO with empty options',
    'signInWithSSO without params',
    'signInWithSSO with minimal params',
  );
});

describe('Lockless coordination (default) and legacy lock opt-in', () => {
  test('default path: no custom `lock` supplied, _acquireLock is not invoked', async () => {
    const client = new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      autoRefreshToken: false,
      persistSession: false,
    });
    // @ts-expect-error access private _acquireLock for verification
    const acquireSpy = jest.spyOn(client, '_acquireLock');

    await client.initialize();
    await client.getSession();

    // No lock supplied → lockless coordination → _acquireLock is never called
    expect(acquireSpy).not.toHaveBeenCalled();
  });

  test('legacy path: custom `lock` is invoked when supplied', async () => {
    const mockLock = jest
      .fn()
      .mockImplementation(async (_name: string, _timeout: number, fn: () => Promise<unknown>) => fn());

    const client = new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      lock: mockLock,
      autoRefreshToken: false,
      persistSession: false,
    });

    await client.initialize();
    await client.getSession();

    // Custom lock supplied → legacy path → mockLock IS called.
    expect(mockLock).toHaveBeenCalled();
  });

  test('`lockAcquireTimeout` option is accepted (lockless path ignores it; legacy uses it)', async () => {
    expect(
      () =>
        new GoTrueClient({
          url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
          autoRefreshToken: false,
          persistSession: false,
          lockAcquireTimeout: 12345,
        }),
    ).not.toThrow();
  });

  test('subscriber callback may call other auth methods without deadlock', async () => {
    // Auth methods invoked from inside an onAuthStateChange callback complete
    // without re-entering a held lock, because notification is not gated by
    // one.
    const observed: string[] = [];

    const {
      data: { subscription },
    } = authWithSession.onAuthStateChange(async (event) => {
      observed.push(event);
      if (event === 'INITIAL_SESSION') {
        const { data } = await authWithSession.getSession();
        observed.push(`got-session:${data.session ? 'present' : 'null'}`);
      }
    });

    // Allow the initial-session emit to flush.
    await new Promise((resolve) => setTimeout(resolve, 100));

    subscription.unsubscribe();

    expect(observed).toContain('INITIAL_SESSION');
    expect(observed.some((s) => s.startsWith('got-session:'))).toBe(true);
  });
});

describe('dispose() lifecycle', () => {
  test('idempotent: safe to call repeatedly', async () => {
    const client = new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      autoRefreshToken: false,
      persistSession: false,
    });
    await client.initialize();

    await expect(client.dispose()).resolves.toBeUndefined();
    await expect(client.dispose()).resolves.toBeUndefined();
  });

  test('clears registered onAuthStateChange subscribers', async () => {
    const client = new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      autoRefreshToken: false,
      persistSession: false,
    });
    await client.initialize();

    const cb = jest.fn();
    client.onAuthStateChange(cb);

    // @ts-expect-error access protected field for verification
    expect(client.stateChangeEmitters.size).toBeGreaterThan(0);

    await client.dispose();

    // @ts-expect-error access protected field for verification
    expect(client.stateChangeEmitters.size).toBe(0);
  });

  test('stops the auto-refresh ticker', async () => {
    const client = new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      autoRefreshToken: true,
      persistSession: false,
    });
    await client.initialize();
    await client.startAutoRefresh();

    // @ts-expect-error access protected field for verification
    expect(client.autoRefreshTicker).not.toBeNull();

    await client.dispose();

    // @ts-expect-error access protected field for verification
    expect(client.autoRefreshTicker).toBeNull();
  });
});

describe('Refresh commit guard (signOut-during-refresh race)', () => {
  notInSubset(
    STAND_IN,
    'discards rotated tokens when storage was cleared mid-flight',
    'accepts rotated tokens when storage was empty at fetch start',
    'accepts rotated tokens when storage holds a different session than the input refresh_token',
    'discards rotated tokens when a different session was written to storage mid-flight',
  );
});

describe('userNotAvailableProxy behavior', () => {
  test('should return proxy user when userStorage is set but user is not found', async () => {
    const storage = memoryLocalStorageAdapter();
    const userStorage = memoryLocalStorageAdapter();

    const client = new GoTrueClient({
      storage,
      userStorage,
    });

    await setItemAsync(storage, STORAGE_KEY, {
      access_token: 'jwt.accesstoken.signature',
      refresh_token: 'refresh-token',
      token_type: 'bearer',
      expires_in: 1000,
      expires_at: Date.now() / 1000 + 1000,
    });

    const {
      data: { session },
    } = await client.getSession();

    expect(session?.user).toBeDefined();
    expect((session?.user as any).__isUserNotAvailableProxy).toBe(true);

    expect(() => session?.user?.id).toThrow('@supabase/auth-js: client was created with userStorage option');
  });
});

describe('Branch Coverage Improvements', () => {
  describe('PKCE Flow Error Scenarios', () => {
    notInSubset(EMAIL_CHANGE, 'should use PKCE flow for updateUser with email when flowType is pkce and user has session');
  });

  describe('JWKS Initialization', () => {
    test('should use existing JWKS cache when available', () => {
      const storageKey = 'test-jwks-existing-' + Date.now();

      // Create a client to populate the JWKS cache
      const firstClient = new GoTrueClient({
        url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
        autoRefreshToken: false,
        persistSession: false,
        storageKey,
      });

      // Verify JWKS was initialized
      expect(firstClient['jwks']).toEqual({ keys: [] });
      expect(firstClient['jwks_cached_at']).toBe(Number.MIN_SAFE_INTEGER);

      // Create a second client with the same storage key
      const secondClient = new GoTrueClient({
        url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
        autoRefreshToken: false,
        persistSession: false,
        storageKey,
      });

      // Should use the same JWKS cache
      expect(secondClient['jwks']).toEqual(firstClient['jwks']);
      expect(secondClient['jwks_cached_at']).toBe(firstClient['jwks_cached_at']);
    });
  });

  describe('Error Handling Branches', () => {
    notInSubset(STAND_IN, 'should handle _exchangeCodeForSession with network error');
  });
});

describe('GoTrueClient with throwOnError option', () => {
  const store = memoryLocalStorageAdapter();
  const client = new GoTrueClient({
    url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
    headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
    storageKey: 'test-storage-key',
    autoRefreshToken: false,
    persistSession: true,
    storage: {
      ...store,
    },
    throwOnError: true, // test that the client throws errors
  });

  test('signUp() should throw an error when throwOnError is true', async () => {
    const { email } = mockUserCredentials();

    await expect(client.signUp({ email, password: '' })).rejects.toThrow();
  });

  test('signInWithPassword() should throw an error when throwOnError is true', async () => {
    const { email } = mockUserCredentials();

    await expect(client.signInWithPassword({ email, password: '' })).rejects.toThrow();
  });

  test('updateUser() should throw an error when throwOnError is true', async () => {
    const { email, password } = mockUserCredentials();

    await signUpAndConfirm(client, { email, password });

    await expect(client.updateUser({ email: 'invalid-email' })).rejects.toThrow();
  });

  notInSubset(OTP_SIGN_IN, 'signInWithOtp() should throw on invalid params when throwOnError is true');
  notInSubset(SSO, 'signInWithSSO() should throw on error when throwOnError is true');
});

describe('GoTrueClient with skipAutoInitialize option', () => {
  const store = memoryLocalStorageAdapter();

  test('should auto-initialize by default (backward compatibility)', async () => {
    // Spy on prototype before creating instance
    const initializeSpy = jest.spyOn(GoTrueClient.prototype, 'initialize');

    new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      storageKey: 'test-auto-init-default',
      autoRefreshToken: false,
      persistSession: true,
      storage: {
        ...store,
      },
    });

    // Wait for next tick to ensure constructor completes
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(initializeSpy).toHaveBeenCalled();

    initializeSpy.mockRestore();
  });

  test('should skip auto-initialization when skipAutoInitialize is true', async () => {
    // Spy on prototype before creating instance
    const initializeSpy = jest.spyOn(GoTrueClient.prototype, 'initialize');

    new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      storageKey: 'test-skip-auto-init',
      autoRefreshToken: false,
      persistSession: true,
      skipAutoInitialize: true, // Skip auto-initialization
      storage: {
        ...store,
      },
    });

    // Wait for next tick
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(initializeSpy).not.toHaveBeenCalled();

    initializeSpy.mockRestore();
  });

  test('should allow manual initialization after skipAutoInitialize', async () => {
    const client = new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      storageKey: 'test-manual-init',
      autoRefreshToken: false,
      persistSession: true,
      skipAutoInitialize: true,
      storage: {
        ...store,
      },
    });

    // Manually initialize
    await client.initialize();

    // Client should be functional
    const { error } = await client.getSession();
    expect(error).toBeNull();
  });

  test('should work with lazy initialization in public methods', async () => {
    const client = new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
      storageKey: 'test-lazy-init',
      autoRefreshToken: false,
      persistSession: true,
      skipAutoInitialize: true,
      storage: {
        ...store,
      },
    });

    // Public methods should trigger lazy initialization
    const { email, password } = mockUserCredentials();
    const { data, error } = await client.signUp({ email, password });

    // Should work without explicit initialization() call
    expect(error).toBeNull();
    expect(data.user).toBeDefined();
  });
});

describe('Refresh-token lifecycle (proactive/reactive, cooldown)', () => {
  const buildClient = (storage: ReturnType<typeof memoryLocalStorageAdapter>) =>
    new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
      storage,
      autoRefreshToken: false,
      persistSession: true,
    });

  describe('storage preservation (Fix A)', () => {
    notInSubset(
      STAND_IN,
      'non-retryable refresh failure + access token still valid → storage preserved',
      'non-retryable refresh failure + access token already expired → storage cleared',
      'retryable (network) refresh failure → storage preserved regardless of expiry',
    );
  });

  describe('caller-visible preservation in getSession (Fix B)', () => {
    notInSubset(
      STAND_IN,
      'proactive refresh failure + access token still valid → returns preserved session',
      'reactive refresh failure (access token already expired) → returns null + error',
      'race guard: storage cleared during refresh → returns null + error',
    );
  });

  describe('explicit-caller contract (no semantic regression)', () => {
    notInSubset(
      STAND_IN,
      'refreshSession() on proactive-preserve scenario still returns error',
      'setSession() whose refresh fails non-retryably still returns error',
    );
  });

  describe('failure cooldown (Fix C)', () => {
    notInSubset(
      STAND_IN,
      '50 sequential _callRefreshToken calls during failure → exactly 1 /token',
      'cooldown cleared after successful refresh',
    );

    test('cooldown cleared inside _removeSession', async () => {
      const storage = memoryLocalStorageAdapter();
      const client = buildClient(storage);
      await client.initialize();
      await setItemAsync(storage, STORAGE_KEY, {
        access_token: 'jwt.accesstoken.signature',
        refresh_token: 'refresh-token-r1',
        token_type: 'bearer',
        expires_in: 60,
        expires_at: Math.floor(Date.now() / 1000) + 60,
        user: { id: 'user-1', email: 'u@example.com' } as any,
      } as Session);

      // @ts-expect-error access protected for test
      client.lastRefreshFailure = {
        refreshToken: 'refresh-token-r1',
        result: {
          data: null,
          error: Object.assign(new AuthError('x', 400), {
            name: 'AuthApiError',
            code: 'refresh_token_already_used',
            __isAuthError: true,
          }),
        } as any,
        expiresAt: Date.now() + 30_000,
      };

      // @ts-expect-error access protected for test
      await client._removeSession();

      // @ts-expect-error access protected for test
      expect(client.lastRefreshFailure).toBeNull();
    });

    notInSubset(STAND_IN, 'cooldown expires after REFRESH_FAILURE_COOLDOWN_MS and next call fires /token');

    test('REFRESH_FAILURE_COOLDOWN_MS is two auto-refresh ticks', () => {
      expect(REFRESH_FAILURE_COOLDOWN_MS).toBe(2 * AUTO_REFRESH_TICK_DURATION_MS);
    });

    notInSubset(STAND_IN, 'cooldown is keyed by refresh token — different token bypasses the cache');
  });

  describe('init cleanup (no double SIGNED_OUT)', () => {
    notInSubset(STAND_IN, '_recoverAndRefresh non-retryable failure emits SIGNED_OUT exactly once');
  });
});

// ---- Not in upstream's file: this repository's additions, run against the embedded service. ----

describe('[embedded] two tabs refreshing one session', () => {
  const tab = (storage: ReturnType<typeof memoryLocalStorageAdapter>, opts: GoTrueClientOptions = {}) =>
    new GoTrueClient({
      url: GOTRUE_URL_SIGNUP_ENABLED_AUTO_CONFIRM_ON,
      headers: { apikey: SUPABASE_PUBLISHABLE_KEY },
      storageKey: 'sb-two-tabs',
      autoRefreshToken: false,
      persistSession: true,
      storage,
      ...opts,
    });

  test('two clients sharing storage refresh the same expired session at once and both stay signed in', async () => {
    const storage = memoryLocalStorageAdapter();
    const first = tab(storage);
    const { email, password } = mockUserCredentials();
    const { error } = await signUpAndConfirm(first, { email, password });
    expect(error).toBeNull();
    const stored = JSON.parse(storage.getItem('sb-two-tabs') as string) as Session;
    storage.setItem('sb-two-tabs', JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    const second = tab(storage);

    // Each tab sends the stored (same) refresh token; supabase-js 2.109 does not lock across tabs.
    const [a, b] = await Promise.all([
      // @ts-expect-error 'Allow access to private _refreshAccessToken()'
      first._refreshAccessToken(stored.refresh_token),
      // @ts-expect-error 'Allow access to private _refreshAccessToken()'
      second._refreshAccessToken(stored.refresh_token),
    ]);

    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session.refresh_token).toBe(b.data.session.refresh_token);
    for (const client of [first, second]) {
      const { data, error: sessionError } = await client.getSession();
      expect(sessionError).toBeNull();
      expect((await client.getUser(data.session?.access_token)).data.user?.email).toBe(email);
    }
    await first.dispose();
    await second.dispose();
  });
});
