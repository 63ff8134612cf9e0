// The dashboard's Activity (issue 33 §3): what the user's tracked wallets did in the last 24 h or 7 d —
// their alerts, newest first, and per token the USD bought (received, a swap's bought leg included) and
// sold (sent), valued at each move's block. Answers @whalewatch/contracts' ActivityFeed.
import { ACTIVITY_FEED_SIZE, type ActivityFeed, type ActivityRange, type TokenFlow } from '@whalewatch/contracts';
import type { Db } from '../db';
import { toWalletNotification } from '../notifications';
import { flowSums, matchingAlerts, type FlowSums, type MoveFilter } from './repo';

export { ACTIVITY_FEED_SIZE, ACTIVITY_RANGES, type ActivityRange } from '@whalewatch/contracts';

const RANGE_MS: Record<ActivityRange, number> = { '24h': 24 * 3_600_000, '7d': 7 * 24 * 3_600_000 };

export type ActivityQuery = MoveFilter & { range: ActivityRange; wallet?: string };

/** Dollars to the cent: sums of many doubles should not read $1,500.0000000002. */
const cents = (usd: number) => Math.round(usd * 100) / 100;

/** Largest turnover first (what the whales moved most), then by symbol. */
function tokenFlows(sums: FlowSums[]): TokenFlow[] {
  return sums
    .map(({ asset, symbol, boughtUsd, soldUsd }) => ({
      asset,
      symbol,
      boughtUsd: cents(boughtUsd),
      soldUsd: cents(soldUsd),
      netUsd: cents(boughtUsd - soldUsd),
    }))
    .sort((a, b) => b.boughtUsd + b.soldUsd - (a.boughtUsd + a.soldUsd) || a.symbol.localeCompare(b.symbol));
}

export async function activityFeed(db: Db, userId: string, { range, ...filters }: ActivityQuery, now = Date.now()): Promise<ActivityFeed> {
  const filter = { ...filters, userId, since: new Date(now - RANGE_MS[range]) };
  const [alerts, sums] = await Promise.all([matchingAlerts(db, filter, ACTIVITY_FEED_SIZE), flowSums(db, filter)]);
  return { items: alerts.map(toWalletNotification), flows: tokenFlows(sums) };
}
