// /news "AI News" (spec §2): crypto news summarized by AI, newest first, filtered by token (one token, or the
// tokens on the user's dashboard watchlist) and by sentiment; the filters live in the URL.
import { Lead, LoadFailed, Page, PageTitle, useLoad } from '@whalewatch/shared';
import { useCallback, useRef } from 'react';
import styled from 'styled-components';
import { fetchNewsTokens, newsSearch } from './newsApi';
import { NewsFilters } from './NewsFilters';
import { NewsStories, NoStories } from './NewsStories';
import { useNewsFeed } from './useNewsFeed';
import { hasFilters, useNewsFilters, WATCHLIST_FILTER, type ChosenFilters } from './useNewsFilters';
import { useWatchlistTokens, type WatchlistTokens } from './watchlistTokens';

export const NEWS_TITLE = 'AI News';
export const NEWS_LEAD =
  'Crypto news from around the market, summarized by AI so you can catch up on what moves Ethereum and its tokens in a few lines.';
export const WATCHLIST_LOAD_FAILED = 'Failed to load your watchlist';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

/** What the feed asks the api for, or why it cannot ask yet (or at all) for the watchlist's news. */
type FeedRequest = { kind: 'ask'; search: string } | { kind: 'wait' } | { kind: 'watchlist-failed' } | { kind: 'no-watchlist' };

function feedRequest({ token, sentiment }: ChosenFilters, watchlist: WatchlistTokens): FeedRequest {
  if (token !== WATCHLIST_FILTER) return { kind: 'ask', search: newsSearch({ tokens: token ? [token] : [], sentiment }) };
  switch (watchlist.state) {
    case 'loading':
      return { kind: 'wait' };
    case 'failed':
      return { kind: 'watchlist-failed' };
    case 'signed-out':
      return { kind: 'no-watchlist' };
    case 'loaded':
      return watchlist.value.length === 0
        ? { kind: 'no-watchlist' }
        : { kind: 'ask', search: newsSearch({ tokens: watchlist.value, sentiment }) };
  }
}

export function NewsPage() {
  const { filters, setToken, setSentiment, clearFilters } = useNewsFilters();
  const { watchlist, reload: reloadWatchlist } = useWatchlistTokens();
  const { load: tokens } = useLoad(fetchNewsTokens, 'the news tokens');
  const request = feedRequest(filters, watchlist);
  const { feed, loadingMore, loadMore, retry } = useNewsFeed(request.kind === 'ask' ? request.search : null);
  const tokenSelect = useRef<HTMLSelectElement>(null);

  // The button pressed goes away with the list it was in: the reader continues from the Token filter.
  const showToken = useCallback(
    (symbol: string | null) => {
      setToken(symbol);
      tokenSelect.current?.focus();
    },
    [setToken],
  );
  const clear = useCallback(() => {
    clearFilters();
    tokenSelect.current?.focus();
  }, [clearFilters]);

  return (
    <Page>
      <PageTitle>{NEWS_TITLE}</PageTitle>
      <Lead>{NEWS_LEAD}</Lead>
      <Layout>
        <NewsFilters
          filters={filters}
          tokens={tokens}
          watchlist={watchlist}
          onTokenChange={setToken}
          onSentimentChange={setSentiment}
          tokenSelectRef={tokenSelect}
        />
        <section aria-label="News feed">
          {request.kind === 'watchlist-failed' ? (
            <LoadFailed message={WATCHLIST_LOAD_FAILED} onRetry={reloadWatchlist} />
          ) : request.kind === 'no-watchlist' ? (
            <NoStories filtered onClearFilters={clear} />
          ) : (
            <NewsStories
              feed={feed}
              filtered={hasFilters(filters)}
              loadingMore={loadingMore}
              onLoadMore={() => void loadMore()}
              onRetry={retry}
              onClearFilters={clear}
              onToken={showToken}
            />
          )}
        </section>
      </Layout>
    </Page>
  );
}
