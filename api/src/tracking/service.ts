// Wallet tracking for the signed-in user: registration adds wallets to the saved list, the Settings tab
// replaces it, and every save checks the plan's wallet limit (DESIGN.md §4).
import type { Address, ChainSource } from '../chain/chain-source';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { findPlan, requireWithinPlan } from '../billing/standing';
import { PLAN_LIMITS } from '../plans/plans';
import { protectedFrom, requireTrackable } from '../stealth/protection';
import * as repo from './repo';
import { DEFAULT_CHECK_INTERVAL_MS, type TrackedWallet } from './schemas';

export const EMAIL_MISMATCH = "The email does not match the signed-in user's";
export const TRANSACTIONS_UNAVAILABLE = 'Could not load transactions right now. Please try again.';

export type Owner = { userId: string; email: string };
/**
 * Kept but not watched: `protected`, on another user's stealth list since this user tracked it;
 * `overPlanLimit`, past the number of wallets the user's plan watches (after a plan lapsed).
 */
export type SavedWallet = TrackedWallet & { protected?: true; overPlanLimit?: true };
export type TrackingSettings = { wallets: SavedWallet[]; check_interval: number };

function requireOwnEmail(owner: Owner, email: string): void {
  if (owner.email.toLowerCase() !== email) throw new HttpError(403, EMAIL_MISMATCH, 'email_mismatch');
}

const requireWalletsWithinPlan = (db: Db, userId: string, walletCount: number) =>
  requireWithinPlan(db, userId, 'trackedWallets', walletCount, (limit) => `tracks up to ${limit} wallet${limit === 1 ? '' : 's'}`);

const addresses = (wallets: TrackedWallet[]) => wallets.map((wallet) => wallet.address);

/** The saved wallets as the monitor sees them (monitor/repo.ts): protected ones skipped, then the plan's first. */
async function toResponse(db: Db, userId: string, wallets: TrackedWallet[], checkIntervalMs: number | null): Promise<TrackingSettings> {
  const [hidden, plan] = await Promise.all([protectedFrom(db, userId, addresses(wallets)), findPlan(db, userId)]);
  let watched = 0;
  const marked = wallets.map((wallet): SavedWallet => {
    if (hidden.has(wallet.address)) return { ...wallet, protected: true };
    watched += 1;
    return watched > PLAN_LIMITS[plan].trackedWallets ? { ...wallet, overPlanLimit: true } : wallet;
  });
  return { wallets: marked, check_interval: checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS };
}

export async function trackingSettings(db: Db, owner: Owner): Promise<TrackingSettings> {
  const saved = await repo.loadSettings(db, owner.userId);
  return toResponse(db, owner.userId, saved.wallets, saved.checkIntervalMs);
}

/** Adds the wallets to the saved list (a wallet already there takes the new nickname and options). */
export async function registerWallets(
  db: Db,
  owner: Owner,
  registration: { email: string; wallets: TrackedWallet[]; checkInterval: number },
): Promise<TrackingSettings> {
  requireOwnEmail(owner, registration.email);
  const saved = await repo.loadSettings(db, owner.userId);
  const incoming = new Map(registration.wallets.map((wallet) => [wallet.address, wallet]));
  const merged = [
    ...saved.wallets.map((wallet) => incoming.get(wallet.address) ?? wallet),
    ...registration.wallets.filter((wallet) => !saved.wallets.some((existing) => existing.address === wallet.address)),
  ];
  await requireWalletsWithinPlan(db, owner.userId, merged.length);
  await requireTrackable(db, owner.userId, addresses(merged), addresses(saved.wallets));
  await repo.saveSettings(db, owner, registration.checkInterval, merged);
  return toResponse(db, owner.userId, merged, registration.checkInterval);
}

export async function replaceSettings(
  db: Db,
  owner: Owner,
  settings: { email: string; wallets: TrackedWallet[]; checkInterval: number },
): Promise<TrackingSettings> {
  requireOwnEmail(owner, settings.email);
  await requireWalletsWithinPlan(db, owner.userId, settings.wallets.length);
  const saved = await repo.loadSettings(db, owner.userId);
  await requireTrackable(db, owner.userId, addresses(settings.wallets), addresses(saved.wallets));
  await repo.saveSettings(db, owner, settings.checkInterval, settings.wallets);
  return toResponse(db, owner.userId, settings.wallets, settings.checkInterval);
}

/** The spec's Transaction records (explorer-shaped: value in wei, timeStamp in seconds, as strings). */
export async function latestTransactions(chain: ChainSource, address: Address, limit: number) {
  try {
    const transactions = await chain.latestTransactions(address, limit);
    return {
      transactions: transactions.map((transaction) => ({
        hash: transaction.hash,
        value: transaction.value,
        from: transaction.from,
        to: transaction.to ?? '',
        timeStamp: String(transaction.timeStamp),
      })),
    };
  } catch (error) {
    throw new HttpError(502, TRANSACTIONS_UNAVAILABLE, 'chain_unavailable', {}, { cause: error });
  }
}
