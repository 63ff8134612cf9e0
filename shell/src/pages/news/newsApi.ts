// The product api's news routes: a page of stories for the filters (newest first, then the next page by
// cursor), and the tokens the stories are matched against (the Token filter's choices).
import { api } from '@whalewatch/shared';

export const SENTIMENTS = ['bullish', 'bearish', 'neutral'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
export const SENTIMENT_LABELS: Record<Sentiment, string> = { bullish: 'Bullish', bearish: 'Bearish', neutral: 'Neutral' };

export interface NewsStory {
  id: string;
  title: string;
  url: string;
  source: string;
  /** ISO 8601. */
  publishedAt: string;
  summary: string;
  sentiment: Sentiment;
  /** Symbols, e.g. 'ETH', 'LINK'. */
  tokens: string[];
}

export interface NewsPage {
  items: NewsStory[];
  nextCursor: string | null;
}

export interface NewsToken {
  symbol: string;
  name: string;
  address: string | null;
}

export interface NewsQuery {
  /** Symbols and/or contract addresses; stories mentioning any of them. None: every story. */
  tokens: string[];
  sentiment: Sentiment | null;
}

export const NEWS_FAILED = 'Failed to load news';

export const isSentiment = (value: string | null): value is Sentiment => SENTIMENTS.some((sentiment) => sentiment === value);

/** The query string of the first page, e.g. 'token=ETH%2CLINK&sentiment=bullish' ('' for every story). */
export function newsSearch({ tokens, sentiment }: NewsQuery): string {
  const search = new URLSearchParams();
  if (tokens.length > 0) search.set('token', tokens.join(','));
  if (sentiment) search.set('sentiment', sentiment);
  return search.toString();
}

/** One page of stories: the first without a cursor, the next with the previous page's nextCursor. */
export function fetchNews(search: string, cursor: string | null, signal?: AbortSignal): Promise<NewsPage> {
  const params = new URLSearchParams(search);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api.get<NewsPage>(query ? `/news?${query}` : '/news', { fallbackError: NEWS_FAILED, signal });
}

export async function fetchNewsTokens(signal?: AbortSignal): Promise<NewsToken[]> {
  const { tokens } = await api.get<{ tokens: NewsToken[] }>('/news/tokens', { signal });
  return tokens;
}
