// Which arrival completes which deposit: the same user's same wallet, ether out to a bridge on the chain
// the arrival's bridge names, within 30 minutes, the amount less at most the bridge's fee, each pair once.
import { notifications, type Database, type StoredMove } from '../db';
import type { NewNotification } from '../notifications';
import { createTestDatabase } from '../testing/test-app';
import { BRIDGE_WINDOW_MS, pairBridgeArrivals, withinFees } from './bridge-pairing';

const USER = '00000000-0000-4000-8000-000000000001';
const OTHER_USER = '00000000-0000-4000-8000-000000000002';
const WHALE = '0x6c3bb5073e059b7b9b02496f58b5ff6d5b331866';
const L1_BRIDGE = '0x3154cf16ccdb4c6d922629664174b904d80f2c35';
const L2_BRIDGE = '0x4200000000000000000000000000000000000010';
const BASE = { slug: 'base', name: 'Base' };
const now = new Date('2026-11-29T12:00:00Z');

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const ether = (direction: 'in' | 'out', amount: string, counterparty: string): StoredMove => ({
  kind: 'ether',
  direction,
  amount,
  symbol: 'ETH',
  token: null,
  valueUsd: null,
  priced: true,
  counterparty,
  counterpartyLabel: { name: 'bridge', kind: 'bridge' },
});

let sequence = 0;
function alert(chainId: number, move: StoredMove, overrides: Partial<NewNotification> = {}): NewNotification {
  sequence += 1;
  const txHash = `0x${String(sequence).padStart(64, '0')}`;
  return {
    idempotencyKey: `${chainId}:${txHash}:${USER}:${WHALE}`,
    userId: USER,
    kind: 'transaction',
    walletAddress: WHALE,
    walletNickname: 'Whale',
    direction: move.direction,
    amount: move.amount,
    symbol: 'ETH',
    counterparty: move.counterparty,
    message: 'words',
    lines: [],
    moves: [move],
    chainId,
    txHash,
    blockNumber: 1,
    blockHash: txHash,
    status: 'pending',
    seenAt: now,
    createdAt: now,
    ...overrides,
  };
}

async function deposit(amount: string, overrides: Partial<NewNotification> = {}) {
  const [row] = await database.db
    .insert(notifications)
    .values(alert(31337, ether('out', amount, L1_BRIDGE), overrides))
    .returning();
  return row;
}
const arrival = (amount: string, overrides: Partial<NewNotification> = {}) => alert(31338, ether('in', amount, L2_BRIDGE), overrides);
const pair = (rows: NewNotification[]) => database.db.transaction((tx) => pairBridgeArrivals(tx, rows, BASE));

describe('bridge pairing', () => {
  it('keeps at most 1 % (or 0.01 ETH) as the bridge’s fee, and never more arriving than was sent', () => {
    expect(withinFees(200, 199.9998)).toBe(true);
    expect(withinFees(200, 198)).toBe(true);
    expect(withinFees(200, 197.9)).toBe(false);
    expect(withinFees(0.5, 0.491)).toBe(true);
    expect(withinFees(200, 200.1)).toBe(false);
  });

  it('pairs an arrival with its deposit once: left out of the alerts, a line on the deposit', async () => {
    const sent = await deposit('200');
    const arrived = arrival('199.9998');

    expect(await pair([arrived])).toEqual({ rows: [], changed: [USER] });
    const [after] = await database.db.select().from(notifications);
    expect(after.id).toBe(sent.id);
    expect(after.lines).toEqual(['Arrived on Base: 199.9998 ETH']);
    expect(after.eventSeq).toBeGreaterThan(sent.eventSeq);
    // The same arrival again (a step done twice): nothing more.
    expect(await pair([arrived])).toEqual({ rows: [], changed: [] });
    // A second arrival of the same amount finds no deposit left to complete: an alert of its own.
    const again = arrival('199.9998');
    expect(await pair([again])).toEqual({ rows: [again], changed: [] });
  });

  it('leaves alone what is no bridge of this wallet: another amount, wallet, user or chain, or past the window', async () => {
    await deposit('200', { createdAt: new Date(now.getTime() - BRIDGE_WINDOW_MS - 1_000) });
    await deposit('50');
    await deposit('200', { userId: OTHER_USER, idempotencyKey: 'other-user' });
    const cases = [
      arrival('150'),
      arrival('199.9998', { walletAddress: '0x7343c70c730cb350c4258ad9e7a81768346040e1' }),
      // Ether from anyone but the bridge is a plain transfer.
      alert(31338, ether('in', '199.9998', '0x28c6c06298d514db089934071355e5743bf21d60')),
    ];
    for (const row of cases) expect(await pair([row])).toEqual({ rows: [row], changed: [] });
    // The only deposit of 200 for this user is older than the window.
    const late = arrival('199.9998');
    expect(await pair([late])).toEqual({ rows: [late], changed: [] });
  });
});
