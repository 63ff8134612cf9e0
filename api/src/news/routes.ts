// AI News (the /news page). Public, as the page is: the stories are published news, nothing of a user's.
// The routes' contracts are @whalewatch/contracts' newsRoutes:
//   GET /news?token=&sentiment=&cursor=&limit=   newest first: { items, nextCursor }
//        token: symbols and/or contract addresses, comma-separated (stories mentioning any of them)
//   GET /news/tokens                             the tokens stories are matched against
import { newsRoutes as contract, newsCursorOf, type NewsStory } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../db';
import { endpoint } from '../http';
import { KNOWN_TOKENS } from './known-tokens';
import { listStories, type StoredStory } from './repo';
import { SENTIMENTS, type Sentiment } from './sentiment';

export { BAD_CURSOR, UNKNOWN_TOKEN_FILTER } from '@whalewatch/contracts';

/** A story as the api answers it. */
export type NewsItem = NewsStory;

const isSentiment = (value: string): value is Sentiment => SENTIMENTS.some((sentiment) => sentiment === value);

const toItem = (story: StoredStory): NewsItem => ({
  id: story.id,
  title: story.title,
  url: story.url,
  source: story.source,
  publishedAt: story.publishedAt.toISOString(),
  summary: story.summary,
  // Stored by the summarizer as one of these; anything else reads as no opinion.
  sentiment: isSentiment(story.sentiment) ? story.sentiment : 'neutral',
  tokens: story.tokens,
});

export const newsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.route({
    ...endpoint(contract['GET /news']),
    handler: async (request) => {
      const { token, sentiment, cursor: after, limit } = request.query;
      // One more than asked says whether another page follows.
      const stories = await listStories(db, { tokens: token, sentiment, after, limit: limit + 1 });
      const page = stories.slice(0, limit).map(toItem);
      return { items: page, nextCursor: stories.length > limit ? newsCursorOf(page[page.length - 1]) : null };
    },
  });

  app.route({
    ...endpoint(contract['GET /news/tokens']),
    handler: () => ({
      tokens: KNOWN_TOKENS.map(({ symbol, name, address }) => ({ symbol, name, address })),
    }),
  });
  done();
};
