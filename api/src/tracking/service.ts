// Wallet tracking for the signed-in user: registration adds wallets to the saved list, the Settings tab
// replaces it, and every save checks the plan's wallet limit (DESIGN.md §4).
import type { Address, ChainSource } from '../chain';
import { chainUnavailable } from '../chain';
import type { Db } from '../db';
import { HttpError } from '../http';
import { findPlan, requireWithinPlan } from '../billing';
import { PLAN_LIMITS } from '../plans';
import { protectedFrom, requireTrackable } from '../stealth';
import * as repo from './repo';
import { loadAddressBook, labelIn } from '../labels';
import { DEFAULT_CHECK_INTERVAL_MS, DEFAULT_MONITOR_OPTIONS, type MuteDuration } from '@whalewatch/contracts';
import { FOREVER, type TrackedWallet } from './schemas';

export const EMAIL_MISMATCH = "The email does not match the signed-in user's";
export const TRANSACTIONS_UNAVAILABLE = 'Could not load transactions right now. Please try again.';
export const ALREADY_TRACKED = 'This wallet is already tracked';
export const NOT_TRACKED = 'This wallet is not on your tracked list';

export type Owner = { userId: string; email: string };
/**
 * Kept but not watched: `protected`, on another user's stealth list since this user tracked it;
 * `overPlanLimit`, past the number of wallets the user's plan watches (after a plan lapsed).
 */
export type SavedWallet = repo.StoredWallet & {
  protected?: true;
  overPlanLimit?: true;
  /** Chains it was alerted on that are no longer watched (chains-off.ts). */
  notWatchedOn?: { id: number; slug: string; name: string }[];
};
export type TrackingSettings = { wallets: SavedWallet[]; check_interval: number };

function requireOwnEmail(owner: Owner, email: string): void {
  if (owner.email.toLowerCase() !== email) throw new HttpError(403, EMAIL_MISMATCH, 'email_mismatch');
}

const requireWalletsWithinPlan = (db: Db, userId: string, walletCount: number) =>
  requireWithinPlan(db, userId, 'trackedWallets', walletCount, (limit) => `tracks up to ${limit} wallet${limit === 1 ? '' : 's'}`);

const addresses = (wallets: TrackedWallet[]) => wallets.map((wallet) => wallet.address);

/** The saved wallets as the monitor sees them (monitor/repo.ts): protected ones skipped, then the plan's first. */
async function toResponse(db: Db, userId: string, wallets: repo.StoredWallet[], checkIntervalMs: number | null): Promise<TrackingSettings> {
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
  return trackingSettings(db, owner);
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
  return trackingSettings(db, owner);
}

/**
 * "Track" from anywhere (an analyzer holder, a portfolio, an alert's counterparty): adds one wallet to
 * the user's list with the default monitor options, within the plan's limit; the check interval stays.
 */
export async function trackWallet(db: Db, owner: Owner, address: Address): Promise<SavedWallet> {
  const saved = await repo.loadSettings(db, owner.userId);
  if (saved.wallets.some((wallet) => wallet.address === address)) throw new HttpError(409, ALREADY_TRACKED, 'already_tracked');
  const wallet: TrackedWallet = { address, nickname: address, monitorOptions: DEFAULT_MONITOR_OPTIONS };
  const wallets = [...saved.wallets, wallet];
  await requireWalletsWithinPlan(db, owner.userId, wallets.length);
  await requireTrackable(db, owner.userId, addresses(wallets), addresses(saved.wallets));
  await repo.saveSettings(db, owner, saved.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS, wallets);
  const settings = await trackingSettings(db, owner);
  return settings.wallets.find((entry) => entry.address === address) ?? { ...wallet, mutedUntil: null };
}

const MUTE_MS: Record<'1h' | '24h', number> = { '1h': 60 * 60_000, '24h': 24 * 60 * 60_000 };

/** Mutes a tracked wallet's alerts for an hour, a day or until unmuted; 'off' unmutes. */
export async function muteWallet(db: Db, owner: Owner, address: Address, duration: MuteDuration, now = Date.now()) {
  const until = duration === 'off' ? null : duration === 'forever' ? FOREVER : new Date(now + MUTE_MS[duration]);
  if (!(await repo.saveMute(db, owner.userId, address, until))) throw new HttpError(404, NOT_TRACKED, 'not_tracked');
  return { address, mutedUntil: repo.mutedUntilText(until, now) };
}

/** The spec's Transaction records (explorer-shaped: value in wei, timeStamp in seconds, as strings). */
export async function latestTransactions(db: Db, chain: ChainSource, owner: Owner, address: Address, limit: number) {
  let transactions: Awaited<ReturnType<ChainSource['latestTransactions']>>;
  try {
    transactions = await chain.latestTransactions(address, limit);
  } catch (error) {
    throw chainUnavailable(TRANSACTIONS_UNAVAILABLE, error);
  }
  const book = await loadAddressBook(db, owner.userId);
  return {
    transactions: transactions.map((transaction) => ({
      hash: transaction.hash,
      value: transaction.value,
      from: transaction.from,
      to: transaction.to ?? '',
      timeStamp: String(transaction.timeStamp),
      fromLabel: labelIn(book, transaction.from),
      toLabel: labelIn(book, transaction.to),
    })),
  };
}
