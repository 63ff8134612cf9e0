// GET /activity faked for the dashboard's suites: the feed a test sets, answered to every query (the
// suites read the queries from the requests the fake recorded).
import type { ActivityFeed, TokenFlow } from '@whalewatch/shared';
import { ok, type RecordedRequest, type RouteHandler } from '@whalewatch/shared/testing';

export const emptyFeed = (): ActivityFeed => ({ items: [], flows: [] });

export function buildTokenFlow(overrides: Partial<TokenFlow> = {}): TokenFlow {
  const flow = { asset: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', symbol: 'USDC', boughtUsd: 1_500, soldUsd: 0, ...overrides };
  return { ...flow, netUsd: overrides.netUsd ?? flow.boughtUsd - flow.soldUsd };
}

/** 'GET /activity' answering `feed` (or what `feed` makes of the request). */
export function fakeActivityRoutes(
  feed: ActivityFeed | ((request: RecordedRequest) => ActivityFeed) = emptyFeed(),
): Record<'GET /activity', RouteHandler> {
  return { 'GET /activity': (request) => ok(typeof feed === 'function' ? feed(request) : feed) };
}
