// A tracked wallet is one address watched on every enabled chain (issue 35). When an operator turns a
// chain off, nothing of the users' is deleted: each wallet that was alerted on it is answered with the
// chain under `notWatchedOn`, so its owner knows its moves there no longer reach them.
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { chainRefOf } from '../chain';
import { chainInfo } from '../config';
import { notifications, type Db } from '../db';
import type { TrackingSettings } from './service';

/** Each wallet's chains with alerts of this user that the api no longer watches. */
async function unwatchedChains(db: Db, userId: string, enabled: number[]): Promise<Map<string, number[]>> {
  const rows = await db
    .selectDistinct({ address: notifications.walletAddress, chainId: notifications.chainId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNotNull(notifications.chainId), notInArray(notifications.chainId, enabled)))
    .orderBy(sql`2`);
  const byWallet = new Map<string, number[]>();
  for (const { address, chainId } of rows) if (chainId !== null) byWallet.set(address, [...(byWallet.get(address) ?? []), chainId]);
  return byWallet;
}

/** The settings with `notWatchedOn` on each wallet alerted on a chain no longer watched (unchanged without `enabled`). */
export function markUnwatchedChains(db: Db, userId: string, enabled: number[] | undefined) {
  return async (settings: TrackingSettings): Promise<TrackingSettings> => {
    if (!enabled || settings.wallets.length === 0) return settings;
    const unwatched = await unwatchedChains(db, userId, enabled);
    if (unwatched.size === 0) return settings;
    return {
      ...settings,
      wallets: settings.wallets.map((wallet) => {
        const ids = unwatched.get(wallet.address);
        if (!ids) return wallet;
        return { ...wallet, notWatchedOn: ids.map((id) => chainRefOf(chainInfo(id))) };
      }),
    };
  };
}
