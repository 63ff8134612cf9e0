import { sql } from 'drizzle-orm';
import { PASSWORD, signUp, TEST_JWT_SECRET, uniqueEmail } from '../testing/accounts';
import { codeIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CODE_SENT, PASSWORD_TOO_SHORT } from '@whalewatch/contracts';
import { INVALID_CODE, TOO_MANY_CODE_ATTEMPTS } from './messages';

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
});
afterEach(() => t.close());

const initiate = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/auth/signup/initiate', payload: { email, password } });
const complete = (email: string, otp: string) => t.app.inject({ method: 'POST', url: '/auth/signup/complete', payload: { email, otp } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /auth/signup/initiate', () => {
  it('emails a 6-digit code and says so', async () => {
    const email = uniqueEmail();

    const response = await initiate(email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CODE_SENT });
    const sent = await mailbox.latestTo(email);
    expect(sent.subject).toMatch(/verification code/);
    expect(codeIn(sent)).toMatch(/^\d{6}$/);
  });

  it('rejects a malformed email and a short password with the spec messages', async () => {
    const badEmail = await initiate('not-an-email');
    const shortPassword = await initiate(uniqueEmail(), '12345');

    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toContain('Please enter a valid email address');
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().error).toContain(PASSWORD_TOO_SHORT);
  });

  it('answers a duplicate sign-up exactly like a new one, and emails the owner instead of a code', async () => {
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);

    const response = await initiate(email, 'another password');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CODE_SENT });
    const sent = await mailbox.latestTo(email, 2);
    expect(sent.subject).toBe('You already have a Whalewatch account');
    expect(sent.text).not.toMatch(/\b\d{6}\b/);
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password: 'another password' } });
    expect(signIn.statusCode).toBe(400);
  });

  it('answers 502 when the email cannot be sent', async () => {
    const offline = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', AUTH_JWT_SECRET: TEST_JWT_SECRET });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/auth/signup/initiate',
        payload: { email: uniqueEmail(), password: PASSWORD },
      });

      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: 'The email could not be sent. Please try again later.', code: 'email_send_failed' });
    } finally {
      await offline.close();
    }
  });
});

describe('POST /auth/signup/complete', () => {
  it('creates the account for the right code and answers {session, user}', async () => {
    const email = uniqueEmail();
    await initiate(email);
    const code = codeIn(await mailbox.latestTo(email));

    const response = await complete(email, code);

    expect(response.statusCode).toBe(200);
    const { session, user } = response.json();
    expect(user).toMatchObject({ email, aud: 'authenticated' });
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: user.id, email } });
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.refresh_token).toEqual(expect.any(String));
  });

  it('stores the address trimmed and lower-cased', async () => {
    const email = uniqueEmail('Mixed.Case');
    await initiate(`  ${email.toUpperCase()} `);
    const code = codeIn(await mailbox.latestTo(email.toLowerCase()));

    const response = await complete(email.toUpperCase(), code);

    expect(response.json().user.email).toBe(email.toLowerCase());
  });

  it("refuses a wrong code with 'Invalid or expired verification code' and still accepts the right one", async () => {
    const email = uniqueEmail();
    await initiate(email);
    const code = codeIn(await mailbox.latestTo(email));

    const wrong = await complete(email, wrongCode(code));
    const right = await complete(email, code);

    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: INVALID_CODE, code: 'otp_expired' });
    expect(right.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await initiate(email);
    const code = codeIn(await mailbox.latestTo(email));
    await t.database.db.execute(sql`update pending_sign_ups set expires_at = now() - interval '1 second' where email = ${email}`);

    const response = await complete(email, code);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: INVALID_CODE, code: 'otp_expired' });
  });

  it('refuses the 6th attempt even with the right code', async () => {
    const email = uniqueEmail();
    await initiate(email);
    const code = codeIn(await mailbox.latestTo(email));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await complete(email, wrongCode(code))).json()).toEqual({ error: INVALID_CODE, code: 'otp_expired' });
    }

    const sixth = await complete(email, code);

    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: TOO_MANY_CODE_ATTEMPTS, code: 'otp_expired' });
  });

  it('gives the same answer for an address that never asked for a code', async () => {
    const response = await complete(uniqueEmail(), '123456');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: INVALID_CODE, code: 'otp_expired' });
  });

  it('uses each code once', async () => {
    const email = uniqueEmail();
    await initiate(email);
    const code = codeIn(await mailbox.latestTo(email));
    await complete(email, code);

    const again = await complete(email, code);

    expect(again.statusCode).toBe(400);
  });
});
