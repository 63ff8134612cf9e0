// What the api answers about one wallet's record (issue 33): its profit and loss, value over time,
// activity and counterparties. The api validates its answers against these shapes; the wallet page reads
// them. Amounts in USD are numbers; an unknown value is null (shown as N/A), never 0.
import type { AddressLabel } from './entities';

/**
 * A wallet's 30-day record where the api has computed it within the hour (its profile was read): what
 * goes beside its name in alerts and holder lists.
 */
export interface WalletRecordSummary {
  realizedUsd: number;
  /** 0–1; null with no position closed in the 30 days. */
  winRate: number | null;
  closedPositions: number;
}

/** Ether goes by 'eth', a token by its lower-case contract address. */
export type AssetId = 'eth' | `0x${string}`;

/** Windows the profit and loss is summed over; 'all' is every loaded transfer. */
export type PnlWindow = '30d' | '90d' | 'all';
export const PNL_WINDOWS: readonly PnlWindow[] = ['30d', '90d', 'all'];

/** Ranges of the value-over-time chart (daily points). */
export type ValueRange = '30d' | '90d' | '1y';
export const VALUE_RANGES: readonly ValueRange[] = ['30d', '90d', '1y'];

/** Where the prices behind a figure stand: 'unavailable' while the price source fails (retried). */
export type PriceStatus = 'ok' | 'unavailable';

/** The wallet's transfers the figures are over. */
export interface WalletHistoryWindow {
  /** Transfers loaded (token transfers and ether moves). */
  transfers: number;
  /** Seconds since the epoch of the oldest and newest loaded transfer; null with no history. */
  firstAt: number | null;
  lastAt: number | null;
  /** True when the window was reached: older transfers are not included. */
  windowReached: boolean;
  /** The most transfers loaded for one wallet (100,000, the analyzer's window). */
  windowSize: number;
}

/** A disposal matched against what was acquired before it (FIFO), with the transactions behind it. */
export interface ClosedPosition {
  asset: AssetId;
  symbol: string;
  /** Whole tokens disposed of. */
  amount: number;
  proceedsUsd: number;
  costUsd: number;
  pnlUsd: number;
  /** Seconds since the epoch of the disposal. */
  closedAt: number;
  /** The disposal's transaction, then the acquisitions it was matched against. */
  hashes: string[];
}

export interface TokenPnl {
  asset: AssetId;
  symbol: string;
  name: string;
  /** Realized in the window. */
  realizedUsd: number;
  /** What is still held (of the priced acquisitions) at today's price less its cost; null without today's price. */
  unrealizedUsd: number | null;
  /** Whole tokens still held of the acquisitions counted. */
  heldAmount: number;
  /** Cost of what is still held. */
  costBasisUsd: number;
}

export interface WalletPnl {
  window: PnlWindow;
  status: PriceStatus;
  realizedUsd: number;
  /** Null when no held token has today's price. */
  unrealizedUsd: number | null;
  /** Closed positions in the window. */
  closedPositions: number;
  /** Share (0–1) of closed positions with a profit; null with none closed. */
  winRate: number | null;
  tokens: TokenPnl[];
  /** Up to five each, largest first. */
  largestWins: ClosedPosition[];
  largestLosses: ClosedPosition[];
  /** Tokens left out because a transfer of theirs has no price ("3 tokens without a price are not included"). */
  unpricedTokens: number;
}

export interface Counterparty {
  /** Lower-case. */
  address: string;
  label: AddressLabel | null;
  /** USD volume both ways; transfers without a price add nothing. */
  volumeUsd: number;
  count: number;
}

/** GET /wallets/:address/profile?window=30d|90d|all */
export interface WalletProfile {
  /** Checksummed. */
  address: string;
  label: AddressLabel | null;
  /** On mainnet, the ENS name (viem's getEnsName); null on the devnet or when none. */
  ensName: string | null;
  history: WalletHistoryWindow;
  /** Every asset in the loaded history, priced or not, by symbol (for filters). */
  assets: { asset: AssetId; symbol: string }[];
  pnl: WalletPnl;
  /** The ten it dealt with most, by volume. */
  counterparties: Counterparty[];
}

export interface ValuePoint {
  /** Seconds since the epoch: the end of the day (UTC) the point is for, or now for the last point. */
  at: number;
  /** Null when no held token could be priced that day. */
  totalUsd: number | null;
  /** What made up the total, largest first (tokens without a price that day are left out). */
  tokens: { asset: AssetId; symbol: string; valueUsd: number }[];
}

/** GET /wallets/:address/value?range=30d|90d|1y */
export interface WalletValueHistory {
  range: ValueRange;
  status: PriceStatus;
  points: ValuePoint[];
}

export type ActivityDirection = 'in' | 'out';

export interface WalletActivityItem {
  hash: string;
  blockNumber: number;
  /** Seconds since the epoch. */
  at: number;
  direction: ActivityDirection | 'swap';
  /** The assets moved, e.g. both legs of a swap. */
  assets: AssetId[];
  /** The move in the words of alerts: "sent 1,250,000 USDC ($1.25M) to Binance 14". */
  text: string;
  valueUsd: number | null;
  counterparty: string | null;
}

/** GET /wallets/:address/activity?page=1&token=<asset>&direction=in|out */
export interface WalletActivityPage {
  items: WalletActivityItem[];
  page: number;
  pages: number;
  total: number;
}
