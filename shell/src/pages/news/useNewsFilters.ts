// The page's filters live in the URL (?token=&sentiment=) so a reload, a shared link or Back keeps them.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSentiment, type Sentiment } from './newsApi';

/** The Token filter's value for the user's watchlist (token symbols are upper case, addresses 0x…). */
export const WATCHLIST_FILTER = 'watchlist';

export interface ChosenFilters {
  /** A symbol or contract address, WATCHLIST_FILTER, or null for all tokens. */
  token: string | null;
  sentiment: Sentiment | null;
}

export const hasFilters = ({ token, sentiment }: ChosenFilters) => token !== null || sentiment !== null;

export function useNewsFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const sentimentParam = searchParams.get('sentiment');
  const filters: ChosenFilters = { token, sentiment: isSentiment(sentimentParam) ? sentimentParam : null };

  const setFilter = useCallback(
    (name: 'token' | 'sentiment', value: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setToken = useCallback((value: string | null) => setFilter('token', value), [setFilter]);
  const setSentiment = useCallback((value: Sentiment | null) => setFilter('sentiment', value), [setFilter]);
  const clearFilters = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        next.delete('sentiment');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { filters, setToken, setSentiment, clearFilters };
}
