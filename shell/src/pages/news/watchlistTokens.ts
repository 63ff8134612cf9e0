// The signed-in user's watchlist (the dashboard's Token Watchlist, spec §7 "Hosted database"): the token
// addresses the 'My watchlist' filter asks the news for, read with the shared watchlist calls. Signed out
// there is nothing to read, so nothing is loaded (the shared useLoad always loads).
import { loadWatchlist, useSession, type Load } from '@whalewatch/shared';
import { useCallback, useEffect, useState } from 'react';

export type WatchlistTokens = { state: 'signed-out' } | Load<string[]>;

/** The watchlist's token addresses; a visitor who is not signed in has none to read ('signed-out'). */
export function useWatchlistTokens(): { watchlist: WatchlistTokens; reload: () => void } {
  const userId = useSession((state) => state.user?.id ?? null);
  const [load, setLoad] = useState<Load<string[]>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    loadWatchlist(userId, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoad({ state: 'loaded', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the watchlist failed', error);
        setLoad({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { watchlist: userId ? load : { state: 'signed-out' }, reload };
}
