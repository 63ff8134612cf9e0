// The embedded Supabase Auth subset, driven by supabase-js's own auth client over real HTTP.
import { sql } from 'drizzle-orm';
import { PASSWORD, signUp, TEST_JWT_SECRET, uniqueEmail } from '../testing/accounts';
import { linkIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { embeddedAuthClient } from '../testing/auth-client';
import { sha256 } from './secrets';

const SITE_URL = 'http://127.0.0.1:3000';
let mailbox: Mailbox;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, SITE_URL });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => t.close());

const client = () => embeddedAuthClient(baseUrl);

/** Follows an emailed link one hop, as a browser would, and returns where it leads. */
async function openLink(link: string): Promise<URL> {
  const url = new URL(link);
  const response = await fetch(`${baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

describe('the embedded Supabase Auth subset, through supabase-js', () => {
  it('signs in with a password, reads the user, refreshes, and signs out', async () => {
    const email = uniqueEmail();
    const { user } = await signUp(t.app, mailbox, email);
    const auth = client();

    const signedIn = await auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user).toMatchObject({ id: user.id, email });

    const fetched = await auth.getUser();
    expect(fetched.data.user?.email).toBe(email);

    const firstRefreshToken = signedIn.data.session?.refresh_token;
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(firstRefreshToken);
    expect(refreshed.data.session?.access_token).not.toBe(signedIn.data.session?.access_token);

    const accessToken = refreshed.data.session?.access_token ?? '';
    expect((await auth.signOut({ scope: 'local' })).error).toBeNull();
    const afterSignOut = await client().getUser(accessToken);
    expect(afterSignOut.data.user).toBeNull();
  });

  it('refuses a refresh token spent two refreshes and over 10 s ago and ends that session', async () => {
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);
    const auth = client();
    const { data } = await auth.signInWithPassword({ email, password: PASSWORD });
    const spent = data.session?.refresh_token ?? '';
    await auth.refreshSession();
    await auth.refreshSession();
    await t.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() - interval '11 seconds' where token_hash = ${sha256(spent)}`,
    );

    const reuse = await client().refreshSession({ refresh_token: spent });

    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    const current = await auth.getSession();
    expect((await client().getUser(current.data.session?.access_token)).data.user).toBeNull();
  });

  it('answers a wrong password with Supabase’s error shape', async () => {
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);

    const { error } = await client().signInWithPassword({ email, password: 'wrong password' });

    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('emails a recovery link that leads to /authorisation with a recovery session, usable once', async () => {
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);

    const requested = await client().resetPasswordForEmail(email, { redirectTo: `${SITE_URL}/authorisation` });
    expect(requested.error).toBeNull();
    const link = linkIn(await mailbox.latestTo(email, 2));
    expect(link).toContain('/auth/v1/verify?token=');

    const landing = await openLink(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE_URL}/authorisation`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');

    const recovery = client();
    const set = await recovery.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect((await recovery.updateUser({ password: 'a brand new password' })).error).toBeNull();

    expect((await client().signInWithPassword({ email, password: PASSWORD })).error?.message).toBe('Invalid login credentials');
    expect((await client().signInWithPassword({ email, password: 'a brand new password' })).error).toBeNull();

    const again = new URLSearchParams((await openLink(link)).hash.slice(1));
    expect(again.get('error')).toBe('access_denied');
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('accepts the link token as a token_hash through verifyOtp', async () => {
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);
    await client().resetPasswordForEmail(email, { redirectTo: `${SITE_URL}/authorisation` });
    const token = new URL(linkIn(await mailbox.latestTo(email, 2))).searchParams.get('token') ?? '';
    const recovery = client();

    const verified = await recovery.verifyOtp({ token_hash: token, type: 'recovery' });

    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    expect((await recovery.updateUser({ password: 'changed via token hash' })).error).toBeNull();
  });

  it('sends recovery links only back to the site, never to another origin', async () => {
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);

    await client().resetPasswordForEmail(email, { redirectTo: 'https://evil.example/authorisation' });
    const landing = await openLink(linkIn(await mailbox.latestTo(email, 2)));

    expect(landing.origin).toBe(SITE_URL);
  });

  it('says nothing different for an address without an account, and sends nothing', async () => {
    const email = uniqueEmail();

    const { error } = await client().resetPasswordForEmail(email, { redirectTo: `${SITE_URL}/authorisation` });

    expect(error).toBeNull();
    expect(await mailbox.emailsTo(email)).toEqual([]);
  });

  it('requires the anon key', async () => {
    const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
    });

    expect(response.status).toBe(401);
  });

  it('refuses a password update shorter than 6 characters', async () => {
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);
    const auth = client();
    await auth.signInWithPassword({ email, password: PASSWORD });

    const { error } = await auth.updateUser({ password: '12345' });

    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});
