// A user's view of addresses (DESIGN.md §8 "Labels"): their own nickname for a wallet first, then the
// curated public label, then 'your wallet' for an address on their tracking or stealth list.
import type { AddressLabel } from '@whalewatch/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { stealthWallets, trackedWallets } from '../db';
import { publicLabel } from './labels';

/** A label as the contract answers it (its kinds: the public ones, 'nickname' and 'own'). */
export type UserLabel = AddressLabel;
/** The addresses a user named or owns. */
export type AddressBook = ReadonlyMap<string, UserLabel>;

export const OWN_WALLET: UserLabel = { name: 'your wallet', kind: 'own' };

/** The user's label of an address, else its public label on `chain` (a slug; Ethereum when absent), else null. */
export function labelIn(book: AddressBook | undefined, address: string | null | undefined, chain?: string): UserLabel | null {
  if (!address) return null;
  const key = address.toLowerCase();
  const own = book?.get(key);
  if (own && own.kind === 'nickname') return own;
  return publicLabel(key, chain) ?? own ?? null;
}

/** Each user's address book: nicknames of their tracked wallets, and the rest of their wallets as theirs. */
export async function loadAddressBooks(db: Db, userIds: string[]): Promise<Map<string, AddressBook>> {
  const books = new Map<string, Map<string, UserLabel>>();
  if (userIds.length === 0) return books;
  const bookOf = (userId: string) => {
    let book = books.get(userId);
    if (!book) books.set(userId, (book = new Map<string, UserLabel>()));
    return book;
  };
  const [tracked, stealth] = await Promise.all([
    db
      .select({ userId: trackedWallets.userId, address: trackedWallets.address, nickname: trackedWallets.nickname })
      .from(trackedWallets)
      .where(inArray(trackedWallets.userId, userIds)),
    db
      .select({ userId: stealthWallets.userId, address: stealthWallets.walletAddress })
      .from(stealthWallets)
      .where(inArray(stealthWallets.userId, userIds)),
  ]);
  for (const { userId, address } of stealth) bookOf(userId).set(address.toLowerCase(), OWN_WALLET);
  for (const { userId, address, nickname } of tracked) {
    const named = nickname && nickname.toLowerCase() !== address.toLowerCase();
    bookOf(userId).set(address.toLowerCase(), named ? { name: nickname, kind: 'nickname' } : OWN_WALLET);
  }
  return books;
}

/** One user's address book. */
export async function loadAddressBook(db: Db, userId: string): Promise<AddressBook> {
  return (await loadAddressBooks(db, [userId])).get(userId) ?? new Map();
}
