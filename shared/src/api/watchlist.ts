// The token watchlist (spec §7 "Hosted database"): the table `watchlist`, reached with supabase-js as the
// signed-in user — select token_address by user_id, insert {user_id, token_address}, delete by both. Row-level
// security in Postgres keeps each user to their own rows (README "Accounts and email"). The dashboard's
// Token Watchlist keeps it; the news page's 'My watchlist' filter reads it.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { WatchlistEntry, WatchlistRow } from '@whalewatch/contracts';
import { withAccessToken } from '../auth/accessToken';
import { getSupabase } from '../auth/supabaseClient';

/** Postgres' unique_violation, which PostgREST passes on: the row exists already. */
const UNIQUE_VIOLATION = '23505';

export class AlreadyInWatchlistError extends Error {
  constructor() {
    super('Token already in watchlist');
    this.name = 'AlreadyInWatchlistError';
  }
}

type WatchlistTable = ReturnType<SupabaseClient['from']>;
type Query<Answer> = PromiseLike<Answer> & { setHeader: (name: string, value: string) => unknown };

/**
 * Runs a query on the table as the signed-in user, with the token the api client sends (supabase-js would
 * send its own session's, or none while a refresh of it lost a race with another tab's) and renewed once
 * when PostgREST refuses it.
 */
async function asUser<Answer extends { status: number }>(query: (table: WatchlistTable) => Query<Answer>): Promise<Answer> {
  const supabase = await getSupabase();
  return withAccessToken(
    async (token) => {
      const built = query(supabase.from('watchlist'));
      if (token) built.setHeader('Authorization', `Bearer ${token}`);
      return built;
    },
    (answer) => answer.status === 401,
  );
}

/** The user's token addresses, oldest first (Postgres returns rows in no promised order without one). */
export async function loadWatchlist(userId: string, signal?: AbortSignal): Promise<string[]> {
  const { data, error } = await asUser((table) => {
    const query = table.select('token_address').eq('user_id', userId).order('created_at');
    return signal ? query.abortSignal(signal) : query;
  });
  if (error) throw new Error(error.message);
  // The rows' shape is the contract's (@whalewatch/contracts watchlistRoutes), with the columns selected.
  const rows: Pick<WatchlistRow, 'token_address'>[] = data;
  return rows.map((row) => row.token_address);
}

export async function addToWatchlist(userId: string, tokenAddress: string): Promise<void> {
  const entry: WatchlistEntry = { user_id: userId, token_address: tokenAddress };
  const { error } = await asUser((table) => table.insert([entry]));
  if (error?.code === UNIQUE_VIOLATION) throw new AlreadyInWatchlistError();
  if (error) throw new Error(error.message);
}

export async function removeFromWatchlist(userId: string, tokenAddress: string): Promise<void> {
  const { error } = await asUser((table) => table.delete().eq('user_id', userId).eq('token_address', tokenAddress));
  if (error) throw new Error(error.message);
}
