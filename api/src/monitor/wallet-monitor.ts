// The wallet monitor (DESIGN.md §4): follows new blocks once for everyone, matches them against every
// watched address, and writes each alert exactly once. A step reads the chain and the prices first, with
// no database transaction open (DESIGN.md §8), then writes in one short transaction holding the chain's
// cursor row (FOR UPDATE SKIP LOCKED) — only if the cursor is still where the step started reading, so
// a crash loses nothing and repeats nothing, and several api processes on one Postgres never do the
// same block twice. The NOTIFYs inside it reach every process's streams when it commits.
// Where the node pushes new blocks (WebSocket), a step starts as soon as one is announced; polling every
// `pollIntervalMs` takes over while the socket is down. After its write, a step hands its blocks to the
// holder analysis's transfer index, which extends the indexes they follow on from.
import { createTransferIndex } from '../analyzer';
import type { Address, BlockActivity, ChainSource, NewHeads } from '../chain';
import type { Database, Db } from '../db';
import { loadAddressBooks } from '../labels';
import { announce } from '../notifications';
import type { PriceSource } from '../prices';
import type { WalletRecordBook } from '../wallets';
import { alertChainOf, alertsFor } from './alerts';
import { pairBridgeArrivals } from './bridge-pairing';
import { matchBlock, touchesWatched } from './match-block';
import * as repo from './repo';
import { stepLoop } from './step-loop';
import { tokenDirectory } from './token-info';
import { buildWatchIndex, type WatchIndex } from './watch-index';
import { watchList } from './watch-list';

export type MonitorConfig = {
  chainId: number;
  /** The chain's slug (its public labels) and name (in its bridges' words); Ethereum's when absent. */
  chainSlug?: string;
  chainName?: string;
  /** The chain's name, said in its alerts' words ('… on Base'): set on every chain but the first one watched. */
  chainWords?: string;
  /** Blocks after which a notification is 'confirmed' (it is sent at once as 'pending'). */
  confirmations: number;
  pollIntervalMs: number;
  /**
   * The pause between steps while new blocks are pushed over WebSocket: only a safety net for a socket
   * that stopped delivering without closing. Default: the larger of 5 s and `pollIntervalMs`.
   */
  subscribedPollMs?: number;
  /** Most blocks read in one step. */
  batchSize: number;
};

/** How the monitor hears of new blocks right now. */
export type BlockTransport = 'websocket' | 'polling';
export const SUBSCRIBED_POLL_MS = 5_000;

/**
 * How new blocks reach a running monitor, and since when (for /health): pushed over WebSocket, or polled
 * every `pollIntervalMs` — because no WebSocket is configured (`ws-off`, CHAIN_WS_URL=off) or because the
 * socket is down or not up yet (`ws-down`: its last error, and when it is tried again, where known).
 */
export type HeadTransport =
  | { transport: 'websocket'; since: Date }
  | { transport: 'polling'; since: Date; reason: 'ws-off'; pollIntervalMs: number }
  | { transport: 'polling'; since: Date; reason: 'ws-down'; pollIntervalMs: number; lastError?: string; reconnectAt?: Date };

/** A running monitor's head transport, with the chain its cursor is kept under (as /health lists cursors). */
export type MonitorHeads = { chain: string; heads: HeadTransport };

type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type StepResult = { processedTo: number | null; notifications: number };

export type WalletMonitor = {
  /** One step: reads the next blocks (if this process holds the cursor) and writes what they owe. */
  step(): Promise<StepResult>;
  start(): void;
  stop(): Promise<void>;
  transport(): BlockTransport;
  /** How new blocks arrive while the monitor runs; null while it is stopped. */
  heads(): MonitorHeads | null;
};

export function createWalletMonitor(
  {
    database,
    chain,
    prices,
    records,
    log,
    afterStep = () => undefined,
  }: {
    database: Pick<Database, 'db' | 'listen'>;
    chain: ChainSource;
    prices: PriceSource;
    records?: Pick<WalletRecordBook, 'known'>;
    log: Logger;
    afterStep?: () => void | Promise<unknown>;
  },
  config: MonitorConfig,
): WalletMonitor {
  const { db } = database;
  const cursorName = `${chain.name}:${config.chainId}`;
  const watched = watchList(database, async (source) => {
    const watchers = await repo.loadWatchers(source, config.chainId);
    return {
      index: buildWatchIndex(watchers),
      books: await loadAddressBooks(source, [...new Set(watchers.map((watcher) => watcher.userId))]),
    };
  });
  const tokens = tokenDirectory(chain);
  const alertChain = alertChainOf(config);
  const transferIndex = createTransferIndex({ db, chain, chainId: config.chainId, log });

  /** Metadata of the tokens in logs that touch a watched address (not of every token in the block). */
  function learnTokens(blocks: BlockActivity[], index: WatchIndex): Promise<void> {
    const wanted: Address[] = [];
    for (const block of blocks) {
      for (const log of block.logs) if (touchesWatched(log, index)) wanted.push(log.contract);
    }
    return tokens.learn(wanted);
  }

  /**
   * Runs `write` in a transaction holding the cursor, if it is still `expected` (null: never saved);
   * otherwise another process moved it meanwhile, and this step's reading is dropped.
   */
  function writeAt(expected: repo.Cursor | null, write: (tx: Db) => Promise<StepResult>): Promise<StepResult> {
    return db.transaction(async (tx) => {
      const locked = await repo.lockCursor(tx, cursorName);
      const unchanged =
        expected === null
          ? locked === null
          : locked !== 'busy' && locked !== null && locked.blockNumber === expected.blockNumber && locked.blockHash === expected.blockHash;
      return unchanged ? write(tx) : { processedTo: null, notifications: 0 };
    });
  }

  async function step(): Promise<StepResult> {
    const { index, books } = await watched.current();
    const cursor = await repo.readCursor(db, cursorName);
    const latest = Number(await chain.latestBlockNumber());
    if (cursor === null) {
      // The first run starts at the head: history is not news.
      const [head] = await chain.blocks(BigInt(latest), BigInt(latest));
      return writeAt(null, async (tx) => {
        await repo.saveCursor(tx, cursorName, { blockNumber: latest, blockHash: head.hash });
        return { processedTo: latest, notifications: 0 };
      });
    }
    const to = Math.min(latest, cursor.blockNumber + config.batchSize);
    if (to <= cursor.blockNumber) return { processedTo: cursor.blockNumber, notifications: 0 };

    const blocks = await chain.blocks(BigInt(cursor.blockNumber + 1), BigInt(to));
    const seenAt = new Date();
    if (blocks[0]?.parentHash !== cursor.blockHash) {
      // The newest block's parent is not our cursor: step back one block, retracting what it notified.
      const previous = cursor.blockNumber - 1;
      const [parent] = await chain.blocks(BigInt(previous), BigInt(previous));
      return writeAt(cursor, async (tx) => {
        const retracted = await repo.retractBlock(tx, cursor.blockHash);
        await repo.saveCursor(tx, cursorName, { blockNumber: previous, blockHash: parent.hash });
        await announce(tx, retracted);
        log.info({ block: cursor.blockNumber, retracted: retracted.length }, 'chain reorganised: block unwound');
        return { processedTo: previous, notifications: 0 };
      });
    }
    // A reorg while we read: take only the blocks that still chain together.
    const broken = blocks.findIndex((block, at) => at > 0 && block.parentHash !== blocks[at - 1].hash);
    const consistent = broken === -1 ? blocks : blocks.slice(0, broken);

    await learnTokens(consistent, index);
    const groups = consistent.flatMap((block) => matchBlock(block, index, tokens.info));
    const rows = await alertsFor(alertChain, groups, { prices, books, records, log }, seenAt);
    const newest = consistent[consistent.length - 1];
    const result = await writeAt(cursor, async (tx) => {
      const bridged = await pairBridgeArrivals(tx, rows, alertChain);
      const changed = [
        ...bridged.changed,
        ...(await repo.upsertNotifications(tx, bridged.rows)),
        ...(await repo.confirmThrough(tx, Number(newest.number) - config.confirmations)),
      ];
      await repo.saveCursor(tx, cursorName, { blockNumber: Number(newest.number), blockHash: newest.hash });
      await announce(tx, changed);
      return { processedTo: Number(newest.number), notifications: rows.length };
    });
    // After the alerts are out: the holder indexes are a convenience the next analysis can catch up on.
    if (result.processedTo !== null) {
      await transferIndex
        .follow(consistent)
        .catch((error: unknown) => log.warn({ err: error }, 'holder index: extending from the monitor failed'));
    }
    return result;
  }

  let heads: NewHeads | null = null;
  /** When the monitor started, or the socket last went up or down; null while stopped. */
  let transportSince: Date | null = null;
  const subscribedPollMs = config.subscribedPollMs ?? Math.max(SUBSCRIBED_POLL_MS, config.pollIntervalMs);
  const loop = stepLoop({
    step: async () => {
      await step();
      return false;
    },
    afterStep,
    log,
    pauseMs: () => (heads?.connected ? subscribedPollMs : config.pollIntervalMs),
  });

  return {
    step,
    start() {
      transportSince ??= new Date();
      loop.start();
      heads ??=
        chain.followNewHeads?.({
          onHead: () => loop.wake(),
          onConnection: (connected) => {
            transportSince = new Date();
            if (connected) log.info({}, 'wallet monitor: new blocks arrive over WebSocket');
            else log.warn({}, 'wallet monitor: the WebSocket closed; polling for new blocks until it is back');
            // A step now, and the pause that fits the new state after it (the current one may be long).
            loop.wake();
          },
        }) ?? null;
    },
    async stop() {
      const following = heads;
      heads = null;
      transportSince = null;
      await Promise.all([loop.stop(), following?.close()]);
      await watched.close();
    },
    transport: () => (heads?.connected ? 'websocket' : 'polling'),
    heads() {
      if (transportSince === null) return null;
      return { chain: cursorName, heads: headTransport(heads, transportSince, config.pollIntervalMs) };
    },
  };
}

function headTransport(heads: NewHeads | null, since: Date, pollIntervalMs: number): HeadTransport {
  if (heads === null) return { transport: 'polling', since, reason: 'ws-off', pollIntervalMs };
  if (heads.connected) return { transport: 'websocket', since };
  return {
    transport: 'polling',
    since,
    reason: 'ws-down',
    pollIntervalMs,
    ...(heads.lastError !== null ? { lastError: heads.lastError } : {}),
    ...(heads.retryAt !== null ? { reconnectAt: heads.retryAt } : {}),
  };
}
