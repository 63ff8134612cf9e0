// The token watchlist (spec §7 "Hosted database"): the table `watchlist`, reached with supabase-js as the
// signed-in user — select token_address by user_id, insert {user_id, token_address}, delete by both. Row-level
// security in Postgres keeps each user to their own rows (README "Accounts and email"). The dashboard's
// Token Watchlist keeps it; the news page's 'My watchlist' filter reads it.
import { getSupabase } from '../auth/supabaseClient';

/** Postgres' unique_violation, which PostgREST passes on: the row exists already. */
const UNIQUE_VIOLATION = '23505';

export class AlreadyInWatchlistError extends Error {
  constructor() {
    super('Token already in watchlist');
    this.name = 'AlreadyInWatchlistError';
  }
}

const watchlistTable = async () => (await getSupabase()).from('watchlist');

/** The user's token addresses, oldest first (Postgres returns rows in no promised order without one). */
export async function loadWatchlist(userId: string, signal?: AbortSignal): Promise<string[]> {
  const query = (await watchlistTable()).select('token_address').eq('user_id', userId).order('created_at');
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw new Error(error.message);
  return (data as { token_address: string }[]).map((row) => row.token_address);
}

export async function addToWatchlist(userId: string, tokenAddress: string): Promise<void> {
  const { error } = await (await watchlistTable()).insert([{ user_id: userId, token_address: tokenAddress }]);
  if (error?.code === UNIQUE_VIOLATION) throw new AlreadyInWatchlistError();
  if (error) throw new Error(error.message);
}

export async function removeFromWatchlist(userId: string, tokenAddress: string): Promise<void> {
  const { error } = await (await watchlistTable()).delete().eq('user_id', userId).eq('token_address', tokenAddress);
  if (error) throw new Error(error.message);
}
