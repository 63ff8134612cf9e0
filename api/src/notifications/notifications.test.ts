// Notifications over HTTP: the list, read state, preferences, test notifications, and the SSE stream
// resumed with Last-Event-ID.
import type { AddressInfo } from 'node:net';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { describeLegacy } from './describe';
import { insertAndAnnounce } from './repo';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { openStream as openSse } from '../testing/sse-stream';
import { createTestApp, type TestApp } from '../testing/test-app';

let mailbox: Mailbox;
let t: TestApp;
let alice: SessionBody;
let baseUrl: string;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
  alice = await signUp(t.app, mailbox);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => t.close());

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const sendTest = async (session: SessionBody) =>
  (await t.app.inject({ method: 'POST', url: '/notifications/test', headers: as(session) })).json<{ id: string }>();

const openStream = (session: SessionBody, lastEventId?: string, options?: { inQuery?: boolean }) =>
  openSse(baseUrl, session, lastEventId, options);

describe('notifications', () => {
  it('lists a test notification, counts it unread, and marks all read', async () => {
    const sent = await sendTest(alice);
    const page = (await t.app.inject({ method: 'GET', url: '/notifications', headers: as(alice) })).json();

    expect(page).toEqual({
      notifications: [
        expect.objectContaining({
          id: sent.id,
          kind: 'test',
          status: 'confirmed',
          readAt: null,
          message: 'Test notification: notifications are working',
        }),
      ],
      unread: 1,
    });
    const read = await t.app.inject({ method: 'POST', url: '/notifications/read', headers: as(alice), payload: {} });
    expect(read.json()).toEqual({ unread: 0 });
  });

  it("keeps each user's notifications and preferences their own", async () => {
    const bob = await signUp(t.app, mailbox);
    const sent = await sendTest(alice);

    expect((await t.app.inject({ method: 'GET', url: '/notifications', headers: as(bob) })).json()).toEqual({
      notifications: [],
      unread: 0,
    });
    await t.app.inject({ method: 'POST', url: '/notifications/read', headers: as(bob), payload: { ids: [sent.id] } });
    expect((await t.app.inject({ method: 'GET', url: '/notifications', headers: as(alice) })).json().unread).toBe(1);

    expect((await t.app.inject({ method: 'GET', url: '/notifications/preferences', headers: as(alice) })).json()).toEqual({
      emailPolicy: 'instant',
      email: true,
    });
    await t.app.inject({ method: 'PUT', url: '/notifications/preferences', headers: as(alice), payload: { emailPolicy: 'daily' } });
    expect((await t.app.inject({ method: 'GET', url: '/notifications/preferences', headers: as(alice) })).json()).toEqual({
      emailPolicy: 'daily',
      email: true,
    });
    // The switch of before email policies still works: off is off.
    await t.app.inject({ method: 'PUT', url: '/notifications/preferences', headers: as(alice), payload: { email: false } });
    expect((await t.app.inject({ method: 'GET', url: '/notifications/preferences', headers: as(alice) })).json()).toEqual({
      emailPolicy: 'off',
      email: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/notifications/preferences', headers: as(bob) })).json()).toEqual({
      emailPolicy: 'instant',
      email: true,
    });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/notifications/preferences', headers: as(bob), payload: { emailPolicy: 'weekly' } }))
        .statusCode,
    ).toBe(400);
  });

  it('requires a signed-in user, on the stream too', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/notifications' })).statusCode).toBe(401);
    expect((await fetch(`${baseUrl}/notifications/stream?access_token=forged`)).status).toBe(401);
  });

  it('streams new notifications live, and a reconnect with Last-Event-ID gets exactly what it missed', async () => {
    const first = await openStream(alice);
    expect(first.response.headers.get('content-type')).toContain('text/event-stream');
    const one = await sendTest(alice);
    const live = await first.next();
    expect(live).toMatchObject({ event: 'notification', data: { id: one.id, kind: 'test' } });
    first.close();

    const two = await sendTest(alice);
    const three = await sendTest(alice);
    const resumed = await openStream(alice, live.id);
    const missed = [await resumed.next(), await resumed.next()];
    expect(missed.map((event) => event.data.id)).toEqual([two.id, three.id]);
    expect(Number(missed[0].id)).toBeGreaterThan(Number(live.id));

    const four = await sendTest(alice);
    expect((await resumed.next()).data.id).toBe(four.id);
    resumed.close();
  });

  it('resumes a new EventSource (a refreshed token) from ?last_event_id', async () => {
    const first = await openStream(alice);
    await sendTest(alice);
    const live = await first.next();
    first.close();

    const missed = await sendTest(alice);
    const resumed = await openStream(alice, live.id, { inQuery: true });
    expect((await resumed.next()).data.id).toBe(missed.id);
    resumed.close();
  });

  it("never streams another user's notifications", async () => {
    const bob = await signUp(t.app, mailbox);
    const stream = await openStream(alice);
    await sendTest(bob);
    const mine = await sendTest(alice);
    expect((await stream.next()).data.id).toBe(mine.id);
    stream.close();
  });

  it("emails a test notification to the user's address", async () => {
    await sendTest(alice);
    // Email #1 was the sign-up code.
    const email = await mailbox.latestTo(alice.user.email, 2);
    expect(email.subject).toBe('Whalewatch: Test notification: notifications are working');
  });

  it('sends nothing to a user who turned email off, and nothing later either', async () => {
    await t.app.inject({ method: 'PUT', url: '/notifications/preferences', headers: as(alice), payload: { email: false } });
    await sendTest(alice);
    await t.app.emails.flush();
    await t.app.inject({ method: 'PUT', url: '/notifications/preferences', headers: as(alice), payload: { email: true } });
    expect(await t.app.emails.flush()).toBe(0);
    expect(await mailbox.emailsTo(alice.user.email)).toHaveLength(1);
  });

  it('sends the alerts of one wallet waiting together as one email, each with its page, and never again (alerts stored before grouping too)', async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => ({
      idempotencyKey: `digest-test:${n}`,
      userId: alice.user.id,
      kind: 'ether-transfer',
      walletAddress: '0x28c6c06298d514db089934071355e5743bf21d60',
      walletNickname: 'Binance 14',
      direction: n % 2 ? 'out' : 'in',
      amount: String(n),
      symbol: 'ETH',
      counterparty: '0x21a31ee1afc51d94c2efccaa2092ad1028285549',
      txHash: `0x${String(n).repeat(64)}`,
      status: 'pending',
    }));
    await insertAndAnnounce(t.database.db, rows);

    expect(await t.app.emails.flush()).toBe(1);
    expect(await t.app.emails.flush()).toBe(0);
    const digest = await mailbox.latestTo(alice.user.email, 2);
    expect(digest.subject).toBe('Whalewatch: 5 new alerts from Binance 14');
    expect(digest.text).toContain('- Binance 14 sent 1 ETH to 0x21a3…5549\n  http://127.0.0.1:3000/tx/0x1111');
    expect(digest.text).toContain('- Binance 14 received 2 ETH from 0x21a3…5549');
    // In the app too, each has its words and its one move.
    const [newest] = (await t.app.inject({ method: 'GET', url: '/notifications', headers: as(alice) })).json().notifications;
    expect(newest).toMatchObject({
      message: 'Binance 14 sent 5 ETH to 0x21a3…5549',
      lines: [],
      moves: [
        {
          kind: 'ether',
          direction: 'out',
          amount: '5',
          symbol: 'ETH',
          token: null,
          valueUsd: null,
          priced: true,
          counterparty: '0x21a31ee1afc51d94c2efccaa2092ad1028285549',
          counterpartyLabel: null,
        },
      ],
    });
  });
});

describe('GET /transactions/:hash (the /tx/:hash page)', () => {
  const HASH = `0x${'5c'.repeat(32)}`;
  const seenAt = new Date(Date.now() - 400);
  const alertOf = (userId: string) => ({
    idempotencyKey: `31337:${HASH}:${userId}:0x28c6c06298d514db089934071355e5743bf21d60`,
    userId,
    kind: 'transaction',
    walletAddress: '0x28c6c06298d514db089934071355e5743bf21d60',
    walletNickname: 'Big Whale',
    direction: 'out',
    amount: '500',
    symbol: 'ETH',
    counterparty: '0xe592427a0aece92de3edee1f18e0157c05861564',
    message: 'Big Whale swapped 500 ETH ($1.56M) for 1,604,233 USDC on Uniswap V3',
    lines: [],
    moves: [],
    valueUsd: 1_604_233.47,
    venue: 'Uniswap V3',
    txHash: HASH,
    blockNumber: 1234,
    blockTime: new Date(seenAt.getTime() - 1_000),
    seenAt,
    status: 'pending',
  });

  it("answers the user's alerts about the transaction with the latency receipt, delivered when the stream first sent it", async () => {
    const stream = await openStream(alice);
    await insertAndAnnounce(t.database.db, [alertOf(alice.user.id)]);
    expect((await stream.next()).data).toMatchObject({ txHash: HASH, deliveredAt: null });
    stream.close();

    const page = await t.app.inject({ method: 'GET', url: `/transactions/${HASH.toUpperCase().replace('0X', '0x')}`, headers: as(alice) });
    expect(page.statusCode).toBe(200);
    const { hash, alerts } = page.json();
    expect(hash).toBe(HASH);
    expect(alerts).toEqual([
      expect.objectContaining({
        message: 'Big Whale swapped 500 ETH ($1.56M) for 1,604,233 USDC on Uniswap V3',
        venue: 'Uniswap V3',
        valueUsd: 1_604_233.47,
        status: 'pending',
        seenAt: seenAt.toISOString(),
      }),
    ]);
    const delivered = Date.parse(alerts[0].deliveredAt);
    expect(delivered).toBeGreaterThanOrEqual(seenAt.getTime());
    expect(delivered).toBeLessThanOrEqual(Date.now());
  });

  it("never shows another user's alert, and refuses a malformed hash", async () => {
    const bob = await signUp(t.app, mailbox);
    await insertAndAnnounce(t.database.db, [alertOf(alice.user.id)]);
    const asBob = await t.app.inject({ method: 'GET', url: `/transactions/${HASH}`, headers: as(bob) });
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json()).toEqual({ error: 'No alert of yours is about this transaction', code: 'no_alert_for_transaction' });
    expect((await t.app.inject({ method: 'GET', url: '/transactions/0x12', headers: as(alice) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/transactions/${HASH}` })).statusCode).toBe(401);
  });
});

describe('describeLegacy (notifications stored before alerts were grouped)', () => {
  const base = {
    walletAddress: '0x28c6c06298d514db089934071355e5743bf21d60',
    walletNickname: 'Binance 14',
    amount: '1.5',
    symbol: 'USDC',
    counterparty: '0x21a31ee1afc51d94c2efccaa2092ad1028285549',
  };
  it.each([
    [{ kind: 'token-transfer', direction: 'in' }, 'Binance 14 received 1.5 USDC from 0x21a3…5549'],
    [{ kind: 'ether-transfer', direction: 'out', symbol: 'ETH' }, 'Binance 14 sent 1.5 ETH to 0x21a3…5549'],
    [{ kind: 'token-approval', direction: 'out', amount: 'unlimited' }, 'Binance 14 approved 0x21a3…5549 to spend unlimited USDC'],
    [{ kind: 'token-approval', direction: 'out', amount: '0' }, 'Binance 14 revoked USDC approval for 0x21a3…5549'],
    [
      { kind: 'token-transfer', direction: 'out', amount: '748000000', walletNickname: '0x28c6c06298d514db089934071355e5743bf21d60' },
      '0x28c6…1d60 sent 748,000,000 USDC to 0x21a3…5549',
    ],
    [{ kind: 'test', direction: 'in' }, 'Test notification: notifications are working'],
  ])('words %o as %p', (fields, text) => {
    expect(describeLegacy({ ...base, ...fields })).toBe(text);
  });
});
