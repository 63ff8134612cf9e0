// What GET /activity answers (issue 33 §3): what the user's tracked wallets did in the last 24 h or 7 d,
// as the dashboard's Activity shows it — the alerts, and per token the USD bought and sold.
import type { WalletNotification } from './entities';

export type ActivityRange = '24h' | '7d';
export const ACTIVITY_RANGES: readonly ActivityRange[] = ['24h', '7d'];

/** The feed's length: the newest alerts in the range (the flows count them all). */
export const ACTIVITY_FEED_SIZE = 100;

/**
 * GET /activity's query. Each filter narrows the feed and the flows alike: a move matches when its token
 * (by symbol, any case — 'ETH' for ether — or by contract address), its direction (an approval is 'out')
 * and its USD value (at least `minUsd`) do; an alert is listed when one of its moves matches.
 */
export interface ActivityQuery {
  range: ActivityRange;
  /** A tracked wallet's address. */
  wallet?: string;
  token?: string;
  direction?: 'in' | 'out';
  minUsd?: number;
}

/**
 * A token's flow across the user's tracked wallets in the range, in USD at each move's block: what they
 * received (a swap's bought leg included) and what they sent. Moves without a price add nothing, and
 * approvals are not flows.
 */
export interface TokenFlow {
  /** 'eth' for ether, else the token's lower-case contract address. */
  asset: string;
  symbol: string;
  boughtUsd: number;
  soldUsd: number;
  /** boughtUsd − soldUsd. */
  netUsd: number;
}

export interface ActivityFeed {
  /** The user's alerts from their tracked wallets, newest first, at most ACTIVITY_FEED_SIZE; a reorg's
   * retracted ones are left out. */
  items: WalletNotification[];
  /** Largest turnover (bought + sold) first. */
  flows: TokenFlow[];
}
