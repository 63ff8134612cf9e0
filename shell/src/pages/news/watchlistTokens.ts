// The signed-in user's watchlist (the dashboard's Token Watchlist, spec §7 "Hosted database"): the token
// addresses the 'My watchlist' filter asks the news for. Read with supabase-js as the user, like the
// dashboard does; row-level security keeps it to their own rows.
import { getSupabase, useSession, type Load } from '@whalewatch/shared';
import { useCallback, useEffect, useState } from 'react';

/** The user's watchlist token addresses, oldest first. */
export async function readWatchlistTokens(userId: string, signal?: AbortSignal): Promise<string[]> {
  const query = (await getSupabase()).from('watchlist').select('token_address').eq('user_id', userId);
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw new Error(error.message);
  return (data as { token_address: string }[]).map((row) => row.token_address);
}

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
    readWatchlistTokens(userId, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoad({ state: 'loaded', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the watchlist failed', error);
        setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { watchlist: userId ? load : { state: 'signed-out' }, reload };
}
