// What the stealth list protects (DESIGN.md §4 "Stealth"): a listed wallet cannot be added to another
// user's tracking, and other users' lookups of it answer 'This wallet is protected'. Its owner sees it
// as everybody else's wallets are seen.
import type { Address } from '../chain';
import type { Db } from '../db';
import { errorMessage, WALLET_PROTECTED } from '@whalewatch/contracts';
import { failure } from '../http';
import { stealthOwners } from './repo';

export { WALLET_PROTECTED };
export const trackingRefused = (wallet: Address) => errorMessage('tracking_refused', wallet);

/** The addresses among `addresses` that are on a stealth list other than the viewer's. */
export async function protectedFrom(db: Db, viewerId: string, addresses: Address[]): Promise<Set<Address>> {
  const owners = await stealthOwners(db, addresses);
  return new Set([...owners].filter(([, owner]) => owner !== viewerId).map(([wallet]) => wallet));
}

/** 403 'This wallet is protected' when the wallet is on somebody else's stealth list. */
export async function requireVisible(db: Db, viewerId: string, wallet: Address): Promise<void> {
  if ((await protectedFrom(db, viewerId, [wallet])).size > 0) throw failure('wallet_protected');
}

/**
 * 403 naming the first of `wallets` another user protects. `alreadyTracked` were on the user's list
 * before the owner protected them: they may stay (unwatched), so saving the rest of the list still works.
 */
export async function requireTrackable(db: Db, userId: string, wallets: Address[], alreadyTracked: Address[] = []): Promise<void> {
  const kept = new Set(alreadyTracked);
  const added = wallets.filter((wallet) => !kept.has(wallet));
  const [refused] = await protectedFrom(db, userId, added);
  if (refused) throw failure('tracking_refused', refused);
}
