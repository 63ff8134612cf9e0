import { PASSWORD, signUp, TEST_JWT_SECRET, uniqueEmail } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { INVALID_CREDENTIALS } from './messages';
import { TOO_MANY_REQUESTS } from './rate-limit';

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
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password } });

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
    expect(wrongPassword.json()).toEqual({ error: INVALID_CREDENTIALS });
    expect(unknownEmail.statusCode).toBe(400);
    expect(unknownEmail.json()).toEqual({ error: INVALID_CREDENTIALS });
  });

  it('limits attempts per email, with Retry-After, without locking out other addresses', async () => {
    await start({ AUTH_RATE_LIMIT_PER_EMAIL: '3' });
    const email = uniqueEmail();
    const other = uniqueEmail();
    await signUp(t.app, mailbox, other);
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await signIn(email, 'guess')).statusCode).toBe(400);

    const fourth = await signIn(email, 'guess');
    const otherAddress = await signIn(other, PASSWORD);

    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: TOO_MANY_REQUESTS });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(otherAddress.statusCode).toBe(200);
  });

  it('limits attempts per IP across addresses', async () => {
    await start({ AUTH_RATE_LIMIT_PER_IP: '3' });
    for (let attempt = 1; attempt <= 3; attempt += 1) await signIn(uniqueEmail(), 'guess');

    const fourth = await signIn(uniqueEmail(), 'guess');

    expect(fourth.statusCode).toBe(429);
  });

  it('limits sign-up requests per email too', async () => {
    await start({ AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    const email = uniqueEmail();
    const initiate = () =>
      t.app.inject({ method: 'POST', url: '/auth/signup/initiate', payload: { email, password: PASSWORD } });
    await initiate();
    await initiate();

    const third = await initiate();

    expect(third.statusCode).toBe(429);
    expect((await mailbox.latestTo(email, 2)).subject).toMatch(/verification code/);
    expect(await mailbox.emailsTo(email)).toHaveLength(2);
  });
});
