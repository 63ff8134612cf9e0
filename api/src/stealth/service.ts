// The stealth list's rules: a plan's number of slots (DESIGN.md §4 billing table), proof of control of the
// wallet by a signed challenge, and one list per wallet.
import type { Hex } from 'viem';
import type { Address } from '../chain';
import type { Db } from '../db';
import { failure } from '../http';
import { requireWithinPlan } from '../billing';
import { CHALLENGE_TTL_MS, challengeMessage, signedByWallet } from './challenge';
import * as repo from './repo';

export type StealthEntry = { wallet_address: Address };
export type Challenge = { walletAddress: Address; message: string; expiresAt: string };

/** Room for one more wallet on the list. */
async function requireFreeSlot(db: Db, userId: string): Promise<void> {
  const wanted = (await repo.countStealthWallets(db, userId)) + 1;
  await requireWithinPlan(db, userId, 'stealthWallets', wanted, (limit) =>
    limit === 0 ? 'has no stealth wallets' : `has up to ${limit} stealth wallet${limit === 1 ? '' : 's'}`,
  );
}

async function requireUnlisted(db: Db, userId: string, wallet: Address): Promise<void> {
  const owner = (await repo.stealthOwners(db, [wallet])).get(wallet);
  if (owner === userId) throw failure('already_listed');
  if (owner) throw failure('claimed');
}

export async function stealthList(db: Db, userId: string): Promise<StealthEntry[]> {
  return (await repo.listStealthWallets(db, userId)).map((wallet) => ({ wallet_address: wallet }));
}

/** The message to sign; refused at once when the plan has no free slot or the wallet is listed already. */
export async function issueChallenge(db: Db, userId: string, wallet: Address, now = new Date()): Promise<Challenge> {
  await requireFreeSlot(db, userId);
  await requireUnlisted(db, userId, wallet);
  const message = challengeMessage(userId, wallet, now);
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await repo.saveChallenge(db, userId, wallet, message, expiresAt);
  return { walletAddress: wallet, message, expiresAt: expiresAt.toISOString() };
}

export async function addStealthWallet(db: Db, userId: string, wallet: Address, signature: Hex, now = new Date()): Promise<StealthEntry> {
  await requireFreeSlot(db, userId);
  await requireUnlisted(db, userId, wallet);
  const message = await repo.openChallenge(db, userId, wallet, now);
  if (!message) throw failure('no_challenge');
  if (!(await signedByWallet(wallet, message, signature))) throw failure('not_wallet_signature');
  if (!(await repo.claimStealthWallet(db, userId, wallet))) await requireUnlisted(db, userId, wallet);
  return { wallet_address: wallet };
}

export async function removeStealthWallet(db: Db, userId: string, wallet: Address): Promise<void> {
  if (!(await repo.removeStealthWallet(db, userId, wallet))) throw failure('not_listed');
}
