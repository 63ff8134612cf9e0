// AI News (the /news page). Public, as the page is: the stories are published news, nothing of a user's.
//   GET /news?token=&sentiment=&cursor=&limit=   newest first: { items, nextCursor }
//        token: symbols and/or contract addresses, comma-separated (stories mentioning any of them)
//   GET /news/tokens                             the tokens stories are matched against
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { KNOWN_TOKENS, tokenSymbolOf } from './known-tokens';
import { listStories, type StoredStory } from './repo';
import { SENTIMENTS, type Sentiment } from './sentiment';

export const UNKNOWN_TOKEN_FILTER = 'token: name known tokens by symbol or contract address (see /news/tokens)';
export const BAD_CURSOR = 'cursor: not a cursor from a previous page';

export type NewsItem = {
  id: string;
  title: string;
  url: string;
  source: string;
  publishedAt: string;
  summary: string;
  sentiment: Sentiment;
  tokens: string[];
};

const cursorOf = (story: StoredStory) => Buffer.from(`${story.publishedAt.toISOString()}|${story.id}`).toString('base64url');

const cursor = z
  .string()
  .transform((value, context) => {
    const [time, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
    const publishedAt = new Date(time ?? '');
    // A story's date is in years 1–9999: anything else is no cursor of ours (and Postgres would refuse it).
    const year = publishedAt.getUTCFullYear();
    if (Number.isNaN(publishedAt.getTime()) || year < 1 || year > 9999 || !z.uuid().safeParse(id).success) {
      context.addIssue({ code: 'custom', message: 'not a cursor from a previous page' });
      return z.NEVER;
    }
    return { publishedAt, id: id as string };
  });

const tokens = z
  .string()
  .transform((value, context) => {
    const symbols = value.split(',').map((entry) => entry.trim()).filter(Boolean).map(tokenSymbolOf);
    if (symbols.length === 0 || symbols.some((symbol) => symbol === null)) {
      context.addIssue({ code: 'custom', message: 'name known tokens by symbol or contract address (see /news/tokens)' });
      return z.NEVER;
    }
    return [...new Set(symbols as string[])];
  });

const newsQuery = z.object({
  token: tokens.optional(),
  sentiment: z.enum(SENTIMENTS as [Sentiment, ...Sentiment[]]).optional(),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const toItem = (story: StoredStory): NewsItem => ({
  id: story.id,
  title: story.title,
  url: story.url,
  source: story.source,
  publishedAt: story.publishedAt.toISOString(),
  summary: story.summary,
  sentiment: story.sentiment as Sentiment,
  tokens: story.tokens,
});

export const newsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/news', { schema: { querystring: newsQuery } }, async (request) => {
    const { token, sentiment, cursor: after, limit } = request.query;
    // One more than asked says whether another page follows.
    const stories = await listStories(db, { tokens: token, sentiment, after, limit: limit + 1 });
    const page = stories.slice(0, limit);
    return { items: page.map(toItem), nextCursor: stories.length > limit ? cursorOf(page[page.length - 1]) : null };
  });

  app.get('/news/tokens', async () => ({
    tokens: KNOWN_TOKENS.map(({ symbol, name, address }) => ({ symbol, name, address })),
  }));
};
