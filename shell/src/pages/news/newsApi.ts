// The product api's news routes: a page of stories for the filters (newest first, then the next page by
// cursor), and the tokens the stories are matched against (the Token filter's choices).
import { call } from '@whalewatch/shared';

// The answers' types are the routes' contracts' (@whalewatch/contracts newsRoutes), as call() gives them.
export type NewsPage = Awaited<ReturnType<typeof call<'GET /news'>>>;
export type NewsStory = NewsPage['items'][number];
export type Sentiment = NewsStory['sentiment'];
export type NewsToken = Awaited<ReturnType<typeof call<'GET /news/tokens'>>>['tokens'][number];

export const SENTIMENT_LABELS = { bullish: 'Bullish', bearish: 'Bearish', neutral: 'Neutral' } as const satisfies Record<Sentiment, string>;
/** The Sentiment filter's choices, in this order: every one the contract has (SENTIMENT_LABELS says so). */
export const SENTIMENTS = ['bullish', 'bearish', 'neutral'] as const satisfies readonly Sentiment[];

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
  const sentiment = params.get('sentiment');
  const query = {
    token: params.get('token') ?? undefined,
    sentiment: isSentiment(sentiment) ? sentiment : undefined,
    cursor: cursor ?? undefined,
  };
  return call('GET /news', { query }, { fallbackError: NEWS_FAILED, signal });
}

export async function fetchNewsTokens(signal?: AbortSignal): Promise<NewsToken[]> {
  const { tokens } = await call('GET /news/tokens', undefined, { signal });
  return tokens;
}
