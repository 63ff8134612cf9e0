import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Address } from '../chain';
import type { Db } from '../db';
import { stealthChallenges, stealthWallets } from '../db';
import { announceWatchListChange } from '../db';

// A change to any stealth list changes which tracked wallets the monitors may watch: it is announced on
// the tracking settings' channel, so every api process reloads its watch list.

export async function listStealthWallets(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select({ walletAddress: stealthWallets.walletAddress })
    .from(stealthWallets)
    .where(eq(stealthWallets.userId, userId))
    .orderBy(stealthWallets.createdAt, stealthWallets.walletAddress);
  return rows.map((row) => row.walletAddress as Address);
}

export async function countStealthWallets(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(stealthWallets).where(eq(stealthWallets.userId, userId));
  return row?.total ?? 0;
}

/** The stealth-list owner of each of `wallets` that is on a list. */
export async function stealthOwners(db: Db, wallets: Address[]): Promise<Map<Address, string>> {
  if (wallets.length === 0) return new Map();
  const rows = await db
    .select({ walletAddress: stealthWallets.walletAddress, userId: stealthWallets.userId })
    .from(stealthWallets)
    .where(inArray(stealthWallets.walletAddress, wallets));
  return new Map(rows.map((row) => [row.walletAddress as Address, row.userId]));
}

export async function saveChallenge(db: Db, userId: string, wallet: Address, message: string, expiresAt: Date): Promise<void> {
  await db
    .insert(stealthChallenges)
    .values({ userId, walletAddress: wallet, message, expiresAt })
    .onConflictDoUpdate({ target: [stealthChallenges.userId, stealthChallenges.walletAddress], set: { message, expiresAt } });
}

export async function openChallenge(db: Db, userId: string, wallet: Address, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ message: stealthChallenges.message })
    .from(stealthChallenges)
    .where(and(eq(stealthChallenges.userId, userId), eq(stealthChallenges.walletAddress, wallet), gt(stealthChallenges.expiresAt, now)));
  return row?.message ?? null;
}

/**
 * Adds the wallet and uses up its challenge, in one transaction. False when the wallet is already on a
 * list (this user's or another's): the primary key decides, so two claims at once cannot both win.
 */
export async function claimStealthWallet(db: Db, userId: string, wallet: Address): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stealthWallets)
      .values({ userId, walletAddress: wallet })
      .onConflictDoNothing()
      .returning({ walletAddress: stealthWallets.walletAddress });
    await tx.delete(stealthChallenges).where(and(eq(stealthChallenges.userId, userId), eq(stealthChallenges.walletAddress, wallet)));
    if (inserted.length === 1) await announceWatchListChange(tx, userId);
    return inserted.length === 1;
  });
}

export async function removeStealthWallet(db: Db, userId: string, wallet: Address): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(stealthWallets)
      .where(and(eq(stealthWallets.userId, userId), eq(stealthWallets.walletAddress, wallet)))
      .returning({ walletAddress: stealthWallets.walletAddress });
    if (removed.length === 1) await announceWatchListChange(tx, userId);
    return removed.length === 1;
  });
}
