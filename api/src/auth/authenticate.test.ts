// Protected routes accept only a live session's bearer JWT — from the embedded service or, with a
// hosted project configured, from that project (played here by a second api in embedded mode).
import { SignJWT } from 'jose';
import type { App } from '../app';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import { PASSWORD, signUp, TEST_JWT_SECRET, uniqueEmail, type SessionBody } from '../testing/accounts';
import { codeIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';

let mailbox: Mailbox;
const apps: TestApp[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function appWithProtectedRoute(env: NodeJS.ProcessEnv = {}): Promise<App> {
  const t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ...env });
  apps.push(t);
  // A test's own route, not the api's: hidden (no contract, not in the reference).
  t.app.get('/whoami', { preHandler: t.app.authenticator.requireUser, schema: { hide: true } }, async (request) => request.user);
  return t.app;
}

const whoami = (app: App, token?: string) =>
  app.inject({ method: 'GET', url: '/whoami', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('protected routes (embedded accounts)', () => {
  it('know the caller from a valid bearer token', async () => {
    const app = await appWithProtectedRoute();
    const { session, user } = await signUp(app, mailbox);

    const response = await whoami(app, session.access_token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: user.id, email: user.email });
  });

  it('answer 401 without a token, or with a forged or expired one', async () => {
    const app = await appWithProtectedRoute();
    const { user } = await signUp(app, mailbox);
    const forged = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-of-sufficient-length!!'));
    const expired = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience('authenticated')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

    expect((await whoami(app)).json()).toEqual({ error: 'This endpoint requires a valid Bearer token', code: 'no_authorization' });
    for (const token of [forged, expired, 'not-a-jwt']) {
      const response = await whoami(app, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid or expired access token', code: 'bad_jwt' });
    }
  });

  it('answer 403 once the session has signed out', async () => {
    const app = await appWithProtectedRoute();
    const { session } = await signUp(app, mailbox);
    const signOut = await app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY, authorization: `Bearer ${session.access_token}` },
    });
    expect(signOut.statusCode).toBe(204);

    const response = await whoami(app, session.access_token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Session from session_id claim in JWT does not exist', code: 'session_not_found' });
  });
});

describe('with a hosted Supabase project configured', () => {
  it('delegates sign-up, code confirmation and sign-in to it, and accepts its tokens', async () => {
    const project = await appWithProtectedRoute();
    const projectUrl = await project.listen({ host: '127.0.0.1', port: 0 });
    const app = await appWithProtectedRoute({
      SUPABASE_URL: projectUrl,
      SUPABASE_ANON_KEY: EMBEDDED_SUPABASE_ANON_KEY,
      SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
      AUTH_JWT_SECRET: '',
    });
    const email = uniqueEmail('hosted');

    const initiated = await app.inject({ method: 'POST', url: '/auth/signup/initiate', payload: { email, password: PASSWORD } });
    expect(initiated.statusCode).toBe(200);
    const code = codeIn(await mailbox.latestTo(email));
    const completed = await app.inject({ method: 'POST', url: '/auth/signup/complete', payload: { email, otp: code } });
    expect(completed.statusCode).toBe(200);
    const signedUp = completed.json<SessionBody>();
    const signedIn = await app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password: PASSWORD } });
    const wrong = await app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password: 'wrong password' } });

    expect(signedUp.user.email).toBe(email);
    expect(signedIn.statusCode).toBe(200);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Invalid login credentials', code: 'invalid_credentials' });
    const me = await whoami(app, signedIn.json<SessionBody>().session.access_token);
    expect(me.json()).toMatchObject({ userId: signedUp.user.id, email });
    // The product api serves no auth service of its own in this mode.
    expect((await app.inject({ method: 'GET', url: '/auth/v1/user' })).statusCode).toBe(404);
  });
});
