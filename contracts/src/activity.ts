// The dashboard's Activity (issue 33 §3), behind the bearer token: what the user's tracked wallets did in
// the last 24 h or 7 d — their alerts, newest first, and per token the USD bought and sold.
//   GET /activity?range=24h|7d&wallet=<address>&token=<symbol or address>&direction=in|out&minUsd=<n>
// Each filter narrows the feed and the flows alike: a move matches when its token (by symbol, any case —
// 'ETH' for ether — or by contract address), its direction (an approval is 'out') and its USD value (at
// least minUsd) do, and an alert is listed when one of its moves matches.
import { z } from 'zod';
import { walletNotification } from './notifications';
import { route } from './route';
import { walletAddress } from './tracking';

import { ACTIVITY_RANGES, type ActivityRange } from './constants/ranges';

export const INVALID_ACTIVITY_TOKEN = 'A token is a symbol or a contract address';
export const INVALID_MIN_USD = 'Minimum USD must be a number of at least 0';

const CONTRACT_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** 'USDC' or 'eth' by symbol (any case), '0xa0b8…' by contract. */
const activityToken = z
  .string()
  .trim()
  .regex(/^[^\s]{1,42}$/, INVALID_ACTIVITY_TOKEN)
  .transform((text) => (CONTRACT_ADDRESS.test(text) ? { address: text.toLowerCase() } : { symbol: text }));

export const activityQuery = z.object({
  range: z.enum(ACTIVITY_RANGES).default('24h'),
  /** A tracked wallet's address. */
  wallet: walletAddress.optional(),
  token: activityToken.optional(),
  direction: z.enum(['in', 'out']).optional(),
  // An empty field (?minUsd=) is no minimum, not a minimum of 0 (which would leave out unpriced moves).
  minUsd: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: INVALID_MIN_USD }).min(0, INVALID_MIN_USD).max(1e15).optional(),
  ),
});
/** GET /activity's query as a screen sends it (and matches live alerts against). */
export interface ActivityQuery {
  range: ActivityRange;
  /** A tracked wallet's address. */
  wallet?: string;
  /** A symbol (any case) or a contract address. */
  token?: string;
  direction?: 'in' | 'out';
  minUsd?: number;
}

/**
 * A token's flow across the user's tracked wallets in the range, in USD at each move's block: what they
 * received (a swap's bought leg included) and what they sent. Moves without a price add nothing, and
 * approvals are not flows.
 */
export const tokenFlow = z.object({
  /** 'eth' for ether, else the token's lower-case contract address. */
  asset: z.string(),
  symbol: z.string(),
  boughtUsd: z.number(),
  soldUsd: z.number(),
  /** boughtUsd − soldUsd. */
  netUsd: z.number(),
});
export type TokenFlow = z.output<typeof tokenFlow>;

export const activityFeed = z.object({
  /** The user's alerts from their tracked wallets, newest first, at most ACTIVITY_FEED_SIZE; a reorg's
   * retracted ones are left out. */
  items: z.array(walletNotification),
  /** Largest turnover (bought + sold) first. */
  flows: z.array(tokenFlow),
});
export type ActivityFeed = z.output<typeof activityFeed>;

export const activityRoutes = {
  'GET /activity': route({
    method: 'GET',
    path: '/activity',
    access: 'user',
    query: activityQuery,
    responses: { 200: activityFeed },
    errors: [],
  }),
} as const;
