// The monitor's state: its cursor (one row per chain, row-locked while a process advances it), the
// tracked wallets it watches, and the notifications it writes.
import { and, asc, between, eq, inArray, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { planStandings } from '../billing';
import type { Address } from '../chain';
import { PLAN_LIMITS } from '../plans';
import type { Db } from '../db';
import { monitorCursors, notifications, stealthWallets, trackedWallets, trackingSettings } from '../db';
import type { NewNotification } from '../notifications';
import { DEFAULT_CHECK_INTERVAL_MS } from '@whalewatch/contracts';
import type { Watcher } from './watch-index';

export type Cursor = { blockNumber: number; blockHash: string };

/**
 * Locks the chain's cursor for this transaction. 'busy' when another process holds it (it is doing the
 * work); null when the monitor has never run on this chain.
 */
export async function lockCursor(db: Db, chain: string): Promise<Cursor | 'busy' | null> {
  const [row] = await db.select().from(monitorCursors).where(eq(monitorCursors.chain, chain)).for('update', { skipLocked: true });
  if (row) return { blockNumber: row.blockNumber, blockHash: row.blockHash };
  const [exists] = await db.select({ chain: monitorCursors.chain }).from(monitorCursors).where(eq(monitorCursors.chain, chain));
  return exists ? 'busy' : null;
}

/** The chain's cursor as it is now, without locking it; null when the monitor has never run on this chain. */
export async function readCursor(db: Db, chain: string): Promise<Cursor | null> {
  const [row] = await db.select().from(monitorCursors).where(eq(monitorCursors.chain, chain));
  return row ? { blockNumber: row.blockNumber, blockHash: row.blockHash } : null;
}

export async function saveCursor(db: Db, chain: string, cursor: Cursor): Promise<void> {
  await db
    .insert(monitorCursors)
    .values({ chain, ...cursor })
    .onConflictDoUpdate({ target: monitorCursors.chain, set: { ...cursor, updatedAt: new Date() } });
}

const toWatcher = (row: typeof trackedWallets.$inferSelect): Watcher => ({
  userId: row.userId,
  address: row.address as Address,
  nickname: row.nickname,
  options: {
    tokenTransfers: row.tokenTransfers,
    tokenApprovals: row.tokenApprovals,
    etherTransfers: row.etherTransfers,
    minTransactionValue: row.minTransactionValue,
    direction: row.direction === 'in' || row.direction === 'out' ? row.direction : 'both',
    alertUnpricedTokens: row.alertUnpricedTokens,
  },
  mutedUntil: row.mutedUntil?.getTime() ?? null,
});

/** The wallets watched on `chainId`: all but those whose owner turned that chain off (after the plan's count, which counts addresses). */
const onChain = <T extends { wallet: typeof trackedWallets.$inferSelect }>(rows: T[], chainId: number | undefined) =>
  chainId === undefined ? rows : rows.filter(({ wallet }) => !wallet.chainsOff.includes(chainId));

/** A wallet on another user's stealth list is not watched for anybody but its owner (DESIGN.md §4 "Stealth"). */
const notProtectedFromWatcher = sql`not exists (
  select 1 from ${stealthWallets}
  where ${stealthWallets.walletAddress} = ${trackedWallets.address} and ${stealthWallets.userId} <> ${trackedWallets.userId}
)`;

/**
 * Each user's first wallets, as many as their plan tracks: after a plan lapses the rest stay saved but
 * are not watched until the user upgrades or removes some (DESIGN.md §4 "Billing").
 */
async function withinPlans<T extends { wallet: typeof trackedWallets.$inferSelect }>(db: Db, rows: T[]): Promise<T[]> {
  const standings = await planStandings(db, [...new Set(rows.map((row) => row.wallet.userId))]);
  const kept = new Map<string, number>();
  return rows.filter(({ wallet }) => {
    const limit = PLAN_LIMITS[standings.get(wallet.userId)?.plan ?? 'free'].trackedWallets;
    const count = kept.get(wallet.userId) ?? 0;
    if (count >= limit) return false;
    kept.set(wallet.userId, count + 1);
    return true;
  });
}

export async function loadWatchers(db: Db, chainId?: number): Promise<Watcher[]> {
  const rows = await db
    .select({ wallet: trackedWallets })
    .from(trackedWallets)
    .where(notProtectedFromWatcher)
    .orderBy(asc(trackedWallets.userId), asc(trackedWallets.position));
  return onChain(await withinPlans(db, rows), chainId).map((row) => toWatcher(row.wallet));
}

/** A watcher with their user's check interval, for the wallet poller. */
export type ScheduledWatcher = Watcher & { checkIntervalMs: number };

/** Every watcher with their user's check interval (the spec's default where none was saved). */
export async function loadWatchersWithIntervals(db: Db, chainId?: number): Promise<ScheduledWatcher[]> {
  const rows = await db
    .select({ wallet: trackedWallets, checkIntervalMs: trackingSettings.checkIntervalMs })
    .from(trackedWallets)
    .leftJoin(trackingSettings, eq(trackingSettings.userId, trackedWallets.userId))
    .where(notProtectedFromWatcher)
    .orderBy(asc(trackedWallets.userId), asc(trackedWallets.position));
  return onChain(await withinPlans(db, rows), chainId).map((row) => ({
    ...toWatcher(row.wallet),
    checkIntervalMs: row.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS,
  }));
}

/**
 * Stores new notifications; one already there stays as it is, unless a reorg had retracted it and the
 * transaction is back (then it is pending again, at its new block). Returns the users whose list changed.
 */
export async function upsertNotifications(db: Db, rows: NewNotification[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const changed = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({
      target: notifications.idempotencyKey,
      set: {
        status: 'pending',
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        blockTime: sql`excluded.block_time`,
        eventSeq: sql`nextval('notification_events')`,
      },
      setWhere: eq(notifications.status, 'retracted'),
    })
    .returning({ userId: notifications.userId });
  return changed.map((row) => row.userId);
}

/** Moves notifications to `status` (a new event each, for the streams); returns whose changed. */
async function changeStatus(db: Db, status: 'confirmed' | 'retracted', which: SQL | undefined): Promise<string[]> {
  const changed = await db
    .update(notifications)
    .set({ status, eventSeq: sql`nextval('notification_events')` })
    .where(which)
    .returning({ userId: notifications.userId });
  return changed.map((row) => row.userId);
}

/** Pending notifications at or below `block` become confirmed. */
export function confirmThrough(db: Db, block: number): Promise<string[]> {
  return changeStatus(db, 'confirmed', and(eq(notifications.status, 'pending'), lte(notifications.blockNumber, block)));
}

/** Notifications of chain activity (not tests), grouped per transaction or, stored before that, per log. */
const CHAIN_KINDS = ['transaction', 'ether-transfer', 'token-transfer', 'token-approval'];

/** The wallet's pending notifications at or below `block` become confirmed. */
export function confirmWalletThrough(db: Db, wallet: Address, block: number): Promise<string[]> {
  return changeStatus(
    db,
    'confirmed',
    and(eq(notifications.walletAddress, wallet), eq(notifications.status, 'pending'), lte(notifications.blockNumber, block)),
  );
}

/**
 * The wallet's pending notifications in blocks `from`..`to` whose transaction is not among `seen` (the
 * transactions a fresh read of those blocks found) are retracted: the chain no longer has them.
 */
export function retractUnseen(db: Db, wallet: Address, from: number, to: number, seen: string[]): Promise<string[]> {
  return changeStatus(
    db,
    'retracted',
    and(
      eq(notifications.walletAddress, wallet),
      eq(notifications.status, 'pending'),
      inArray(notifications.kind, CHAIN_KINDS),
      between(notifications.blockNumber, from, to),
      seen.length > 0 ? notInArray(notifications.txHash, seen) : undefined,
    ),
  );
}

/** A reorg removed the block: what it notified is retracted. */
export function retractBlock(db: Db, blockHash: string): Promise<string[]> {
  return changeStatus(db, 'retracted', and(eq(notifications.blockHash, blockHash), ne(notifications.status, 'retracted')));
}
