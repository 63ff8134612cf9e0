// The wallet monitor's explorer path: each watched address polled at the shortest check interval of its
// watchers, within the key pool's budget, resumable and shared between processes. Users sign up and
// track wallets through the api; the explorer is a fake ChainSource with `walletPolling`, the clock a
// number the test moves.
import { eq } from 'drizzle-orm';
import { maxUint256, parseEther, parseUnits } from 'viem';
import { buildApp } from '../app';
import type { Address, ChainSource, Hash, WalletActivity } from '../chain/chain-source';
import { monitorCursors, walletPollCursors } from '../db/schema';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { createWalletPoller, POLL_LEASE_MS, STRETCHED_WARNING, type PollerConfig, type WalletPoller } from './wallet-poller';

const address = (n: number): Address => `0x${n.toString(16).padStart(40, '0')}`;
const hash = (n: number): Hash => `0x${n.toString(16).padStart(64, '0')}`;
const [WHALE, OTHER_WHALE, THIRD_WHALE, BOB, SPENDER] = [0x3a1e, 0x3a1f, 0x3a20, 0xb0b, 0x5be].map(address);
/** Mainnet USDC: the dev price table values it at $1. */
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Address;
const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const HEAD = 1_000n;
const CONFIG: PollerConfig = { chainId: 1, confirmations: 2, pollIntervalMs: 1000 };
const ALL_ON = { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0 };

type Transaction = WalletActivity['transactions'][number];
type Log = WalletActivity['logs'][number];

/** An explorer over a list of chain events: it lists a wallet's as Etherscan would, and counts the reads. */
function fakeExplorer({ requestsPerSecond = 50 } = {}) {
  const explorer = {
    head: HEAD,
    transactions: [] as Transaction[],
    logs: [] as Log[],
    reads: [] as { address: Address; from: bigint; to: bigint }[],
    /** Reads of these addresses fail. */
    failing: new Set<Address>(),
    /** Set: reads wait for it. */
    gate: null as Promise<void> | null,
  };
  const within = (from: bigint, to: bigint) => (event: { blockNumber: bigint }) => event.blockNumber >= from && event.blockNumber <= to;
  const unexpected = () => Promise.reject(new Error('the poller should not ask this'));
  const source: ChainSource = {
    name: 'etherscan',
    latestTransactions: unexpected,
    walletTokens: unexpected,
    tokenTransfers: unexpected,
    nativeBalance: unexpected,
    tokenBalances: unexpected,
    blocks: unexpected,
    blockAt: unexpected,
    latestBlockNumber: async () => explorer.head,
    tokenMetadata: async (contract) => (contract === USDC ? { name: 'USD Coin', symbol: 'USDC', decimals: 6 } : null),
    walletPolling: {
      requestsPerPoll: 4,
      requestsPerSecond,
      async activity(wallet, from, to) {
        explorer.reads.push({ address: wallet, from, to });
        if (explorer.gate) await explorer.gate;
        if (explorer.failing.has(wallet)) throw new Error('Etherscan getLogs failed: Query Timeout occured');
        return {
          transactions: explorer.transactions
            .filter(within(from, to))
            .filter((transaction) => transaction.from === wallet || transaction.to === wallet),
          logs: explorer.logs
            .filter(within(from, to))
            .filter((log) => (log.event === 'Transfer' ? log.from === wallet || log.to === wallet : log.owner === wallet)),
        };
      },
    },
  };
  return Object.assign(explorer, { source });
}

const ether = (n: number, from: Address, to: Address, eth: string, blockNumber: bigint): Transaction => ({
  hash: hash(n),
  from,
  to,
  value: parseEther(eth),
  blockNumber,
});
const usdcTransfer = (n: number, from: Address, to: Address, amount: string, blockNumber: bigint): Log => ({
  event: 'Transfer',
  contract: USDC,
  transactionHash: hash(n),
  logIndex: 4,
  from,
  to,
  value: parseUnits(amount, 6),
  blockNumber,
});

let mailbox: Mailbox;
let t: TestApp;
let explorer: ReturnType<typeof fakeExplorer>;
let clock: number;
let log: { info: jest.Mock; warn: jest.Mock; error: jest.Mock };
const pollers: WalletPoller[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  t = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    PRICES_SOURCE: 'dev',
  });
  explorer = fakeExplorer();
  clock = T0;
  log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
});
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
  await t.close();
});

function poller(config: PollerConfig = CONFIG, source: ChainSource = explorer.source): WalletPoller {
  const created = createWalletPoller({ database: t.database, chain: source, prices: t.app.prices, log, now: () => clock }, config);
  pollers.push(created);
  return created;
}

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

async function user(plan?: 'pro'): Promise<SessionBody> {
  const session = await signUp(t.app, mailbox);
  if (plan) {
    await setPlan(t.app, session.user.email, plan);
  }
  return session;
}

async function track(
  session: SessionBody,
  checkInterval: number,
  wallets: { address: Address; nickname: string; monitorOptions?: object }[],
) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/users/settings',
    headers: as(session),
    payload: {
      settings: { email: session.user.email, checkInterval, wallets: wallets.map((wallet) => ({ monitorOptions: ALL_ON, ...wallet })) },
    },
  });
  expect(response.statusCode).toBe(200);
}

async function notificationsOf(session: SessionBody) {
  const response = await t.app.inject({ method: 'GET', url: '/notifications?limit=100', headers: as(session) });
  type Move = { kind: string; direction: string; amount: string; symbol: string; counterparty: string };
  return response
    .json<{ notifications: { txHash: string; moves: Move[]; status: string; wallet: { nickname: string } }[] }>()
    .notifications.map(({ txHash, moves, status, wallet }) => ({
      txHash,
      moves: moves.map(({ kind, direction, amount, symbol, counterparty }) => `${kind} ${direction} ${amount} ${symbol} ${counterparty}`),
      status,
      nickname: wallet.nickname,
    }));
}

async function cursorOf(wallet: Address) {
  const [row] = await t.database.db.select().from(walletPollCursors).where(eq(walletPollCursors.address, wallet));
  return row;
}

describe('wallet poller', () => {
  it("polls a wallet at its user's check interval, starting at the head, and not before the interval is up", async () => {
    const alice = await user();
    await track(alice, 5_000, [{ address: WHALE, nickname: 'Whale' }]);
    const monitor = poller();

    expect(await monitor.step()).toEqual({ polled: 0, failed: 0, notifications: 0 });
    expect(await cursorOf(WHALE)).toMatchObject({
      chain: 'etherscan:1',
      sinceBlock: 1000,
      lastBlock: 1000,
      nextPollAt: new Date(T0 + 5_000),
    });

    explorer.transactions.push(ether(1, BOB, WHALE, '0.5', 999n), ether(2, WHALE, BOB, '1.5', 1001n));
    explorer.head = 1001n;
    clock = T0 + 4_999;
    expect(await monitor.step()).toEqual({ polled: 0, failed: 0, notifications: 0 });
    expect(explorer.reads).toEqual([]);

    clock = T0 + 5_000;
    expect(await monitor.step()).toEqual({ polled: 1, failed: 0, notifications: 1 });
    // History before tracking (block 999) is not news, even inside the re-read window.
    expect(explorer.reads).toEqual([{ address: WHALE, from: 1001n, to: 1001n }]);
    expect(await notificationsOf(alice)).toEqual([
      { txHash: hash(2), moves: [`ether out 1.5 ETH ${BOB}`], status: 'pending', nickname: 'Whale' },
    ]);
    expect(await cursorOf(WHALE)).toMatchObject({ lastBlock: 1001, nextPollAt: new Date(T0 + 10_000), leaseId: null });
  }, 60_000);

  it('reads an address two users watch once, at the shorter interval, and applies each one’s options', async () => {
    const [alice, bob] = [await user(), await user()];
    await track(alice, 60_000, [{ address: WHALE, nickname: 'Alice’s whale', monitorOptions: { ...ALL_ON, minTransactionValue: 0.5 } }]);
    await track(bob, 2_000, [
      { address: WHALE, nickname: 'Bob’s whale', monitorOptions: { ...ALL_ON, etherTransfers: false, tokenApprovals: false } },
    ]);
    const monitor = poller();
    await monitor.step();
    expect(await cursorOf(WHALE)).toMatchObject({ nextPollAt: new Date(T0 + 2_000) });

    explorer.head = 1002n;
    explorer.transactions.push(ether(1, WHALE, BOB, '2', 1001n), ether(2, WHALE, BOB, '0.1', 1001n));
    explorer.logs.push(usdcTransfer(3, BOB, WHALE, '1234.5', 1002n), {
      event: 'Approval',
      contract: USDC,
      transactionHash: hash(4),
      logIndex: 7,
      owner: WHALE,
      spender: SPENDER,
      value: maxUint256,
      blockNumber: 1002n,
    });
    clock = T0 + 2_000;
    await monitor.step();

    expect(explorer.reads).toHaveLength(1);
    const shown = (list: Awaited<ReturnType<typeof notificationsOf>>) =>
      list.map(({ txHash, moves, status }) => ({ txHash, moves, status }));
    // Alice: moves worth 0.5 ETH or more — not the $1,234.50 of USDC (0.4 ETH at $3,120) — and the
    // unlimited approval.
    expect(shown(await notificationsOf(alice))).toEqual(
      expect.arrayContaining([
        { txHash: hash(1), moves: [`ether out 2 ETH ${BOB}`], status: 'pending' },
        { txHash: hash(4), moves: [`approval out unlimited USDC ${SPENDER}`], status: 'pending' },
      ]),
    );
    expect(await notificationsOf(alice)).toHaveLength(2);
    // Bob: token transfers only.
    expect(await notificationsOf(bob)).toEqual([
      { txHash: hash(3), moves: [`token in 1234.5 USDC ${BOB}`], status: 'pending', nickname: 'Bob’s whale' },
    ]);
  }, 60_000);

  it('confirms after the confirmation depth, and retracts a pending notification whose transaction the chain dropped', async () => {
    const alice = await user();
    await track(alice, 1_000, [{ address: WHALE, nickname: 'Whale' }]);
    const monitor = poller();
    await monitor.step();

    explorer.head = 1001n;
    explorer.transactions.push(ether(1, WHALE, BOB, '3', 1001n));
    clock += 1_000;
    await monitor.step();
    expect((await notificationsOf(alice)).map(({ txHash, status }) => [txHash, status])).toEqual([[hash(1), 'pending']]);

    // Reorganised: block 1001 no longer holds it; a replacement lands in 1002.
    explorer.transactions = [ether(2, WHALE, BOB, '4', 1002n)];
    explorer.head = 1002n;
    clock += 1_000;
    await monitor.step();
    expect(explorer.reads.at(-1)).toEqual({ address: WHALE, from: 1001n, to: 1002n });
    const statuses = async () => Object.fromEntries((await notificationsOf(alice)).map(({ txHash, status }) => [txHash, status]));
    expect(await statuses()).toEqual({ [hash(1)]: 'retracted', [hash(2)]: 'pending' });

    explorer.head = 1004n;
    clock += 1_000;
    await monitor.step();
    expect(await statuses()).toEqual({ [hash(1)]: 'retracted', [hash(2)]: 'confirmed' });
  }, 60_000);

  it('resumes from the persisted cursor after a restart: nothing lost, nothing doubled', async () => {
    const alice = await user();
    await track(alice, 1_000, [{ address: WHALE, nickname: 'Whale' }]);
    const first = poller();
    await first.step();
    explorer.transactions.push(ether(1, WHALE, BOB, '1', 1001n));
    explorer.head = 1001n;
    clock += 1_000;
    await first.step();
    await first.stop();

    // While no monitor runs: another block with the wallet in it.
    explorer.transactions.push(ether(2, BOB, WHALE, '2', 1003n));
    explorer.head = 1003n;
    clock += 30_000;
    const restarted = poller();
    expect(await restarted.step()).toMatchObject({ polled: 1, notifications: 1 });
    explorer.head = 1004n;
    clock += 1_000;
    expect(await restarted.step()).toMatchObject({ polled: 1, notifications: 0 });

    // Each read starts two blocks below the cursor's next block (the confirmation depth), never before
    // the wallet was first watched (block 1000).
    expect(explorer.reads.map(({ from, to }) => [from, to])).toEqual([
      [1001n, 1001n],
      [1001n, 1003n],
      [1002n, 1004n],
    ]);
    expect((await notificationsOf(alice)).map(({ txHash }) => txHash).sort()).toEqual([hash(1), hash(2)]);
  }, 60_000);

  it('retries a failed poll at the next check from where the cursor was, logging the failure', async () => {
    const alice = await user();
    await track(alice, 1_000, [{ address: WHALE, nickname: 'Whale' }]);
    const monitor = poller();
    await monitor.step();
    explorer.transactions.push(ether(1, BOB, WHALE, '1', 1001n));
    explorer.head = 1001n;
    explorer.failing.add(WHALE);

    clock += 1_000;
    expect(await monitor.step()).toEqual({ polled: 0, failed: 1, notifications: 0 });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ wallet: WHALE }), 'wallet poll failed: retried at its next check');
    expect(await cursorOf(WHALE)).toMatchObject({ lastBlock: 1000, nextPollAt: new Date(clock + 1_000), leaseId: null });
    expect(await notificationsOf(alice)).toEqual([]);

    explorer.failing.clear();
    clock += 1_000;
    expect(await monitor.step()).toEqual({ polled: 1, failed: 0, notifications: 1 });
    expect(explorer.reads.map(({ from, to }) => [from, to])).toEqual([
      [1001n, 1001n],
      [1001n, 1001n],
    ]);
  }, 60_000);

  it('lets one process poll a claimed wallet, and another take it over once the claimer’s lease runs out', async () => {
    const alice = await user();
    await track(alice, 1_000, [{ address: WHALE, nickname: 'Whale' }]);
    const [stuck, other] = [poller(), poller()];
    await stuck.step();
    explorer.transactions.push(ether(1, BOB, WHALE, '1', 1001n));
    explorer.head = 1001n;
    clock += 1_000;

    // The first process claims the wallet and hangs in the middle of its read.
    let resume = () => {};
    explorer.gate = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const hung = stuck.step();
    while (explorer.reads.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(await other.step()).toEqual({ polled: 0, failed: 0, notifications: 0 });

    explorer.gate = null;
    clock += POLL_LEASE_MS;
    expect(await other.step()).toEqual({ polled: 1, failed: 0, notifications: 1 });
    // The first process wakes up: it no longer holds the wallet, so it writes nothing.
    resume();
    expect(await hung).toEqual({ polled: 1, failed: 0, notifications: 0 });

    expect(await notificationsOf(alice)).toHaveLength(1);
    expect(await cursorOf(WHALE)).toMatchObject({ lastBlock: 1001, nextPollAt: new Date(clock + 1_000) });
  }, 60_000);

  it('stretches every interval alike when the key pool cannot afford them, polls every wallet in turn, and warns once', async () => {
    // One key: 5 requests/s, 80 % of it less one head read a second = 3 requests/s for polls of 4
    // requests. Three wallets every second ask for 12: every interval is stretched 4 times, to 4 s.
    explorer = fakeExplorer({ requestsPerSecond: 5 });
    const alice = await user('pro');
    await track(
      alice,
      1_000,
      [WHALE, OTHER_WHALE, THIRD_WHALE].map((wallet, n) => ({ address: wallet, nickname: `Whale ${n}` })),
    );
    const monitor = poller();

    const pollTimes = new Map<Address, number[]>();
    for (clock = T0; clock <= T0 + 20_000; clock += 1_000) {
      explorer.head += 1n;
      // As the loop does: step again at once while a full batch (one poll at a time here) was due.
      for (;;) {
        const before = explorer.reads.length;
        const { polled, failed } = await monitor.step();
        for (const read of explorer.reads.slice(before)) pollTimes.set(read.address, [...(pollTimes.get(read.address) ?? []), clock]);
        if (polled + failed < 1) break;
      }
    }

    for (const wallet of [WHALE, OTHER_WHALE, THIRD_WHALE]) {
      expect(pollTimes.get(wallet)).toEqual([T0 + 4_000, T0 + 8_000, T0 + 12_000, T0 + 16_000, T0 + 20_000]);
    }
    // A change of the watch list re-plans; still over budget, so no second warning.
    await track(
      alice,
      2_000,
      [WHALE, OTHER_WHALE, THIRD_WHALE].map((wallet, n) => ({ address: wallet, nickname: `Whale ${n}` })),
    );
    await monitor.step();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ wallets: 3, stretch: 4 }), STRETCHED_WARNING);
  }, 60_000);

  it('counts a shortened check interval from the last poll, not after the longer one', async () => {
    const alice = await user();
    await track(alice, 60_000, [{ address: WHALE, nickname: 'Whale' }]);
    const monitor = poller();
    await monitor.step();
    explorer.head = 1001n;

    await track(alice, 1_000, [{ address: WHALE, nickname: 'Whale' }]);
    clock += 1_000;
    expect(await monitor.step()).toMatchObject({ polled: 1 });
    expect(await cursorOf(WHALE)).toMatchObject({ lastBlock: 1001, nextPollAt: new Date(clock + 1_000) });
  }, 60_000);

  it('starts a wallet tracked later at the head, and forgets a wallet nobody tracks any more', async () => {
    const alice = await user();
    await track(alice, 1_000, [{ address: WHALE, nickname: 'Whale' }]);
    const monitor = poller();
    await monitor.step();

    explorer.head = 1010n;
    await track(alice, 1_000, [{ address: OTHER_WHALE, nickname: 'Other' }]);
    clock += 1_000;
    await monitor.step();

    expect(await cursorOf(OTHER_WHALE)).toMatchObject({ sinceBlock: 1010, lastBlock: 1010 });
    expect(await cursorOf(WHALE)).toBeUndefined();
  }, 60_000);

  it('is the api’s monitor when the chain source polls wallets', async () => {
    const app = await buildApp(testConfig({ AUTH_JWT_SECRET: TEST_JWT_SECRET, SMTP_URL: mailbox.smtpUrl }), {
      database: t.database,
      chain: explorer.source,
    });
    try {
      const alice = await signUp(app, mailbox);
      await app.inject({
        method: 'POST',
        url: '/users/register',
        headers: as(alice),
        payload: {
          email: alice.user.email,
          checkInterval: 1_000,
          wallets: [{ address: WHALE, nickname: 'Whale', monitorOptions: ALL_ON }],
        },
      });
      await app.monitor.step();
      expect(await cursorOf(WHALE)).toMatchObject({ lastBlock: 1000 });
      expect(await t.database.db.select().from(monitorCursors)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
