// POST /billing/paddle/webhook with bodies signed by Paddle's scheme (the SDK verifies them): a valid
// event upgrades the user and their limits at once; forgeries, stale timestamps and replays change
// nothing; events out of order never undo a newer state; a lapsed plan falls back to free, data kept.
import { errorMessage } from '@whalewatch/contracts';
import { loadWatchers } from '../monitor/repo';
import { signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signPayload } from './paddle-signature';
import { subscriptionEvent, transactionCompletedEvent } from './testing/paddle-events';

const SECRET = 'pdl_ntfset_01test_whalewatch_secret';
const PRICES = { starter: 'pri_01starter', pro: 'pri_01pro', 'privacy-shield': 'pri_01privacyshield' };
const HOUR_MS = 3_600_000;

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    PADDLE_WEBHOOK_SECRET: SECRET,
    PADDLE_PRICE_STARTER: PRICES.starter,
    PADDLE_PRICE_PRO: PRICES.pro,
    PADDLE_PRICE_PRIVACY_SHIELD: PRICES['privacy-shield'],
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

function deliver(
  event: object,
  {
    secret = SECRET,
    timestamp,
    body,
    sign = signPayload,
  }: { secret?: string; timestamp?: number; body?: string; sign?: typeof signPayload } = {},
) {
  const raw = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/billing/paddle/webhook',
    headers: { 'content-type': 'application/json', 'paddle-signature': sign(raw, secret, timestamp) },
    payload: body ?? raw,
  });
}

const planOf = async (session: SessionBody) =>
  (await t.app.inject({ method: 'GET', url: '/billing/plan', headers: { authorization: `Bearer ${session.session.access_token}` } })).json<{
    plan: string;
    status: string;
    renewsAt: string | null;
    endsAt: string | null;
    limits: { trackedWallets: number };
    paddleCustomerId: string | null;
  }>();

const wallet = (n: number) => ({
  address: `0x${n.toString(16).padStart(40, '0')}`,
  nickname: `Whale ${n}`,
  monitorOptions: { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0 },
});
const register = (session: SessionBody, count: number) =>
  t.app.inject({
    method: 'POST',
    url: '/users/register',
    headers: { authorization: `Bearer ${session.session.access_token}` },
    payload: { email: session.user.email, checkInterval: 60_000, wallets: Array.from({ length: count }, (_, index) => wallet(index + 1)) },
  });

let counter = 0;
const ids = () => {
  counter += 1;
  return { id: `sub_01test${counter}`, customerId: `ctm_01test${counter}` };
};

describe('a signed subscription event', () => {
  it('moves a free user to Pro at once: 6 wallets but not 7, the renewal date, and the Paddle customer id', async () => {
    const user = await signUp(t.app, mailbox);
    expect((await register(user, 2)).statusCode).toBe(403);

    const now = new Date();
    const { id, customerId } = ids();
    const event = subscriptionEvent('subscription.created', now, { id, customerId, priceId: PRICES.pro, userId: user.user.id });
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });

    const plan = await planOf(user);
    expect(plan).toMatchObject({
      plan: 'pro',
      status: 'active',
      limits: { trackedWallets: 6 },
      paddleCustomerId: customerId,
      endsAt: null,
    });
    expect(plan.renewsAt).toBe(event.data.next_billed_at);
    expect((await register(user, 6)).statusCode).toBe(200);
    const seventh = await register(user, 7);
    expect(seventh.statusCode).toBe(403);
    expect(seventh.json<{ error: string }>().error).toContain('Subscription limit reached');
  });

  it('maps each configured price to its plan, and ignores a price this api does not sell', async () => {
    for (const [plan, priceId] of Object.entries(PRICES)) {
      const user = await signUp(t.app, mailbox);
      await deliver(subscriptionEvent('subscription.activated', new Date(), { ...ids(), priceId, userId: user.user.id }));
      expect((await planOf(user)).plan).toBe(plan);
    }
    const other = await signUp(t.app, mailbox);
    await deliver(
      subscriptionEvent('subscription.activated', new Date(), { ...ids(), priceId: 'pri_01somethingelse', userId: other.user.id }),
    );
    expect((await planOf(other)).plan).toBe('free');
  });
});

describe('signatures', () => {
  it('refuses a forgery, a stale or future timestamp, a changed body and a missing header with 401, changing nothing', async () => {
    const user = await signUp(t.app, mailbox);
    const event = subscriptionEvent('subscription.created', new Date(), { ...ids(), priceId: PRICES.pro, userId: user.user.id });
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      await deliver(event, { secret: 'pdl_ntfset_someone_else' }),
      await deliver(event, { timestamp: now - 60 }),
      await deliver(event, { timestamp: now + 60 }),
      await deliver(event, { body: JSON.stringify({ ...event, data: { ...event.data, items: [] } }) }),
      await t.app.inject({
        method: 'POST',
        url: '/billing/paddle/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: errorMessage('bad_signature'), code: 'bad_signature' });
    }
    expect((await planOf(user)).plan).toBe('free');
    // The same event, properly signed, is still applied: nothing was recorded for the refused ones.
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'applied' });
  });

  it('applies a replayed event once', async () => {
    const user = await signUp(t.app, mailbox);
    const ids1 = ids();
    const created = subscriptionEvent('subscription.created', new Date(Date.now() - HOUR_MS), {
      ...ids1,
      priceId: PRICES.pro,
      userId: user.user.id,
    });
    await deliver(created);
    await deliver(
      subscriptionEvent('subscription.canceled', new Date(), {
        ...ids1,
        status: 'canceled',
        priceId: PRICES.pro,
        userId: user.user.id,
        periodEndsAt: new Date(Date.now() - 1000),
      }),
    );
    expect((await planOf(user)).plan).toBe('free');

    const replay = await deliver(created);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await planOf(user)).plan).toBe('free');
  });
});

describe('order and lapses', () => {
  it('does not let an older event arriving late undo a newer state', async () => {
    const user = await signUp(t.app, mailbox);
    const sub = ids();
    const earlier = new Date(Date.now() - 2 * HOUR_MS);
    const later = new Date(Date.now() - HOUR_MS);
    await deliver(subscriptionEvent('subscription.updated', later, { ...sub, priceId: PRICES['privacy-shield'], userId: user.user.id }));
    const late = await deliver(
      subscriptionEvent('subscription.created', earlier, { ...sub, priceId: PRICES.starter, userId: user.user.id }),
    );
    expect(late.json()).toEqual({ received: true, outcome: 'stale' });
    expect((await planOf(user)).plan).toBe('privacy-shield');
  });

  it('keeps a past_due or canceled plan until the paid period ends, then falls back to free: wallets kept, only the first watched', async () => {
    const user = await signUp(t.app, mailbox);
    const sub = ids();
    await deliver(
      subscriptionEvent('subscription.created', new Date(Date.now() - 3 * HOUR_MS), { ...sub, priceId: PRICES.pro, userId: user.user.id }),
    );
    expect((await register(user, 5)).statusCode).toBe(200);
    const watched = async () =>
      (await loadWatchers(t.database.db)).filter((watcher) => watcher.userId === user.user.id).map((watcher) => watcher.nickname);
    expect(await watched()).toEqual(['Whale 1', 'Whale 2', 'Whale 3', 'Whale 4', 'Whale 5']);

    const periodEnds = new Date(Date.now() + HOUR_MS);
    await deliver(
      subscriptionEvent('subscription.past_due', new Date(Date.now() - 2 * HOUR_MS), {
        ...sub,
        status: 'past_due',
        priceId: PRICES.pro,
        userId: user.user.id,
        periodEndsAt: periodEnds,
      }),
    );
    expect(await planOf(user)).toMatchObject({ plan: 'pro', status: 'past_due', renewsAt: null, endsAt: periodEnds.toISOString() });

    await deliver(
      subscriptionEvent('subscription.canceled', new Date(Date.now() - HOUR_MS), {
        ...sub,
        status: 'canceled',
        priceId: PRICES.pro,
        userId: user.user.id,
        periodEndsAt: new Date(Date.now() - 60_000),
      }),
    );
    expect(await planOf(user)).toMatchObject({ plan: 'free', status: 'none', limits: { trackedWallets: 1 } });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/users/settings',
      headers: { authorization: `Bearer ${user.session.access_token}` },
    });
    const saved = settings.json<{ wallets: { nickname: string; overPlanLimit?: boolean }[] }>().wallets;
    expect(saved.map((entry) => [entry.nickname, entry.overPlanLimit ?? false])).toEqual([
      ['Whale 1', false],
      ['Whale 2', true],
      ['Whale 3', true],
      ['Whale 4', true],
      ['Whale 5', true],
    ]);
    expect(await watched()).toEqual(['Whale 1']);
  });

  it('links the customer from a completed transaction, and later events by that customer without custom data', async () => {
    const user = await signUp(t.app, mailbox);
    const sub = ids();
    const periodEndsAt = new Date(Date.now() + 30 * 24 * HOUR_MS);
    await deliver(
      transactionCompletedEvent(new Date(Date.now() - HOUR_MS), {
        subscriptionId: sub.id,
        customerId: sub.customerId,
        priceId: PRICES.starter,
        userId: user.user.id,
        periodEndsAt,
      }),
    );
    expect(await planOf(user)).toMatchObject({ plan: 'starter', status: 'active', paddleCustomerId: sub.customerId });

    await deliver(subscriptionEvent('subscription.updated', new Date(), { ...sub, priceId: PRICES.pro, userId: null }));
    expect((await planOf(user)).plan).toBe('pro');
  });

  it('applies a purchase by a Paddle customer already linked to another user to the user checkout named, once, with 200 (a 500 Paddle retried forever before)', async () => {
    const [first, second] = [await signUp(t.app, mailbox), await signUp(t.app, mailbox)];
    const shared = ids();
    await deliver(
      subscriptionEvent('subscription.created', new Date(Date.now() - HOUR_MS), {
        ...shared,
        priceId: PRICES.starter,
        userId: first.user.id,
      }),
    );
    const secondSubscription = { id: ids().id, customerId: shared.customerId };
    const event = subscriptionEvent('subscription.created', new Date(), {
      ...secondSubscription,
      priceId: PRICES.pro,
      userId: second.user.id,
    });

    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await planOf(second)).toMatchObject({ plan: 'pro', paddleCustomerId: null });
    expect(await planOf(first)).toMatchObject({ plan: 'starter', paddleCustomerId: shared.customerId });

    // Kept for an operator: listed with both users, and counted on /health.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin/billing/conflicts',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(listed.json().conflicts).toEqual([
      {
        eventId: event.event_id,
        customerId: shared.customerId,
        linkedUserId: first.user.id,
        linkedUserEmail: first.user.email,
        appliedUserId: second.user.id,
        appliedUserEmail: second.user.email,
        occurredAt: expect.any(String),
      },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/admin/billing/conflicts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json().billingConflicts).toBe(1);
  });

  it('answers 200 for an event naming nobody it knows, keeps it (a replay is not a duplicate), and applies it once a later event links its customer', async () => {
    const user = await signUp(t.app, mailbox);
    const customer = ids();
    const unlinked = subscriptionEvent('subscription.created', new Date(Date.now() - HOUR_MS), {
      ...customer,
      priceId: PRICES.pro,
      userId: null,
    });

    const response = await deliver(unlinked);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'unlinked' });
    // Paddle's replay while still nobody's: kept, not swallowed as a duplicate.
    expect((await deliver(unlinked)).json()).toEqual({ received: true, outcome: 'unlinked' });
    expect((await planOf(user)).plan).toBe('free');

    // The same customer checks out as the user (a second subscription, Starter): the kept Pro one applies too.
    const linking = subscriptionEvent('subscription.created', new Date(), {
      id: ids().id,
      customerId: customer.customerId,
      priceId: PRICES.starter,
      userId: user.user.id,
    });
    expect((await deliver(linking)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await planOf(user)).toMatchObject({ plan: 'pro', paddleCustomerId: customer.customerId });
    expect((await deliver(unlinked)).json()).toEqual({ received: true, outcome: 'duplicate' });
  });
});

describe("Paddle's signature header", () => {
  it('is accepted when any of several h1 values is ours (a secret being rotated), not only the last', async () => {
    const user = await signUp(t.app, mailbox);
    const event = subscriptionEvent('subscription.created', new Date(), { ...ids(), priceId: PRICES.starter, userId: user.user.id });
    const rotating = (raw: string, secret: string, timestamp?: number) => {
      const ours = signPayload(raw, secret, timestamp);
      return `${ours};${signPayload(raw, 'pdl_ntfset_01rotated_secret', timestamp).split(';')[1]}`;
    };

    const response = await deliver(event, { sign: rotating });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await planOf(user)).plan).toBe('starter');
  });

  it('is accepted with its h1 in upper-case hex, through the SDK’s own check', async () => {
    const user = await signUp(t.app, mailbox);
    const event = subscriptionEvent('subscription.created', new Date(), { ...ids(), priceId: PRICES.starter, userId: user.user.id });
    const upperCased = (raw: string, secret: string, timestamp?: number) =>
      signPayload(raw, secret, timestamp).replace(/h1=(\w+)/, (_field, h1: string) => `h1=${h1.toUpperCase()}`);

    const response = await deliver(event, { sign: upperCased });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await planOf(user)).plan).toBe('starter');
  });
});

describe('without a webhook secret', () => {
  it("answers 503 'Paddle webhooks are not configured'", async () => {
    const bare = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
    try {
      const raw = JSON.stringify(subscriptionEvent('subscription.created', new Date(), { priceId: PRICES.pro }));
      const response = await bare.app.inject({
        method: 'POST',
        url: '/billing/paddle/webhook',
        headers: { 'content-type': 'application/json', 'paddle-signature': signPayload(raw, SECRET) },
        payload: raw,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: errorMessage('webhooks_off'), code: 'webhooks_off' });
    } finally {
      await bare.close();
    }
  });
});
