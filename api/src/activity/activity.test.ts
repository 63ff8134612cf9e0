// GET /activity over HTTP on a real database: the user's alerts from their tracked wallets in the range,
// newest first, and per token the USD bought and sold, each filter narrowing both.
import type { StoredMove } from '../db/schema';
import { insertAndAnnounce, type NewNotification } from '../notifications/repo';
import { signUp, signUpOn, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { expectAnswer } from '../testing/contract-answer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { INVALID_WALLET_ADDRESS } from '@whalewatch/contracts';
import { INVALID_MIN_USD, INVALID_TOKEN } from './routes';

const WHALE_A = '0x6c3bb5073e059b7b9b02496f58b5ff6d5b331866';
const WHALE_B = '0x7343c70c730cb350c4258ad9e7a81768346040e1';
/** Alerts come for it, but the user does not track it (any more). */
const UNTRACKED = '0x28c6c06298d514db089934071355e5743bf21d60';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const PEPE = '0x6982508145454ce325ddbe47a25d4ec3d2311933';
const UNISWAP = '0xe592427a0aece92de3edee1f18e0157c05861564';

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

const move = (fields: Pick<StoredMove, 'direction' | 'amount' | 'symbol' | 'token' | 'valueUsd'> & Partial<StoredMove>): StoredMove => ({
  kind: fields.token ? 'token' : 'ether',
  priced: fields.valueUsd !== null,
  counterparty: UNISWAP,
  counterpartyLabel: null,
  ...fields,
});
const ethOut = (amount: string, valueUsd: number) => move({ direction: 'out', amount, symbol: 'ETH', token: null, valueUsd });
const ethIn = (amount: string, valueUsd: number) => move({ direction: 'in', amount, symbol: 'ETH', token: null, valueUsd });
const usdc = (direction: 'in' | 'out', amount: string, valueUsd: number) =>
  move({ direction, amount, symbol: 'USDC', token: USDC, valueUsd });

let sequence = 0;
/** An alert as the monitor stores it: one transaction of one watched wallet, its moves valued at the block. */
function alert(
  userId: string,
  wallet: string,
  createdAt: Date,
  message: string,
  moves: StoredMove[],
  extra: Partial<NewNotification> = {},
): NewNotification {
  sequence += 1;
  const hash = `0x${sequence.toString(16).padStart(64, '0')}`;
  const [headline] = moves;
  return {
    idempotencyKey: `31337:${hash}:${userId}:${wallet}`,
    userId,
    kind: 'transaction',
    walletAddress: wallet,
    walletNickname: wallet === WHALE_A ? 'Whale A' : 'Whale B',
    direction: headline?.direction ?? 'in',
    amount: headline?.amount ?? '0',
    symbol: headline?.symbol ?? 'ETH',
    counterparty: UNISWAP,
    message,
    lines: [],
    moves,
    valueUsd: Math.max(0, ...moves.map((each) => each.valueUsd ?? 0)) || null,
    txHash: hash,
    blockNumber: sequence,
    status: 'confirmed',
    createdAt,
    ...extra,
  };
}

const SWAP = 'Whale A swapped 500 ETH ($1.56M) for 1,604,233.47 USDC on Uniswap V3';
const SENT_USDC = 'Whale B sent 250,000 USDC ($250K) to Uniswap V3';
const PEPE_AND_APPROVAL = 'Whale A made 2 moves';
const LEGACY_USDC = 'Whale B received 1,000 USDC from 0xe592…1564';
const RECEIVED_ETH = 'Whale B received 100 ETH ($312K) from Uniswap V3';

/**
 * A user on Pro tracking Whale A and Whale B, with these alerts (newest first):
 *   1 h   Whale A  swap: sent 500 ETH ($1,560,000), received 1,604,233.47 USDC ($1,604,233.47)
 *   2 h   Whale B  sent 250,000 USDC ($250,000)
 *   3 h   Whale A  received 12 PEPE (no price) and approved USDC (approvals have no value)
 *   4 h   Whale B  received 1,000 USDC, stored before alerts were grouped (one move, no value)
 *   30 h  Whale B  received 100 ETH ($312,000)                                       7 d only
 *   8 d   Whale A  sent 1 ETH ($3,000)                                               in neither range
 * and what must never count: an alert of a wallet not tracked, a retracted one, a test notification,
 * and another user's alert.
 */
async function whaleWatcher(): Promise<SessionBody> {
  const session = await signUpOn(t.app, mailbox, 'pro');
  for (const wallet of [WHALE_A, WHALE_B]) {
    const tracked = await t.app.inject({ method: 'POST', url: '/users/wallets', headers: as(session), payload: { address: wallet } });
    expect(tracked.statusCode).toBe(201);
  }
  const someoneElse = await signUp(t.app, mailbox);
  const userId = session.user.id;
  await insertAndAnnounce(t.database.db, [
    alert(userId, WHALE_A, hoursAgo(1), SWAP, [ethOut('500', 1_560_000), usdc('in', '1604233.47', 1_604_233.47)], { venue: 'Uniswap V3' }),
    alert(userId, WHALE_B, hoursAgo(2), SENT_USDC, [usdc('out', '250000', 250_000)]),
    alert(userId, WHALE_A, hoursAgo(3), PEPE_AND_APPROVAL, [
      move({ direction: 'in', amount: '12', symbol: 'PEPE', token: PEPE, valueUsd: null }),
      move({ kind: 'approval', direction: 'out', amount: 'unlimited', symbol: 'USDC', token: USDC, valueUsd: null, priced: true }),
    ]),
    alert(userId, WHALE_B, hoursAgo(4), 'unused', [], {
      kind: 'token-transfer',
      direction: 'in',
      amount: '1000',
      symbol: 'USDC',
      message: null,
      lines: null,
      moves: null,
      valueUsd: null,
    }),
    alert(userId, WHALE_B, hoursAgo(30), RECEIVED_ETH, [ethIn('100', 312_000)]),
    alert(userId, WHALE_A, hoursAgo(8 * 24), 'Whale A sent 1 ETH ($3K) to Uniswap V3', [ethOut('1', 3_000)]),
    // Never counted:
    alert(userId, UNTRACKED, hoursAgo(1), 'Binance 14 received 10 ETH', [ethIn('10', 31_200)]),
    alert(userId, WHALE_A, hoursAgo(1), 'Whale A received 5 ETH (retracted)', [ethIn('5', 15_600)], { status: 'retracted' }),
    { ...alert(userId, '', hoursAgo(1), 'Test notification: notifications are working', []), kind: 'test' },
    alert(someoneElse.user.id, WHALE_A, hoursAgo(1), 'Whale A received 7 ETH (theirs)', [ethIn('7', 21_840)]),
  ]);
  return session;
}

const activity = (session: SessionBody | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/activity${query}`, headers: session ? as(session) : {} });

async function feedOf(session: SessionBody, query = '') {
  const response = await activity(session, query);
  expectAnswer('GET /activity', response, 200);
  const body = response.json<{ items: { id: string; message: string }[]; flows: unknown[] }>();
  return { messages: body.items.map((item) => item.message), flows: body.flows, items: body.items };
}

describe('GET /activity', () => {
  let alice: SessionBody;
  beforeAll(async () => {
    alice = await whaleWatcher();
  });

  it("answers the last 24 h by default: the user's alerts from tracked wallets, newest first, in the shape GET /notifications has, and the flows per token", async () => {
    const { messages, items, flows } = await feedOf(alice);

    expect(messages).toEqual([SWAP, SENT_USDC, PEPE_AND_APPROVAL, LEGACY_USDC]);
    const listed = (await t.app.inject({ method: 'GET', url: '/notifications?limit=100', headers: as(alice) })).json<{
      notifications: { id: string }[];
    }>();
    const listedById = new Map(listed.notifications.map((notification) => [notification.id, notification]));
    expect(items).toEqual(items.map((item) => listedById.get(item.id)));
    expect(items[0]).toMatchObject({
      kind: 'transaction',
      wallet: { address: WHALE_A, nickname: 'Whale A' },
      valueUsd: 1_604_233.47,
      venue: 'Uniswap V3',
      status: 'confirmed',
    });
    // USDC: bought 1,604,233.47 (the swap's bought leg), sold 250,000 → net 1,354,233.47.
    // ETH:  sold 1,560,000 (the swap's sold leg) → net −1,560,000.
    // PEPE has no price and the approval moves nothing: no flow. Largest turnover first.
    expect(flows).toEqual([
      { asset: USDC, symbol: 'USDC', boughtUsd: 1_604_233.47, soldUsd: 250_000, netUsd: 1_354_233.47 },
      { asset: 'eth', symbol: 'ETH', boughtUsd: 0, soldUsd: 1_560_000, netUsd: -1_560_000 },
    ]);
    expect(await feedOf(alice, '?range=24h')).toEqual({ messages, items, flows });
  });

  it('answers the last 7 days with range=7d', async () => {
    const { messages, flows } = await feedOf(alice, '?range=7d');

    expect(messages).toEqual([SWAP, SENT_USDC, PEPE_AND_APPROVAL, LEGACY_USDC, RECEIVED_ETH]);
    // ETH: bought 312,000, sold 1,560,000 → net −1,248,000 (turnover 1,872,000 > USDC's 1,854,233.47).
    expect(flows).toEqual([
      { asset: 'eth', symbol: 'ETH', boughtUsd: 312_000, soldUsd: 1_560_000, netUsd: -1_248_000 },
      { asset: USDC, symbol: 'USDC', boughtUsd: 1_604_233.47, soldUsd: 250_000, netUsd: 1_354_233.47 },
    ]);
  });

  it.each([
    [
      'wallet (any case)',
      `?wallet=${WHALE_B.toUpperCase().replace('0X', '0x')}`,
      [SENT_USDC, LEGACY_USDC],
      [{ asset: USDC, symbol: 'USDC', boughtUsd: 0, soldUsd: 250_000, netUsd: -250_000 }],
    ],
    [
      'token by symbol (any case)',
      '?token=usdc',
      [SWAP, SENT_USDC, PEPE_AND_APPROVAL, LEGACY_USDC],
      [{ asset: USDC, symbol: 'USDC', boughtUsd: 1_604_233.47, soldUsd: 250_000, netUsd: 1_354_233.47 }],
    ],
    [
      'token by contract address',
      `?token=${USDC.toUpperCase().replace('0X', '0x')}`,
      [SWAP, SENT_USDC, PEPE_AND_APPROVAL],
      [{ asset: USDC, symbol: 'USDC', boughtUsd: 1_604_233.47, soldUsd: 250_000, netUsd: 1_354_233.47 }],
    ],
    ['ether by its symbol', '?token=ETH', [SWAP], [{ asset: 'eth', symbol: 'ETH', boughtUsd: 0, soldUsd: 1_560_000, netUsd: -1_560_000 }]],
    [
      'direction in',
      '?direction=in',
      [SWAP, PEPE_AND_APPROVAL, LEGACY_USDC],
      [{ asset: USDC, symbol: 'USDC', boughtUsd: 1_604_233.47, soldUsd: 0, netUsd: 1_604_233.47 }],
    ],
    [
      'direction out (an approval is out)',
      '?direction=out',
      [SWAP, SENT_USDC, PEPE_AND_APPROVAL],
      [
        { asset: 'eth', symbol: 'ETH', boughtUsd: 0, soldUsd: 1_560_000, netUsd: -1_560_000 },
        { asset: USDC, symbol: 'USDC', boughtUsd: 0, soldUsd: 250_000, netUsd: -250_000 },
      ],
    ],
    [
      'minimum USD, per move',
      '?minUsd=1000000',
      [SWAP],
      [
        { asset: USDC, symbol: 'USDC', boughtUsd: 1_604_233.47, soldUsd: 0, netUsd: 1_604_233.47 },
        { asset: 'eth', symbol: 'ETH', boughtUsd: 0, soldUsd: 1_560_000, netUsd: -1_560_000 },
      ],
    ],
    [
      'several filters together',
      `?range=7d&wallet=${WHALE_B}&token=ETH&direction=in&minUsd=300000`,
      [RECEIVED_ETH],
      [{ asset: 'eth', symbol: 'ETH', boughtUsd: 312_000, soldUsd: 0, netUsd: 312_000 }],
    ],
    ['a wallet the user does not track', `?wallet=${UNTRACKED}`, [], []],
    [
      'nothing, when the minimum is left empty',
      '?minUsd=',
      [SWAP, SENT_USDC, PEPE_AND_APPROVAL, LEGACY_USDC],
      [
        { asset: USDC, symbol: 'USDC', boughtUsd: 1_604_233.47, soldUsd: 250_000, netUsd: 1_354_233.47 },
        { asset: 'eth', symbol: 'ETH', boughtUsd: 0, soldUsd: 1_560_000, netUsd: -1_560_000 },
      ],
    ],
  ])('narrows the feed and the flows by %s', async (_name, query, messages, flows) => {
    expect(await feedOf(alice, query)).toMatchObject({ messages, flows });
  });

  it.each([
    ['?range=30d', /^range: /],
    ['?direction=sideways', /^direction: /],
    ['?minUsd=-1', new RegExp(`^minUsd: ${INVALID_MIN_USD}$`)],
    ['?minUsd=lots', new RegExp(`^minUsd: ${INVALID_MIN_USD}$`)],
    ['?wallet=0x12', new RegExp(`^wallet: ${INVALID_WALLET_ADDRESS}$`)],
    ['?token=%20', new RegExp(`^token: ${INVALID_TOKEN}$`)],
  ])('refuses %s with 400 and the reason', async (query, reason) => {
    const response = await activity(alice, query);
    expectAnswer('GET /activity', response, 400, 'invalid_request');
    expect(response.json().error).toMatch(reason);
  });

  it('requires a signed-in user', async () => {
    const response = await activity(null);
    expectAnswer('GET /activity', response, 401, 'no_authorization');
  });
});

describe('GET /activity for a busy wallet', () => {
  it('lists the newest 100 alerts, and counts every alert in the range into the flows', async () => {
    const session = await signUp(t.app, mailbox);
    await t.app.inject({ method: 'POST', url: '/users/wallets', headers: as(session), payload: { address: WHALE_A } });
    const minutes = Array.from({ length: 105 }, (_, index) => index + 1);
    await insertAndAnnounce(
      t.database.db,
      minutes.map((minute) =>
        alert(session.user.id, WHALE_A, new Date(Date.now() - minute * 60_000), `Whale A received 10 USDC (${minute} min ago)`, [
          usdc('in', '10', 10),
        ]),
      ),
    );

    const { messages, flows } = await feedOf(session);
    expect(messages).toHaveLength(100);
    expect(messages[0]).toBe('Whale A received 10 USDC (1 min ago)');
    expect(messages[99]).toBe('Whale A received 10 USDC (100 min ago)');
    // 105 alerts × $10.
    expect(flows).toEqual([{ asset: USDC, symbol: 'USDC', boughtUsd: 1_050, soldUsd: 0, netUsd: 1_050 }]);
  });

  it('answers nothing for a user who tracks no wallet', async () => {
    const session = await signUp(t.app, mailbox);
    expect((await activity(session)).json()).toEqual({ items: [], flows: [] });
  });
});
