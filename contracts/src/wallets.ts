// One wallet's record (issue 33 §2): its profile (profit and loss, counterparties), its value over time
// and its activity, as the wallet page shows them. Amounts in USD are numbers; an unknown value is null
// (shown as N/A), never 0. A wallet on another user's stealth list answers 403 'This wallet is protected'.
// Each route is about one chain (issue 35): `?chain=` names it, and the answer says which it was.
import { z } from 'zod';
import { chainQuery } from './chains';
import { addressLabel, chainRef } from './common';
import { addressInput } from './inputs/address';
import { route } from './route';
import { walletAddress } from './tracking';

/** Ether goes by 'eth', a token by its lower-case contract address. */
export const assetId = z.union([z.literal('eth'), z.templateLiteral(['0x', z.string()])]);
export type AssetId = z.output<typeof assetId>;

import { PNL_WINDOWS, VALUE_RANGES } from './constants/ranges';

/** Where the prices behind a figure stand: 'unavailable' while the price source fails (retried). */
export const PRICE_STATUSES = ['ok', 'unavailable'] as const;
export type PriceStatus = (typeof PRICE_STATUSES)[number];

export const ACTIVITY_DIRECTIONS = ['in', 'out'] as const;
export type ActivityDirection = (typeof ACTIVITY_DIRECTIONS)[number];

/** The most pages of a wallet's activity one asks for. */
export const MAX_ACTIVITY_PAGE = 100_000;
export const INVALID_ACTIVITY_ASSET = 'token must be eth or a contract address';

/**
 * A wallet's 30-day record where the api has computed it within the hour (its profile was read): what
 * goes beside its name in alerts and holder lists.
 */
export const walletRecordSummary = z.object({
  realizedUsd: z.number(),
  /** 0–1; null with no position closed in the 30 days. */
  winRate: z.number().nullable(),
  closedPositions: z.number(),
});
export type WalletRecordSummary = z.output<typeof walletRecordSummary>;

/** The wallet's transfers the figures are over. */
export const walletHistoryWindow = z.object({
  /** Transfers loaded (token transfers and ether moves). */
  transfers: z.number(),
  /** Seconds since the epoch of the oldest and newest loaded transfer; null with no history. */
  firstAt: z.number().nullable(),
  lastAt: z.number().nullable(),
  /** True when the window was reached: older transfers are not included. */
  windowReached: z.boolean(),
  /** The most transfers loaded for one wallet (100,000, the analyzer's window). */
  windowSize: z.number(),
});
export type WalletHistoryWindow = z.output<typeof walletHistoryWindow>;

/** A disposal matched against what was acquired before it (FIFO), with the transactions behind it. */
export const closedPosition = z.object({
  asset: assetId,
  symbol: z.string(),
  /** Whole tokens disposed of. */
  amount: z.number(),
  proceedsUsd: z.number(),
  costUsd: z.number(),
  pnlUsd: z.number(),
  /** Seconds since the epoch of the disposal. */
  closedAt: z.number(),
  /** The disposal's transaction, then the acquisitions it was matched against. */
  hashes: z.array(z.string()),
});
export type ClosedPosition = z.output<typeof closedPosition>;

export const tokenPnl = z.object({
  asset: assetId,
  symbol: z.string(),
  name: z.string(),
  /** Realized in the window. */
  realizedUsd: z.number(),
  /** What is still held (of the priced acquisitions) at today's price less its cost; null without today's price. */
  unrealizedUsd: z.number().nullable(),
  /** Whole tokens still held of the acquisitions counted. */
  heldAmount: z.number(),
  /** Cost of what is still held. */
  costBasisUsd: z.number(),
});
export type TokenPnl = z.output<typeof tokenPnl>;

export const walletPnl = z.object({
  window: z.enum(PNL_WINDOWS),
  status: z.enum(PRICE_STATUSES),
  realizedUsd: z.number(),
  /** Null when no held token has today's price. */
  unrealizedUsd: z.number().nullable(),
  /** Closed positions in the window. */
  closedPositions: z.number(),
  /** Share (0–1) of closed positions with a profit; null with none closed. */
  winRate: z.number().nullable(),
  tokens: z.array(tokenPnl),
  /** Up to five each, largest first. */
  largestWins: z.array(closedPosition),
  largestLosses: z.array(closedPosition),
  /** Tokens left out because a transfer of theirs has no price ("3 tokens without a price are not included"). */
  unpricedTokens: z.number(),
});
export type WalletPnl = z.output<typeof walletPnl>;

export const counterparty = z.object({
  /** Lower-case. */
  address: z.string(),
  label: addressLabel.nullable(),
  /** USD volume both ways; transfers without a price add nothing. */
  volumeUsd: z.number(),
  count: z.number(),
});
export type Counterparty = z.output<typeof counterparty>;

/** GET /wallets/:address/profile?window=30d|90d|all&chain= */
export const walletProfile = z.object({
  /** Checksummed. */
  address: z.string(),
  /** The chain the history, figures and counterparties are on. */
  chain: chainRef,
  label: addressLabel.nullable(),
  /** On mainnet, the ENS name (viem's getEnsName); null on the devnet or when none. */
  ensName: z.string().nullable(),
  history: walletHistoryWindow,
  /** Every asset in the loaded history, priced or not, by symbol (for filters). */
  assets: z.array(z.object({ asset: assetId, symbol: z.string() })),
  pnl: walletPnl,
  /** The ten it dealt with most, by volume. */
  counterparties: z.array(counterparty),
});
export type WalletProfile = z.output<typeof walletProfile>;

export const valuePoint = z.object({
  /** Seconds since the epoch: the end of the day (UTC) the point is for, or now for the last point. */
  at: z.number(),
  /** Null when no held token could be priced that day. */
  totalUsd: z.number().nullable(),
  /** What made up the total, largest first (tokens without a price that day are left out). */
  tokens: z.array(z.object({ asset: assetId, symbol: z.string(), valueUsd: z.number() })),
});
export type ValuePoint = z.output<typeof valuePoint>;

/** GET /wallets/:address/value?range=30d|90d|1y&chain= */
export const walletValueHistory = z.object({
  /** The chain the values are on. */
  chain: chainRef,
  range: z.enum(VALUE_RANGES),
  status: z.enum(PRICE_STATUSES),
  points: z.array(valuePoint),
});
export type WalletValueHistory = z.output<typeof walletValueHistory>;

export const walletActivityItem = z.object({
  hash: z.string(),
  blockNumber: z.number(),
  /** Seconds since the epoch. */
  at: z.number(),
  direction: z.enum([...ACTIVITY_DIRECTIONS, 'swap']),
  /** The assets moved, e.g. both legs of a swap. */
  assets: z.array(assetId),
  /** The move in the words of alerts: "sent 1,250,000 USDC ($1.25M) to Binance 14". */
  text: z.string(),
  valueUsd: z.number().nullable(),
  counterparty: z.string().nullable(),
});
export type WalletActivityItem = z.output<typeof walletActivityItem>;

/** GET /wallets/:address/activity?page=1&token=<asset>&direction=in|out&chain= */
export const walletActivityPage = z.object({
  /** The chain the moves are on. */
  chain: chainRef,
  items: z.array(walletActivityItem),
  page: z.number(),
  pages: z.number(),
  total: z.number(),
});
export type WalletActivityPage = z.output<typeof walletActivityPage>;

const walletParams = z.object({ address: walletAddress });
/** 'eth', or a token's contract address (kept lower-case). */
const activityAsset = z.union([z.literal('eth'), addressInput(INVALID_ACTIVITY_ASSET)]);

/** Which chain (GET /chains' slug or id); the first chain watched when absent. */
const onChain = { chain: chainQuery.optional() };

export const walletActivityQuery = z.object({
  ...onChain,
  page: z.coerce.number().int().min(1).max(MAX_ACTIVITY_PAGE).default(1),
  token: activityAsset.optional(),
  direction: z.enum(ACTIVITY_DIRECTIONS).optional(),
});

/** What every wallet route may answer besides its success: protected, the chain's history unreadable, or no such chain. */
const walletErrors = ['wallet_protected', 'history_unsupported', 'chain_unavailable', 'chain_busy', 'unknown_chain'] as const;

export const walletsRoutes = {
  'GET /wallets/:address/profile': route({
    method: 'GET',
    path: '/wallets/:address/profile',
    access: 'user',
    params: walletParams,
    query: z.object({ ...onChain, window: z.enum(PNL_WINDOWS).default('30d') }),
    responses: { 200: walletProfile },
    errors: walletErrors,
  }),
  'GET /wallets/:address/value': route({
    method: 'GET',
    path: '/wallets/:address/value',
    access: 'user',
    params: walletParams,
    query: z.object({ ...onChain, range: z.enum(VALUE_RANGES).default('30d') }),
    responses: { 200: walletValueHistory },
    errors: walletErrors,
  }),
  'GET /wallets/:address/activity': route({
    method: 'GET',
    path: '/wallets/:address/activity',
    access: 'user',
    params: walletParams,
    query: walletActivityQuery,
    responses: { 200: walletActivityPage },
    errors: walletErrors,
  }),
} as const;
