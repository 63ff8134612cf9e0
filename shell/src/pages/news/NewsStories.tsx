// What the feed shows under the filters: a spinner on the first page, a failure with 'Try again', the
// empty state (with 'Clear filters' when filters hide everything), or the stories with 'Load more'.
import { Button, Card, LoadFailed, MutedText, Spinner } from '@whalewatch/shared';
import styled from 'styled-components';
import { NEWS_FAILED } from './newsApi';
import { NewsStory } from './NewsStory';
import type { Feed } from './useNewsFeed';

export const LOADING_NEWS = 'Loading news';
export const NO_MATCHING_NEWS = 'No news matches these filters.';
export const NO_NEWS_YET = 'No news yet. Stories appear here as the feeds are read.';
export const CLEAR_FILTERS = 'Clear filters';
export const LOAD_MORE = 'Load more';
export const LOADING_MORE = 'Loading...';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)} 0;
`;

const EmptyState = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

// role="list": Safari drops the list role from a ul without bullets.
const Stories = styled.ul.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(5)};
`;

export interface NewsStoriesProps {
  feed: Feed;
  filtered: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onClearFilters: () => void;
  onToken: (symbol: string) => void;
}

export function NewsStories({ feed, filtered, loadingMore, onLoadMore, onRetry, onClearFilters, onToken }: NewsStoriesProps) {
  if (feed.state === 'idle' || feed.state === 'loading') {
    return (
      <Centered>
        <Spinner label={LOADING_NEWS} />
      </Centered>
    );
  }
  if (feed.state === 'failed') return <LoadFailed message={NEWS_FAILED} onRetry={onRetry} />;
  if (feed.stories.length === 0) return <NoStories filtered={filtered} onClearFilters={onClearFilters} />;
  return (
    <>
      <Stories aria-label="News stories" aria-busy={loadingMore}>
        {feed.stories.map((story) => (
          <li key={story.id}>
            <NewsStory story={story} onToken={onToken} />
          </li>
        ))}
      </Stories>
      {feed.nextCursor !== null ? (
        <More>
          <Button $variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? LOADING_MORE : LOAD_MORE}
          </Button>
        </More>
      ) : null}
    </>
  );
}

export function NoStories({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  return (
    <EmptyState>
      <MutedText>{filtered ? NO_MATCHING_NEWS : NO_NEWS_YET}</MutedText>
      {filtered ? (
        <Button $variant="secondary" onClick={onClearFilters}>
          {CLEAR_FILTERS}
        </Button>
      ) : null}
    </EmptyState>
  );
}
