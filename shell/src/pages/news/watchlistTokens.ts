// The signed-in user's watchlist (the dashboard's Token Watchlist, spec §7 "Hosted database"): the token
// addresses the 'My watchlist' filter asks the news for, read with the shared watchlist calls.
import { loadWatchlist, useLoad, useSession, type Load } from '@whalewatch/shared';
import { useCallback } from 'react';

export type WatchlistTokens = { state: 'signed-out' } | Load<string[]>;

/** The watchlist's token addresses; a visitor who is not signed in has none to read ('signed-out'). */
export function useWatchlistTokens(): { watchlist: WatchlistTokens; reload: () => void } {
  const userId = useSession((state) => state.user?.id ?? null);
  const fetchTokens = useCallback(async (signal: AbortSignal) => (userId ? loadWatchlist(userId, signal) : []), [userId]);
  const { load, reload } = useLoad(fetchTokens, 'the watchlist');
  return { watchlist: userId ? load : { state: 'signed-out' }, reload };
}
