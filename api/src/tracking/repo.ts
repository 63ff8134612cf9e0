import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { trackedWallets, trackingSettings } from '../db';
import { announceWatchListChange } from '../db';
import { MUTED_FOREVER } from '@whalewatch/contracts';
import { FOREVER, type TrackedWallet } from './schemas';

/** A saved wallet: what the user sent, and since when it is muted (ISO, 'forever', or null). */
export type StoredWallet = TrackedWallet & { mutedUntil: string | null };
export type SavedSettings = { checkIntervalMs: number | null; wallets: StoredWallet[] };

function mutedUntil(until: Date | null, now = Date.now()): string | null {
  if (!until || until.getTime() <= now) return null;
  return until.getTime() >= FOREVER.getTime() ? MUTED_FOREVER : until.toISOString();
}

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
        direction: row.direction === 'in' || row.direction === 'out' ? row.direction : 'both',
        alertUnpricedTokens: row.alertUnpricedTokens,
        chainsOff: row.chainsOff,
      },
      mutedUntil: mutedUntil(row.mutedUntil),
    })),
  };
}

/** Replaces the user's whole settings in one transaction: the monitor never sees half a list. A mute
 * stays with its wallet (the Settings tab saves the list without it). */
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
    const muted = await tx
      .select({ address: trackedWallets.address, mutedUntil: trackedWallets.mutedUntil })
      .from(trackedWallets)
      .where(eq(trackedWallets.userId, owner.userId));
    const mutes = new Map(muted.map((row) => [row.address, row.mutedUntil]));
    await tx.delete(trackedWallets).where(eq(trackedWallets.userId, owner.userId));
    await announceWatchListChange(tx, owner.userId);
    if (wallets.length === 0) return;
    await tx.insert(trackedWallets).values(
      wallets.map((wallet, position) => ({
        userId: owner.userId,
        address: wallet.address,
        nickname: wallet.nickname,
        ...wallet.monitorOptions,
        mutedUntil: mutes.get(wallet.address) ?? null,
        position,
      })),
    );
  });
}

/** Mutes the wallet's alerts until then (null unmutes); false when the user does not track it. */
export async function saveMute(db: Db, userId: string, address: string, until: Date | null): Promise<boolean> {
  const changed = await db
    .update(trackedWallets)
    .set({ mutedUntil: until })
    .where(and(eq(trackedWallets.userId, userId), eq(trackedWallets.address, address)))
    .returning({ address: trackedWallets.address });
  if (changed.length > 0) await announceWatchListChange(db, userId);
  return changed.length > 0;
}

export { mutedUntil as mutedUntilText };
