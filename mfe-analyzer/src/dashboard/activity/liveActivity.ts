// The loaded Activity with the alerts that arrived live since (shared's live alerts): each new one that
// the filters let through goes on top of the feed and into the flows, a status change replaces its
// alert, and a reorg's retraction takes it out again. The filters read as the api reads them
// (api/src/activity): a move matches when its token, direction and USD value do; an alert when one of
// its moves does.
import {
  ACTIVITY_FEED_SIZE,
  type ActivityFeed,
  type ActivityQuery,
  type ActivityRange,
  type AlertMove,
  type TokenFlow,
  type WalletNotification,
} from '@whalewatch/shared';

export const RANGE_MS: Record<ActivityRange, number> = { '24h': 24 * 3_600_000, '7d': 7 * 24 * 3_600_000 };

const CONTRACT_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const hasMoveFilter = ({ token, direction, minUsd }: ActivityQuery) => Boolean(token || direction || minUsd !== undefined);

function moveMatches(move: AlertMove, { token, direction, minUsd }: ActivityQuery): boolean {
  if (token) {
    const sameToken = CONTRACT_ADDRESS.test(token) ? move.token === token.toLowerCase() : move.symbol.toUpperCase() === token.toUpperCase();
    if (!sameToken) return false;
  }
  if (direction && move.direction !== direction) return false;
  return minUsd === undefined || (move.valueUsd !== null && move.valueUsd >= minUsd);
}

export function alertMatches(alert: WalletNotification, query: ActivityQuery): boolean {
  if (query.wallet && alert.wallet.address.toLowerCase() !== query.wallet.toLowerCase()) return false;
  return !hasMoveFilter(query) || alert.moves.some((move) => moveMatches(move, query));
}

/** Adds (sign 1) or takes out (sign −1) the alert's valued, matching moves; approvals move nothing. */
function countFlows(flows: Map<string, TokenFlow>, alert: WalletNotification, query: ActivityQuery, sign: 1 | -1): void {
  for (const move of alert.moves) {
    if (move.kind === 'approval' || move.valueUsd === null || !moveMatches(move, query)) continue;
    const asset = move.token ?? 'eth';
    const flow = flows.get(asset) ?? { asset, symbol: move.symbol, boughtUsd: 0, soldUsd: 0, netUsd: 0 };
    const usd = sign * move.valueUsd;
    flows.set(asset, move.direction === 'in' ? { ...flow, boughtUsd: flow.boughtUsd + usd } : { ...flow, soldUsd: flow.soldUsd + usd });
  }
}

const cents = (usd: number) => Math.round(usd * 100) / 100;
const newestFirst = (a: WalletNotification, b: WalletNotification) => b.createdAt.localeCompare(a.createdAt);

/** As the api orders them: largest turnover first, then by symbol; a token whose moves all left drops out. */
function orderedFlows(flows: Map<string, TokenFlow>): TokenFlow[] {
  return [...flows.values()]
    .map((flow) => ({
      ...flow,
      boughtUsd: cents(flow.boughtUsd),
      soldUsd: cents(flow.soldUsd),
      netUsd: cents(flow.boughtUsd - flow.soldUsd),
    }))
    .filter((flow) => flow.boughtUsd !== 0 || flow.soldUsd !== 0)
    .sort((a, b) => b.boughtUsd + b.soldUsd - (a.boughtUsd + a.soldUsd) || a.symbol.localeCompare(b.symbol));
}

export interface LiveContext {
  query: ActivityQuery;
  /** The tracked wallets' addresses, lower-case: the feed is about them only. */
  tracked: ReadonlySet<string>;
  now: number;
}

export interface LiveActivity extends ActivityFeed {
  /** The live alerts added to the feed, newest first. */
  added: WalletNotification[];
}

/**
 * `feed` with the `live` alerts (the latest state of each) merged in. An alert the feed did not list is
 * new — unless the feed is full and it is older than all it lists: then it is an older alert's status
 * change, already counted in the flows.
 */
export function withLiveAlerts(feed: ActivityFeed, live: Iterable<WalletNotification>, { query, tracked, now }: LiveContext): LiveActivity {
  const items = new Map(feed.items.map((alert) => [alert.id, alert]));
  const flows = new Map(feed.flows.map((flow) => [flow.asset, flow]));
  const oldestListed = feed.items[feed.items.length - 1]?.createdAt ?? '';
  const full = feed.items.length >= ACTIVITY_FEED_SIZE;
  const since = now - RANGE_MS[query.range];
  const added: WalletNotification[] = [];

  for (const alert of live) {
    const listed = items.get(alert.id);
    if (listed) {
      if (alert.status === 'retracted') {
        items.delete(alert.id);
        countFlows(flows, listed, query, -1);
      } else {
        items.set(alert.id, alert);
      }
      continue;
    }
    const isNew =
      alert.status !== 'retracted' &&
      tracked.has(alert.wallet.address.toLowerCase()) &&
      Date.parse(alert.createdAt) >= since &&
      !(full && alert.createdAt < oldestListed) &&
      alertMatches(alert, query);
    if (!isNew) continue;
    items.set(alert.id, alert);
    countFlows(flows, alert, query, 1);
    added.push(alert);
  }

  return {
    items: [...items.values()].sort(newestFirst).slice(0, ACTIVITY_FEED_SIZE),
    flows: orderedFlows(flows),
    added: added.sort(newestFirst),
  };
}
