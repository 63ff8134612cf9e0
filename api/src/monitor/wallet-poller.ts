// The wallet monitor's explorer path (DESIGN.md §4): through Etherscan, following every block costs
// several requests a block, so each watched address is read on its own at the shortest check interval
// among the users watching it, one read serving them all, within the key pool's limits (poll-plan.ts).
// Matching, idempotency keys and storage are the block monitor's: an event seen by both, or by two
// processes, notifies once. Processes split the due addresses by claiming cursor rows (poll-cursors.ts).
//
// Reorgs: an explorer lists only the canonical chain and cannot say which blocks it replaced, so there is
// no parent-hash check as in the block monitor. Instead each poll reads the last few blocks again (the
// confirmation depth, and at least EXPLORER_LAG_BLOCKS for records the explorer indexes late): a pending
// notification of this wallet there whose event is gone is retracted, and pending ones at least
// `confirmations` blocks deep are confirmed. A transaction dropped deeper than that stays as it was.
import type { Address, ChainSource, WalletPolling } from '../chain';
import type { Database } from '../db';
import { loadAddressBooks, type AddressBook } from '../labels';
import { announce, type NewNotification } from '../notifications';
import type { PriceSource } from '../prices';
import type { WalletRecordBook } from '../wallets';
import { pairBridgeArrivals } from './bridge-pairing';
import { alertChainOf, alertsFor } from './alerts';
import { matchWalletActivity } from './match-block';
import * as cursors from './poll-cursors';
import { HEAD_READS_PER_SECOND, planPolls, type PollPlan } from './poll-plan';
import * as repo from './repo';
import { stepLoop } from './step-loop';
import { tokenDirectory } from './token-info';
import { buildWatchIndex, type WatchIndex } from './watch-index';
import { watchList } from './watch-list';

export type PollerConfig = {
  chainId: number;
  /** As the block monitor's (MonitorConfig): the chain's slug, name, and name in its alerts' words. */
  chainSlug?: string;
  chainName?: string;
  chainWords?: string;
  /** Blocks after which a notification is 'confirmed' (it is sent at once as 'pending'). */
  confirmations: number;
  /** How often the poller looks for due addresses. */
  pollIntervalMs: number;
};

export type MonitorLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type PollStepResult = { polled: number; failed: number; notifications: number };

export type WalletPoller = {
  /** One step: polls the addresses due now (as many as may run at once) and writes what they owe. */
  step(): Promise<PollStepResult>;
  start(): void;
  stop(): Promise<void>;
};

/** A claimed address whose process died is polled again after this long. */
export const POLL_LEASE_MS = 5 * 60_000;
/** Blocks read again by every poll at least, for records the explorer lists a little after the head moved. */
export const EXPLORER_LAG_BLOCKS = 2;
export const STRETCHED_WARNING = 'The explorer key pool cannot read every wallet at its check interval: intervals are stretched';

/** One watched address: its watchers, and the shortest check interval among them. */
type WatchedWallet = { address: Address; index: WatchIndex; checkIntervalMs: number };
type WatchedWallets = { wallets: Map<Address, WatchedWallet>; plan: PollPlan; books: Map<string, AddressBook> };

type PollOutcome = { outcome: 'polled' | 'failed' | 'skipped'; notifications: number };
/** Blocks `from`..`to` inclusive. */
type BlockRange = { from: number; to: number };
/** What a read found: the notifications it owes, and every transaction it saw (for retractions). */
type ReadResult = { rows: NewNotification[]; seen: string[] };

/** Each address once, with its watchers and the shortest check interval among them. */
function groupByAddress(watchers: repo.ScheduledWatcher[]): Map<Address, WatchedWallet> {
  const byAddress = new Map<Address, repo.ScheduledWatcher[]>();
  for (const watcher of watchers) {
    const list = byAddress.get(watcher.address);
    if (list) list.push(watcher);
    else byAddress.set(watcher.address, [watcher]);
  }
  const wallets = new Map<Address, WatchedWallet>();
  for (const [address, list] of byAddress) {
    wallets.set(address, {
      address,
      index: buildWatchIndex(list),
      checkIntervalMs: Math.min(...list.map((watcher) => watcher.checkIntervalMs)),
    });
  }
  return wallets;
}

function pollingOf(chain: ChainSource): WalletPolling {
  if (!chain.walletPolling) throw new Error(`The ${chain.name} chain source cannot poll wallets: use the block monitor`);
  return chain.walletPolling;
}

export function createWalletPoller(
  {
    database,
    chain,
    prices,
    records,
    log,
    afterStep = () => undefined,
    now = Date.now,
  }: {
    database: Pick<Database, 'db' | 'listen'>;
    chain: ChainSource;
    prices: PriceSource;
    records?: Pick<WalletRecordBook, 'known'>;
    log: MonitorLog;
    afterStep?: () => void | Promise<unknown>;
    /** The clock for schedules (ms since the epoch). */
    now?: () => number;
  },
  config: PollerConfig,
): WalletPoller {
  const polling = pollingOf(chain);
  const { db } = database;
  const cursorChain = `${chain.name}:${config.chainId}`;
  const alertChain = alertChainOf(config);
  const reread = Math.max(config.confirmations, EXPLORER_LAG_BLOCKS);
  const tokens = tokenDirectory(chain);
  let stretched = false;
  let synced: WatchedWallets | null = null;
  let head: { number: number; readAt: number } | null = null;

  const watched = watchList(database, async (source): Promise<WatchedWallets> => {
    const watchers = await repo.loadWatchersWithIntervals(source, config.chainId);
    const wallets = groupByAddress(watchers);
    const books = await loadAddressBooks(source, [...new Set(watchers.map((watcher) => watcher.userId))]);
    const plan = planPolls(
      [...wallets.values()].map((wallet) => wallet.checkIntervalMs),
      polling,
    );
    if (plan.stretch > 1 && !stretched) {
      log.warn({ wallets: wallets.size, demand: plan.demand, capacity: plan.capacity, stretch: plan.stretch }, STRETCHED_WARNING);
    }
    stretched = plan.stretch > 1;
    return { wallets, plan, books };
  });

  const intervalOf = (wallet: WatchedWallet, plan: PollPlan) => wallet.checkIntervalMs * plan.stretch;

  /** The chain's head, read at most HEAD_READS_PER_SECOND times a second. */
  async function currentHead(at: number): Promise<number> {
    if (head && at >= head.readAt && at - head.readAt < 1_000 / HEAD_READS_PER_SECOND) return head.number;
    const number = Number(await chain.latestBlockNumber());
    head = { number, readAt: at };
    return number;
  }

  /**
   * After the watch list changed: cursors for new addresses (at the head), none for untracked ones, and
   * a shortened check interval counted from the last poll rather than after the longer one.
   */
  async function syncCursors(list: WatchedWallets, at: number): Promise<void> {
    if (synced === list) return;
    const previous = synced;
    for (const wallet of previous ? list.wallets.values() : []) {
      const before = previous?.wallets.get(wallet.address);
      const shortenedBy = previous && before ? intervalOf(before, previous.plan) - intervalOf(wallet, list.plan) : 0;
      if (shortenedBy > 0) await cursors.pollSooner(db, cursorChain, wallet.address, shortenedBy);
    }
    await cursors.removeUntracked(db, cursorChain);
    const known = await cursors.knownAddresses(db, cursorChain);
    const fresh = [...list.wallets.values()].filter((wallet) => !known.has(wallet.address));
    if (fresh.length > 0) {
      const start = await currentHead(at);
      await cursors.addCursors(
        db,
        cursorChain,
        start,
        fresh.map((wallet) => ({ address: wallet.address, nextPollAt: new Date(at + intervalOf(wallet, list.plan)) })),
      );
    }
    synced = list;
  }

  /** Writes a poll's result if this process still holds the address; the number of new notifications. */
  function writePoll(
    cursor: cursors.ClaimedCursor,
    wallet: WatchedWallet,
    read: BlockRange,
    found: ReadResult,
    next: Date,
  ): Promise<number> {
    return db.transaction(async (tx) => {
      if (!(await cursors.holdLease(tx, cursorChain, cursor))) return 0;
      const bridged = await pairBridgeArrivals(tx, found.rows, alertChain);
      const created = await repo.upsertNotifications(tx, bridged.rows);
      const changed = [
        ...bridged.changed,
        ...created,
        ...(await repo.retractUnseen(tx, wallet.address, read.from, read.to, found.seen)),
        ...(await repo.confirmWalletThrough(tx, wallet.address, read.to - config.confirmations)),
      ];
      await cursors.release(tx, cursorChain, cursor, read.to, next);
      await announce(tx, changed);
      return created.length;
    });
  }

  async function poll(cursor: cursors.ClaimedCursor, list: WatchedWallets, headNumber: number, at: number): Promise<PollOutcome> {
    const wallet = list.wallets.get(cursor.address);
    if (!wallet) {
      // Tracked since this process read the watch list: read the list again, and the address soon after.
      watched.reload();
      await cursors.release(db, cursorChain, cursor, cursor.lastBlock, new Date(at));
      return { outcome: 'skipped', notifications: 0 };
    }
    const next = new Date(at + intervalOf(wallet, list.plan));
    if (headNumber <= cursor.lastBlock) {
      await cursors.release(db, cursorChain, cursor, cursor.lastBlock, next);
      return { outcome: 'polled', notifications: 0 };
    }
    const read: BlockRange = { from: Math.max(cursor.lastBlock + 1 - reread, cursor.sinceBlock + 1), to: headNumber };
    try {
      const found = await readWallet(wallet, read, list.books);
      return { outcome: 'polled', notifications: await writePoll(cursor, wallet, read, found, next) };
    } catch (error) {
      // The cursor stays where it was: the same blocks are read at the next check.
      log.error({ err: error, wallet: wallet.address }, 'wallet poll failed: retried at its next check');
      await cursors.release(db, cursorChain, cursor, cursor.lastBlock, next);
      return { outcome: 'failed', notifications: 0 };
    }
  }

  async function readWallet(wallet: WatchedWallet, read: BlockRange, books: Map<string, AddressBook>): Promise<ReadResult> {
    const activity = await polling.activity(wallet.address, BigInt(read.from), BigInt(read.to));
    const seenAt = new Date(now());
    await tokens.learn(activity.logs.map((log) => log.contract));
    const groups = matchWalletActivity(activity, wallet.index, tokens.info, now());
    return {
      rows: await alertsFor(alertChain, groups, { prices, books, records, log }, seenAt),
      seen: [
        ...new Set([...activity.transactions.map((transaction) => transaction.hash), ...activity.logs.map((log) => log.transactionHash)]),
      ],
    };
  }

  /** The step, and whether as many addresses were due as may run at once (so more may be waiting). */
  async function pollDue(): Promise<{ result: PollStepResult; more: boolean }> {
    const at = now();
    const list = await watched.current();
    await syncCursors(list, at);
    const claimed = await cursors.claimDue(db, cursorChain, new Date(at), list.plan.concurrency, new Date(at + POLL_LEASE_MS));
    if (claimed.length === 0) return { result: { polled: 0, failed: 0, notifications: 0 }, more: false };
    let headNumber: number;
    try {
      headNumber = await currentHead(at);
    } catch (error) {
      // Nothing polled: each address is due again at its next check.
      await Promise.all(
        claimed.map((cursor) => {
          const wallet = list.wallets.get(cursor.address);
          return cursors.release(db, cursorChain, cursor, cursor.lastBlock, new Date(at + (wallet ? intervalOf(wallet, list.plan) : 0)));
        }),
      );
      throw error;
    }
    const outcomes = await Promise.all(claimed.map((cursor) => poll(cursor, list, headNumber, at)));
    const result = {
      polled: outcomes.filter((outcome) => outcome.outcome === 'polled').length,
      failed: outcomes.filter((outcome) => outcome.outcome === 'failed').length,
      notifications: outcomes.reduce((sum, outcome) => sum + outcome.notifications, 0),
    };
    return { result, more: claimed.length >= list.plan.concurrency };
  }

  const loop = stepLoop({ step: async () => (await pollDue()).more, afterStep, log, pauseMs: config.pollIntervalMs });

  return {
    step: async () => (await pollDue()).result,
    start: loop.start,
    async stop() {
      await loop.stop();
      await watched.close();
    },
  };
}
