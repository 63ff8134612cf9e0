// "Manage subscription": POST /billing/portal-session opens a Paddle customer portal session for the
// Paddle customer the webhooks linked to the user, against a fake Paddle on loopback (PADDLE_API_URL).
// Without PADDLE_API_KEY it answers 503 and /billing/plan says so; every call to Paddle has a deadline.
import { errorMessage } from '@whalewatch/contracts';
import { loadConfig, PADDLE_API_URLS } from '../config';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signPayload } from './paddle-signature';
import { cancelUrl, portalOverviewUrl, startFakePaddle, updatePaymentMethodUrl, type FakePaddle } from './testing/fake-paddle';
import { subscriptionEvent } from './testing/paddle-events';

const SECRET = 'pdl_ntfset_01test_whalewatch_secret';
const API_KEY = 'pdl_sdbx_apikey_01test_whalewatch';
const PRO = 'pri_01pro';
const TIMEOUT_MS = 400;

let mailbox: Mailbox;
let paddle: FakePaddle;
let configured: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  paddle = await startFakePaddle();
  const billing = { SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, PADDLE_WEBHOOK_SECRET: SECRET, PADDLE_PRICE_PRO: PRO };
  configured = await createTestApp({
    ...billing,
    PADDLE_API_KEY: API_KEY,
    PADDLE_API_URL: paddle.url,
    PADDLE_API_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  unconfigured = await createTestApp(billing);
}, 60_000);
afterAll(async () => {
  await configured?.close();
  await unconfigured?.close();
  await paddle?.close();
  await mailbox?.close();
});
beforeEach(() => {
  paddle.requests.length = 0;
  paddle.answerWith({ kind: 'ok' });
});

const bearer = (user: SessionBody) => ({ authorization: `Bearer ${user.session.access_token}` });
const openPortal = (t: TestApp, user: SessionBody) =>
  t.app.inject({ method: 'POST', url: '/billing/portal-session', headers: bearer(user) });
const planOf = async (t: TestApp, user: SessionBody) =>
  (await t.app.inject({ method: 'GET', url: '/billing/plan', headers: bearer(user) })).json<{ plan: string; customerPortal: string }>();

let counter = 0;
/** A user who bought Pro through Paddle: the signed webhook links their Paddle customer. */
async function proCustomer(t: TestApp, { status = 'active' }: { status?: 'active' | 'canceled' } = {}) {
  const user = await signUp(t.app, mailbox);
  counter += 1;
  const ids = { id: `sub_01portal${counter}`, customerId: `ctm_01portal${counter}` };
  const event = subscriptionEvent('subscription.created', new Date(), { ...ids, status, priceId: PRO, userId: user.user.id });
  const raw = JSON.stringify(event);
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/billing/paddle/webhook',
    headers: { 'content-type': 'application/json', 'paddle-signature': signPayload(raw, SECRET) },
    payload: raw,
  });
  expect(delivered.statusCode).toBe(200);
  return { user, ...ids };
}

describe('POST /billing/portal-session', () => {
  it("opens Paddle's customer portal for the user's Paddle customer, with deep links for their subscription", async () => {
    const { user, id, customerId } = await proCustomer(configured);
    expect(await planOf(configured, user)).toMatchObject({ plan: 'pro', customerPortal: 'available' });

    const response = await openPortal(configured, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: portalOverviewUrl(customerId),
      subscriptions: [{ subscriptionId: id, cancelUrl: cancelUrl(id), updatePaymentMethodUrl: updatePaymentMethodUrl(id) }],
    });
    expect(paddle.requests).toEqual([
      {
        method: 'POST',
        path: `/customers/${customerId}/portal-sessions`,
        authorization: `Bearer ${API_KEY}`,
        body: { subscription_ids: [id] },
      },
    ]);
  });

  it('asks no deep links for a canceled subscription (it can be neither canceled nor paid again)', async () => {
    const { user, customerId } = await proCustomer(configured, { status: 'canceled' });
    const response = await openPortal(configured, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: portalOverviewUrl(customerId), subscriptions: [] });
    expect(paddle.requests.map((request) => request.body)).toEqual([{ subscription_ids: [] }]);
  });

  it('answers 409 for a user Paddle does not know (nothing bought), without calling Paddle', async () => {
    const user = await signUp(configured.app, mailbox);
    expect(await planOf(configured, user)).toMatchObject({ plan: 'free', customerPortal: 'no-customer' });
    const response = await openPortal(configured, user);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: errorMessage('no_paddle_customer'), code: 'no_paddle_customer' });
    expect(paddle.requests).toEqual([]);
  });

  it("answers 503 when Paddle's API is not configured, and /billing/plan says so", async () => {
    const { user } = await proCustomer(unconfigured);
    expect(await planOf(unconfigured, user)).toMatchObject({ plan: 'pro', customerPortal: 'not-configured' });
    const response = await openPortal(unconfigured, user);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: errorMessage('portal_not_configured'), code: 'portal_not_configured' });
    expect(paddle.requests).toEqual([]);
  });

  it("answers 502 without Paddle's own words when Paddle refuses, or answers something that is not JSON", async () => {
    const { user } = await proCustomer(configured);
    paddle.answerWith({ kind: 'error', status: 403, code: 'forbidden', detail: 'You aren’t permitted to perform this request.' });
    const refused = await openPortal(configured, user);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ error: errorMessage('paddle_failed'), code: 'paddle_failed' });

    paddle.answerWith({ kind: 'not-json' });
    const garbled = await openPortal(configured, user);
    expect(garbled.statusCode).toBe(502);
    expect(garbled.json()).toEqual({ error: errorMessage('paddle_failed'), code: 'paddle_failed' });
  });

  it(`answers 504 once Paddle has not answered within its deadline (PADDLE_API_TIMEOUT_MS=${TIMEOUT_MS})`, async () => {
    const { user } = await proCustomer(configured);
    paddle.answerWith({ kind: 'silent' });
    const started = Date.now();
    const response = await openPortal(configured, user);
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ error: errorMessage('paddle_timeout'), code: 'paddle_timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1_500);
    expect(paddle.requests).toHaveLength(1);
  });

  it('wants a signed-in user', async () => {
    const response = await configured.app.inject({ method: 'POST', url: '/billing/portal-session' });
    expect(response.statusCode).toBe(401);
    expect(paddle.requests).toEqual([]);
  });
});

describe("Paddle's API settings", () => {
  it.each([
    [{ PADDLE_API_KEY: 'pdl_live_apikey_01abc' }, PADDLE_API_URLS.production],
    [{ PADDLE_API_KEY: 'pdl_sdbx_apikey_01abc' }, PADDLE_API_URLS.sandbox],
    [{ PADDLE_API_KEY: 'a0b1c2d3e4f5a0b1c2d3e4f5', PADDLE_ENVIRONMENT: 'sandbox' }, 'https://sandbox-api.paddle.com'],
    [{ PADDLE_API_KEY: 'pdl_sdbx_apikey_01abc', PADDLE_API_URL: 'http://127.0.0.1:9999/' }, 'http://127.0.0.1:9999'],
  ])('%j calls Paddle at %s', (env, baseUrl) => {
    expect(loadConfig(env).billing.paddleApi).toEqual({ apiKey: env.PADDLE_API_KEY, baseUrl, timeoutMs: 10_000 });
  });

  it('has no Paddle API without a key, and refuses an unknown environment', () => {
    expect(loadConfig({ PADDLE_API_URL: 'http://127.0.0.1:9999' }).billing.paddleApi).toBeUndefined();
    expect(() => loadConfig({ PADDLE_API_KEY: 'pdl_live_apikey_01abc', PADDLE_ENVIRONMENT: 'staging' })).toThrow(/PADDLE_ENVIRONMENT/);
  });
});
