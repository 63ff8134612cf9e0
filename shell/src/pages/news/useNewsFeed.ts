// The stories for one query: the first page (again whenever the query changes, dropping the answer to the
// one before), then more by cursor on request. A failed first page is the feed's failure; a failed next
// page is only a toast, and the stories already shown stay.
import { toast } from '@whalewatch/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchNews, type NewsStory } from './newsApi';

export const LOAD_MORE_FAILED = 'Failed to load more news';

export type Feed =
  { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; stories: NewsStory[]; nextCursor: string | null };

/** A next page may repeat a story the first one had (a story edited meanwhile): show it once. */
function appendNew(shown: NewsStory[], more: NewsStory[]): NewsStory[] {
  const ids = new Set(shown.map((story) => story.id));
  return [...shown, ...more.filter((story) => !ids.has(story.id))];
}

/** `search` is newsSearch()'s query string; null asks for nothing (the feed stays idle). */
export function useNewsFeed(search: string | null) {
  const [feed, setFeed] = useState<Feed>({ state: search === null ? 'idle' : 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    more.current?.abort();
    setLoadingMore(false);
    if (search === null) {
      setFeed({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setFeed({ state: 'loading' });
    fetchNews(search, null, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setFeed({ state: 'loaded', stories: page.items, nextCursor: page.nextCursor });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the news failed', error);
        setFeed({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [search, attempt]);

  useEffect(() => () => more.current?.abort(), []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const cursor = feed.state === 'loaded' ? feed.nextCursor : null;
  const loadMore = useCallback(async () => {
    if (search === null || cursor === null || more.current?.signal.aborted === false) return;
    const controller = new AbortController();
    more.current = controller;
    setLoadingMore(true);
    try {
      const page = await fetchNews(search, cursor, controller.signal);
      if (controller.signal.aborted) return;
      setFeed((current) =>
        current.state === 'loaded'
          ? { state: 'loaded', stories: appendNew(current.stories, page.items), nextCursor: page.nextCursor }
          : current,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Loading more news failed', error);
      toast.error(LOAD_MORE_FAILED);
    } finally {
      if (more.current === controller) {
        more.current = null;
        setLoadingMore(false);
      }
    }
  }, [search, cursor]);

  return { feed, loadingMore, loadMore, retry };
}
