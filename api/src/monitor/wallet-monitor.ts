// The wallet monitor (DESIGN.md §4): follows new blocks once for everyone, matches them against every
// watched address, and writes each notification exactly once. Each step is one transaction holding the
// chain's cursor row (FOR UPDATE SKIP LOCKED): a crash loses nothing and repeats nothing, and several
// api processes on one Postgres never do the same block twice. The NOTIFYs inside it reach every
// process's streams when it commits.
import type { Address, BlockActivity, ChainSource } from '../chain/chain-source';
import type { Database, Db } from '../db/database';
import { announce } from '../notifications/repo';
import { matchBlock, toNotification } from './match-block';
import * as repo from './repo';
import { stepLoop } from './step-loop';
import { tokenDirectory } from './token-info';
import { buildWatchIndex, type WatchIndex } from './watch-index';
import { watchList } from './watch-list';

export type MonitorConfig = {
  chainId: number;
  /** Blocks after which a notification is 'confirmed' (it is sent at once as 'pending'). */
  confirmations: number;
  pollIntervalMs: number;
  /** Most blocks read in one step. */
  batchSize: number;
};

type Logger = { info(object: object, message: string): void; error(object: object, message: string): void };

export type StepResult = { processedTo: number | null; notifications: number };

export type WalletMonitor = {
  /** One step: reads the next blocks (if this process holds the cursor) and writes what they owe. */
  step(): Promise<StepResult>;
  start(): void;
  stop(): Promise<void>;
};

export function createWalletMonitor(
  {
    database,
    chain,
    log,
    afterStep = async () => undefined,
  }: { database: Pick<Database, 'db' | 'listen'>; chain: ChainSource; log: Logger; afterStep?: () => Promise<unknown> },
  config: MonitorConfig,
): WalletMonitor {
  const { db } = database;
  const cursorName = `${chain.name}:${config.chainId}`;
  const watched = watchList(database, async (source) => buildWatchIndex(await repo.loadWatchers(source)));
  const tokens = tokenDirectory(chain);

  /** Metadata of the tokens in logs that touch a watched address (not of every token in the block). */
  function learnTokens(blocks: BlockActivity[], index: WatchIndex): Promise<void> {
    const wanted: Address[] = [];
    for (const block of blocks) {
      for (const log of block.logs) {
        const parties = log.event === 'Transfer' ? [log.from, log.to] : [log.owner];
        if (parties.some((party) => index.has(party))) wanted.push(log.contract);
      }
    }
    return tokens.learn(wanted);
  }

  /** The newest block's parent is not our cursor: step back one block, retracting what it notified. */
  async function unwindOne(tx: Db, cursor: repo.Cursor): Promise<StepResult> {
    const previous = cursor.blockNumber - 1;
    const [parent] = await chain.blocks(BigInt(previous), BigInt(previous));
    const retracted = await repo.retractBlock(tx, cursor.blockHash);
    await repo.saveCursor(tx, cursorName, { blockNumber: previous, blockHash: parent.hash });
    await announce(tx, retracted);
    log.info({ block: cursor.blockNumber, retracted: retracted.length }, 'chain reorganised: block unwound');
    return { processedTo: previous, notifications: 0 };
  }

  async function step(): Promise<StepResult> {
    const index = await watched.current();
    const latest = Number(await chain.latestBlockNumber());
    return db.transaction(async (tx) => {
      const cursor = await repo.lockCursor(tx, cursorName);
      if (cursor === 'busy') return { processedTo: null, notifications: 0 };
      if (cursor === null) {
        // The first run starts at the head: history is not news.
        const [head] = await chain.blocks(BigInt(latest), BigInt(latest));
        await repo.saveCursor(tx, cursorName, { blockNumber: latest, blockHash: head.hash });
        return { processedTo: latest, notifications: 0 };
      }
      const to = Math.min(latest, cursor.blockNumber + config.batchSize);
      if (to <= cursor.blockNumber) return { processedTo: cursor.blockNumber, notifications: 0 };

      const blocks = await chain.blocks(BigInt(cursor.blockNumber + 1), BigInt(to));
      if (blocks[0]?.parentHash !== cursor.blockHash) return unwindOne(tx, cursor);
      // A reorg while we read: take only the blocks that still chain together.
      const broken = blocks.findIndex((block, at) => at > 0 && block.parentHash !== blocks[at - 1].hash);
      const consistent = broken === -1 ? blocks : blocks.slice(0, broken);

      await learnTokens(consistent, index);
      const rows = consistent.flatMap((block) => matchBlock(block, index, tokens.info)).map((match) => toNotification(config.chainId, match));
      const newest = consistent[consistent.length - 1];
      const changed = [
        ...(await repo.upsertNotifications(tx, rows)),
        ...(await repo.confirmThrough(tx, Number(newest.number) - config.confirmations)),
      ];
      await repo.saveCursor(tx, cursorName, { blockNumber: Number(newest.number), blockHash: newest.hash });
      await announce(tx, changed);
      return { processedTo: Number(newest.number), notifications: rows.length };
    });
  }

  const loop = stepLoop({
    step: async () => {
      await step();
      return false;
    },
    afterStep,
    log,
    pauseMs: config.pollIntervalMs,
  });

  return {
    step,
    start: loop.start,
    async stop() {
      await loop.stop();
      await watched.close();
    },
  };
}
