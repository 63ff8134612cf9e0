import { PASSWORD, signUp, TEST_JWT_SECRET, uniqueEmail } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TOO_MANY_REQUESTS } from '../http/rate-limit';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import { INVALID_CREDENTIALS, tooManyFailedSignIns } from './messages';

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
afterEach(() => t.close());

const start = async (env: NodeJS.ProcessEnv = {}) => {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ...env });
};
const signIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password }, remoteAddress });

describe('POST /auth/signin', () => {
  it('answers {session, user} for the right password', async () => {
    await start();
    const email = uniqueEmail();
    const { user } = await signUp(t.app, mailbox, email);

    const response = await signIn(email, PASSWORD);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      session: { token_type: 'bearer', user: { id: user.id, email } },
      user: { id: user.id, email },
    });
  });

  it("answers 'Invalid login credentials' alike for a wrong password and an unknown email", async () => {
    await start();
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);

    const wrongPassword = await signIn(email, 'wrong password');
    const unknownEmail = await signIn(uniqueEmail(), PASSWORD);

    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ error: INVALID_CREDENTIALS, code: 'invalid_credentials' });
    expect(unknownEmail.statusCode).toBe(400);
    expect(unknownEmail.json()).toEqual({ error: INVALID_CREDENTIALS, code: 'invalid_credentials' });
  });

  it('stops wrong passwords for one email from one IP, saying when to retry, while the right one from another IP still signs in', async () => {
    await start({ AUTH_FAILED_SIGNINS_PER_EMAIL_IP: '3' });
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await signIn(email, 'guess', '203.0.113.1')).statusCode).toBe(400);

    const fourth = await signIn(email, 'guess', '203.0.113.1');
    const rightPasswordFromA = await signIn(email, PASSWORD, '203.0.113.1');
    const rightPasswordFromB = await signIn(email, PASSWORD, '198.51.100.7');

    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: 'Too many failed sign-in attempts. Try again in 15 minutes.', code: 'over_request_rate_limit' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(rightPasswordFromA.statusCode).toBe(429);
    expect(rightPasswordFromB.statusCode).toBe(200);
  }, 30_000);

  it('counts only failures: signing in again and again from one IP is never refused', async () => {
    await start({ AUTH_FAILED_SIGNINS_PER_EMAIL_IP: '2' });
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    // A success forgets the failures before it.
    expect((await signIn(email, 'guess')).statusCode).toBe(400);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, 'guess')).statusCode).toBe(400);
    expect((await signIn(email, 'guess')).statusCode).toBe(400);
    expect((await signIn(email, 'guess')).statusCode).toBe(429);
  }, 30_000);

  it('stops guesses from many IPs at a much higher per-email threshold, but never the IP the user signs in from', async () => {
    await start({ AUTH_FAILED_SIGNINS_PER_EMAIL_IP: '2', AUTH_FAILED_SIGNINS_PER_EMAIL: '6' });
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);
    expect((await signIn(email, PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // Three attackers, two guesses each: six failures, each IP at its own limit.
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      for (let attempt = 1; attempt <= 2; attempt += 1) expect((await signIn(email, 'guess', ip)).statusCode).toBe(400);
    }

    const fourthAttacker = await signIn(email, 'guess', '203.0.113.4');
    const rightPasswordFromNewIp = await signIn(email, PASSWORD, '198.51.100.7');
    const usualClient = await signIn(email, PASSWORD, '192.0.2.10');

    expect(fourthAttacker.statusCode).toBe(429);
    expect(fourthAttacker.json().error).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/);
    expect(Number(fourthAttacker.headers['retry-after'])).toBeGreaterThan(0);
    expect(rightPasswordFromNewIp.statusCode).toBe(429);
    expect(usualClient.statusCode).toBe(200);
  }, 30_000);

  it('guards the Supabase-compatible password grant the same way', async () => {
    await start({ AUTH_FAILED_SIGNINS_PER_EMAIL_IP: '1' });
    const email = uniqueEmail();
    await signUp(t.app, mailbox, email);
    const grant = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY },
        payload: { email, password },
        remoteAddress,
      });

    expect((await grant('guess', '203.0.113.1')).statusCode).toBe(400);
    const second = await grant('guess', '203.0.113.1');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      error: expect.stringMatching(/^Too many failed sign-in attempts/),
      code: 'over_request_rate_limit',
    });
    expect(second.headers['retry-after']).toBeDefined();
    expect((await grant(PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  }, 30_000);

  it.each([
    [1, 'Too many failed sign-in attempts. Try again in 1 minute.'],
    [60, 'Too many failed sign-in attempts. Try again in 1 minute.'],
    [61, 'Too many failed sign-in attempts. Try again in 2 minutes.'],
    [300, 'Too many failed sign-in attempts. Try again in 5 minutes.'],
  ])('words a wait of %i s as %p', (seconds, text) => {
    expect(tooManyFailedSignIns(seconds)).toBe(text);
  });

  it('limits attempts per IP across addresses', async () => {
    await start({ AUTH_RATE_LIMIT_PER_IP: '3' });
    for (let attempt = 1; attempt <= 3; attempt += 1) await signIn(uniqueEmail(), 'guess');

    const fourth = await signIn(uniqueEmail(), 'guess');

    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: TOO_MANY_REQUESTS, code: 'over_request_rate_limit' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sign-up requests per email too', async () => {
    await start({ AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    const email = uniqueEmail();
    const initiate = () => t.app.inject({ method: 'POST', url: '/auth/signup/initiate', payload: { email, password: PASSWORD } });
    await initiate();
    await initiate();

    const third = await initiate();

    expect(third.statusCode).toBe(429);
    expect((await mailbox.latestTo(email, 2)).subject).toMatch(/verification code/);
    expect(await mailbox.emailsTo(email)).toHaveLength(2);
  });
});
