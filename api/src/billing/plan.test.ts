// GET /billing/plan: the signed-in user's plan and limits, from the plan table the limits are enforced by
// (an operator's grant here; plans bought through Paddle in webhooks.test.ts).
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const planOf = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/billing/plan', headers: { authorization: `Bearer ${accessToken}` } });

describe('GET /billing/plan', () => {
  it('answers the free plan (1 wallet, no stealth slots) for a new account', async () => {
    const { session } = await signUp(t.app, mailbox);
    const response = await planOf(session.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plan: 'free',
      limits: { trackedWallets: 1, stealthWallets: 0 },
      status: 'none',
      renewsAt: null,
      endsAt: null,
      paddleCustomerId: null,
      customerPortal: 'not-configured',
    });
  });

  it.each([
    ['starter', { trackedWallets: 3, stealthWallets: 0 }],
    ['pro', { trackedWallets: 6, stealthWallets: 1 }],
    ['privacy-shield', { trackedWallets: 25, stealthWallets: 25 }],
  ])('answers %s with its limits once the user has it', async (plan, limits) => {
    const { session, user } = await signUp(t.app, mailbox);
    await setPlan(t.app, user.email, plan);
    expect((await planOf(session.access_token)).json()).toEqual({
      plan,
      limits,
      status: 'active',
      renewsAt: null,
      endsAt: null,
      paddleCustomerId: null,
      customerPortal: 'not-configured',
    });
  });

  it('wants a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/billing/plan' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'no_authorization' });
  });
});
