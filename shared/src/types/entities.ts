// Entities of the product (spec §3), shared by every front end and the api client.
import type { monitorOptions, registration, trackedWalletInput } from '@whalewatch/contracts';
import { WALLET_PROTECTED } from '@whalewatch/contracts/constants';
import type { z } from 'zod';

export interface User {
  id: string;
  email: string;
}

/** A session as the product's auth routes answer it (the contract's). */
export type { AccountSession as Session } from '@whalewatch/contracts';

// Tracking's entities are its contract's (@whalewatch/contracts tracking.ts).
export { MUTED_FOREVER } from '@whalewatch/contracts/constants';
export type { AlertDirection, MuteDuration, MuteState, TrackedWallet, TrackingSettings, Transaction } from '@whalewatch/contracts';

/** A wallet's monitor options as a screen sends them (the api defaults the two the spec lacks). */
export type MonitorOptions = z.input<typeof monitorOptions>;
/** A wallet as a screen sends it to be tracked. */
export type TrackedWalletInput = z.input<typeof trackedWalletInput>;
export type RegistrationPayload = z.input<typeof registration>;

/** A watchlist row as the front end writes it (the contract's, @whalewatch/contracts watchlist.ts). */
export type { WatchlistEntry } from '@whalewatch/contracts';

// The analyzer's and the portfolio's entities are their contracts' (@whalewatch/contracts analyzer.ts, portfolio.ts).
export type {
  Portfolio,
  PortfolioToken,
  ProtectedHolder,
  TokenDetails,
  TokenHolder,
  TokenHolders,
  TokenInfo,
  WalletTokenListing,
} from '@whalewatch/contracts';

/** Which chain something happened on, as answers name it: its id, its slug in URLs, its name in words. */
export type { ChainRef } from '@whalewatch/contracts';

/** The public name of a well-known address (exchange, DEX, bridge…), the user's nickname for it, or 'your wallet'. */
export type { AddressLabel } from '@whalewatch/contracts';

/** The words shown in place of a wallet its owner has put on their stealth list (spec §2 "StealthWallet"). */
export const PROTECTED_WALLET = WALLET_PROTECTED;

/** Beside a saved wallet the user's plan no longer watches: nothing is deleted when a plan lapses. */
export const TRACKED_WALLET_OVER_LIMIT =
  "Not monitored: this wallet is over your plan's wallet limit. Upgrade your plan or remove wallets to monitor it again.";

/** Beside a tracked wallet its owner has protected since: the entry stays, its notifications stop. */
export const TRACKED_WALLET_PROTECTED = `${PROTECTED_WALLET}: its owner has put it on their stealth list, so you get no notifications or transactions for it.`;

// The stealth list's entities are its contract's (@whalewatch/contracts stealth.ts).
export type { StealthChallenge, StealthWalletEntry } from '@whalewatch/contracts';

export interface CheckoutCustomData {
  userId: string;
}

// Notifications' entities are their contract's (@whalewatch/contracts notifications.ts).
export type {
  AlertMove,
  EmailPolicy,
  NotificationKind,
  NotificationPage,
  NotificationPreferences,
  NotificationStatus,
  NotificationStreamEvent,
  TransactionAlerts,
  WalletNotification,
} from '@whalewatch/contracts';
