// GET /activity: the user's alerts and token flows in the range, narrowed by the filters.
import { call, type ActivityFeed, type ActivityQuery } from '@whalewatch/shared';

export const ACTIVITY_FAILED = 'Failed to load activity';

/** The query string, with only the filters given (what tells one query from another). */
export function activitySearch({ range, wallet, token, direction, minUsd }: ActivityQuery): string {
  const search = new URLSearchParams({ range });
  if (wallet) search.set('wallet', wallet);
  if (token) search.set('token', token);
  if (direction) search.set('direction', direction);
  if (minUsd !== undefined) search.set('minUsd', String(minUsd));
  return search.toString();
}

export function fetchActivity({ range, wallet, token, direction, minUsd }: ActivityQuery, signal?: AbortSignal): Promise<ActivityFeed> {
  return call('GET /activity', { query: { range, wallet, token, direction, minUsd } }, { fallbackError: ACTIVITY_FAILED, signal });
}
