import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { trackedWallets, trackingSettings } from '../db/schema';
import type { TrackedWallet } from './schemas';

/** NOTIFY channel: some user's tracked wallets changed (the wallet monitor reads them again). */
export const WATCHLIST_CHANNEL = 'tracked_wallets_changed';

export type SavedSettings = { checkIntervalMs: number | null; wallets: TrackedWallet[] };

export async function loadSettings(db: Db, userId: string): Promise<SavedSettings> {
  const [settings] = await db.select().from(trackingSettings).where(eq(trackingSettings.userId, userId));
  const rows = await db.select().from(trackedWallets).where(eq(trackedWallets.userId, userId)).orderBy(asc(trackedWallets.position));
  return {
    checkIntervalMs: settings?.checkIntervalMs ?? null,
    wallets: rows.map((row) => ({
      address: row.address as `0x${string}`,
      nickname: row.nickname,
      monitorOptions: {
        tokenTransfers: row.tokenTransfers,
        tokenApprovals: row.tokenApprovals,
        etherTransfers: row.etherTransfers,
        minTransactionValue: row.minTransactionValue,
      },
    })),
  };
}

/** Replaces the user's whole settings in one transaction: the monitor never sees half a list. */
export async function saveSettings(
  db: Db,
  owner: { userId: string; email: string },
  checkIntervalMs: number,
  wallets: TrackedWallet[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(trackingSettings)
      .values({ ...owner, checkIntervalMs })
      .onConflictDoUpdate({
        target: trackingSettings.userId,
        set: { email: owner.email, checkIntervalMs, updatedAt: new Date() },
      });
    await tx.delete(trackedWallets).where(eq(trackedWallets.userId, owner.userId));
    await tx.execute(sql`select pg_notify(${WATCHLIST_CHANNEL}, ${owner.userId})`);
    if (wallets.length === 0) return;
    await tx.insert(trackedWallets).values(
      wallets.map((wallet, position) => ({
        userId: owner.userId,
        address: wallet.address,
        nickname: wallet.nickname,
        ...wallet.monitorOptions,
        position,
      })),
    );
  });
}
