// The billing routes answer what their contracts (@whalewatch/contracts billingRoutes) say: each route's
// success answer, and each error code it declares, through the app as a client (or Paddle) calls it.
import { signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { expectAnswer } from '../testing/contract-answer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signPayload } from './paddle-signature';
import { startFakePaddle, type FakePaddle } from './testing/fake-paddle';
import { subscriptionEvent } from './testing/paddle-events';

jest.setTimeout(120_000);

const SECRET = 'pdl_ntfset_01test_whalewatch_contract';
const PRO = 'pri_01pro';

let mailbox: Mailbox;
let paddle: FakePaddle;
/** Paddle's API, its webhooks and the operator's token configured. */
let configured: TestApp;
/** Neither Paddle's API nor its webhooks. */
let bare: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  paddle = await startFakePaddle();
  const auth = { SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, API_DOCS: 'off' };
  configured = await createTestApp({
    ...auth,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    PADDLE_WEBHOOK_SECRET: SECRET,
    PADDLE_PRICE_PRO: PRO,
    PADDLE_API_KEY: 'pdl_sdbx_apikey_01test_whalewatch',
    PADDLE_API_URL: paddle.url,
    PADDLE_API_TIMEOUT_MS: '300',
  });
  bare = await createTestApp(auth);
});
afterAll(async () => {
  await configured?.close();
  await bare?.close();
  await paddle?.close();
  await mailbox?.close();
});
beforeEach(() => paddle.answerWith({ kind: 'ok' }));

const bearer = (user: SessionBody) => ({ authorization: `Bearer ${user.session.access_token}` });
const operator = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

let counter = 0;
function webhook(t: TestApp, event: object, secret = SECRET) {
  const raw = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/billing/paddle/webhook',
    headers: { 'content-type': 'application/json', 'paddle-signature': signPayload(raw, secret) },
    payload: raw,
  });
}
/** A user who bought Pro through Paddle (the webhook answers by its contract). */
async function proCustomer() {
  const user = await signUp(configured.app, mailbox);
  counter += 1;
  const event = subscriptionEvent('subscription.created', new Date(), {
    id: `sub_01contract${counter}`,
    customerId: `ctm_01contract${counter}`,
    priceId: PRO,
    userId: user.user.id,
  });
  expectAnswer('POST /billing/paddle/webhook', await webhook(configured, event), 200);
  return user;
}

describe('the billing routes, each answer by its contract', () => {
  it('GET /billing/plan: the free plan and a bought one; a caller without a token', async () => {
    const free = await signUp(configured.app, mailbox);
    expectAnswer('GET /billing/plan', await configured.app.inject({ method: 'GET', url: '/billing/plan', headers: bearer(free) }), 200);
    const pro = await proCustomer();
    const plan = await configured.app.inject({ method: 'GET', url: '/billing/plan', headers: bearer(pro) });
    expectAnswer('GET /billing/plan', plan, 200);
    expect(plan.json()).toMatchObject({ plan: 'pro', customerPortal: 'available', paddleCustomerId: expect.stringMatching(/^ctm_/) });
    expectAnswer('GET /billing/plan', await configured.app.inject({ method: 'GET', url: '/billing/plan' }), 401, 'no_authorization');
  });

  it('POST /billing/portal-session: a session, and every refusal it declares', async () => {
    const open = (t: TestApp, user: SessionBody) => t.app.inject({ method: 'POST', url: '/billing/portal-session', headers: bearer(user) });
    const pro = await proCustomer();
    expectAnswer('POST /billing/portal-session', await open(configured, pro), 200);
    expectAnswer('POST /billing/portal-session', await open(configured, await signUp(configured.app, mailbox)), 409, 'no_paddle_customer');
    expectAnswer('POST /billing/portal-session', await open(bare, await signUp(bare.app, mailbox)), 503, 'portal_not_configured');
    paddle.answerWith({ kind: 'error', status: 500, code: 'internal_error', detail: 'boom' });
    expectAnswer('POST /billing/portal-session', await open(configured, pro), 502, 'paddle_failed');
    paddle.answerWith({ kind: 'silent' });
    expectAnswer('POST /billing/portal-session', await open(configured, pro), 504, 'paddle_timeout');
  });

  it('POST /billing/paddle/webhook: a forged signature, and webhooks not configured', async () => {
    const event = subscriptionEvent('subscription.created', new Date(), { priceId: PRO });
    expectAnswer('POST /billing/paddle/webhook', await webhook(configured, event, 'pdl_ntfset_someone_else'), 401, 'bad_signature');
    expectAnswer('POST /billing/paddle/webhook', await webhook(bare, event), 503, 'webhooks_off');
  });

  it('GET /admin/billing/conflicts: the list, for the operator only', async () => {
    expectAnswer(
      'GET /admin/billing/conflicts',
      await configured.app.inject({ method: 'GET', url: '/admin/billing/conflicts', headers: operator }),
      200,
    );
    expectAnswer(
      'GET /admin/billing/conflicts',
      await configured.app.inject({ method: 'GET', url: '/admin/billing/conflicts' }),
      401,
      'operator_token_required',
    );
  });
});
