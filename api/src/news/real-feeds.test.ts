// Feeds built after the publishers' real structures (testing/fixtures: CoinDesk's Arc RSS, Cointelegraph's
// CDATA RSS, Decrypt's WordPress RSS with its leading blank line, an Atom feed written relative to
// xml:base), parsed and read over HTTP as they are served: titles and summaries plain text, relative links
// resolved, the model's markup dropped, and the COMP token told apart from the everyday word.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { NewsConfig } from '../config';
import type { Database } from '../db/database';
import { createTestDatabase } from '../testing/test-app';
import { parseFeed } from './feed-parser';
import { ingestFeeds } from './ingest';
import { listStories, type StoredStory } from './repo';
import { chatAnswer, startLlm } from './testing/fake-llm';

const FIXTURES = path.join(__dirname, 'testing', 'fixtures');
const READ_AT = new Date('2026-11-23T12:00:00Z');

/** Where each fixture is served from, by the server below and in the parse tests alike. */
const FEEDS = [
  { file: 'coindesk.rss.xml', path: '/arc/outboundfeeds/rss/' },
  { file: 'cointelegraph.rss.xml', path: '/rss' },
  { file: 'decrypt.rss.xml', path: '/feed' },
  { file: 'ledger.atom.xml', path: '/blog/feed.atom' },
];
const fixture = (file: string) => readFileSync(path.join(FIXTURES, file), 'utf8');

/** An entity, a tag, or a block's break after a closing quote, left in text meant to be plain. */
const MARKUP_LEFT = /&(#\d+|#x[\da-f]+|[a-z]+\d*);|<\/?[a-z][^>]*>|[.!?][”"]\./i;

async function startFeedServer() {
  const server: Server = createServer((request, response) => {
    const feed = FEEDS.find((entry) => entry.path === request.url);
    if (!feed) return void response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': feed.file.endsWith('.atom.xml') ? 'application/atom+xml' : 'application/rss+xml; charset=UTF-8',
    });
    response.end(readFileSync(path.join(FIXTURES, feed.file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urls: FEEDS.map((feed) => `${origin}${feed.path}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("feeds shaped like the publishers'", () => {
  it.each([
    [
      'coindesk.rss.xml',
      'https://www.coindesk.example/arc/outboundfeeds/rss/',
      [
        [
          'Ether & Bitcoin Climb as ETF Desks Report “Steady” Demand',
          'https://coindesk.example/markets/2026/11/23/ether-bitcoin-climb-etf-desks/?utm_medium=referral&utm_source=rss&utm_campaign=headlines',
        ],
        [
          'Compound Governance Pauses One Market After Oracle Glitch',
          'https://coindesk.example/tech/2026/11/23/compound-governance-pauses-market/?utm_medium=referral&utm_source=rss&utm_campaign=headlines',
        ],
        [
          'Long-Term Holders Lean on ‘The Compound Effect’ of Staking Rewards',
          'https://coindesk.example/markets/2026/11/23/holders-staking-compound-effect/?utm_medium=referral&utm_source=rss&utm_campaign=headlines',
        ],
      ],
    ],
    [
      'cointelegraph.rss.xml',
      'https://cointelegraph.example/rss',
      [
        [
          'Chainlink’s Oracle Network Goes Live on Two More Chains — LINK Up 6%',
          'https://cointelegraph.example/news/chainlink-oracle-two-more-chains',
        ],
        [
          'Aave Treasury Buys Back Tokens for a “Rainy-Day” Fund',
          'https://cointelegraph.example/news/aave-treasury-buyback-rainy-day-fund',
        ],
        ['Tether Mints $1B USDT as Exchange Balances Rise', 'https://cointelegraph.example/news/tether-mints-1b-usdt'],
      ],
    ],
    [
      'decrypt.rss.xml',
      'https://decrypt.example/feed',
      [
        ['Uniswap’s Fee Vote Passes & Delegates Eye “Phase Two”', 'https://decrypt.example/312001/uniswap-fee-vote-passes'],
        ['Shiba Inu Burn Rate Jumps After Café Chain’s Payment Launch', 'https://decrypt.example/312002/shiba-inu-burn-rate-jumps'],
      ],
    ],
    [
      'ledger.atom.xml',
      'https://feeds.example/ledger.atom',
      [
        ['Staking Queue Clears & Withdrawals Normalize', 'https://ledger.example/blog/2026/11/staking-queue-clears'],
        ['Bitcoin Miners Sell Less in November', 'https://ledger.example/research/2026/miners-sell-less'],
        ['DAI Savings Rate Holds at 6%', 'https://markets.ledger.example/dai-savings-rate-holds'],
      ],
    ],
  ])('reads %s: titles decoded to plain text, every link absolute', (file, feedUrl, expected) => {
    const feed = parseFeed(fixture(file), READ_AT, feedUrl);
    expect(feed.stories.map((story) => [story.title, story.url])).toEqual(expected);
    expect(feed.title).not.toMatch(MARKUP_LEFT);
  });

  describe('read into the database over HTTP', () => {
    let database: Database;
    let feeds: Awaited<ReturnType<typeof startFeedServer>>;
    beforeEach(async () => {
      database = await createTestDatabase();
      feeds = await startFeedServer();
    });
    afterEach(async () => {
      await feeds.close();
      await database.close();
    });

    const newsConfig = (overrides: Partial<NewsConfig> = {}): NewsConfig => ({
      enabled: false,
      feeds: feeds.urls,
      refreshMs: 60_000,
      ...overrides,
    });
    const byTitle = (stories: StoredStory[], start: string) => {
      const story = stories.find((candidate) => candidate.title.startsWith(start));
      if (!story) throw new Error(`No stored story titled ${start}…`);
      return story;
    };

    it('stores every story with a plain title and summary, its link resolved, and the tokens it names', async () => {
      expect(await ingestFeeds(database.db, newsConfig(), undefined, READ_AT)).toEqual({ feeds: 4, failedFeeds: 0, read: 11, saved: 11 });
      const stories = await listStories(database.db, { limit: 50 });
      for (const story of stories) {
        expect(story.title).not.toMatch(MARKUP_LEFT);
        expect(story.summary).not.toMatch(MARKUP_LEFT);
      }
      expect(byTitle(stories, 'Ether & Bitcoin Climb').summary).toMatch(
        /^Ether rose 4% on Monday .* described client demand as “steady, not frantic\.” /,
      );
      // A link relative to the feed (Cointelegraph, Decrypt), and an item whose description is only a picture.
      expect(byTitle(stories, 'Aave Treasury')).toMatchObject({
        url: `${feeds.origin}/news/aave-treasury-buyback-rainy-day-fund`,
        summary: 'Aave Treasury Buys Back Tokens for a “Rainy-Day” Fund',
        tokens: ['AAVE'],
      });
      expect(byTitle(stories, 'Shiba Inu Burn Rate').url).toBe(`${feeds.origin}/312002/shiba-inu-burn-rate-jumps`);
      // HTML escaped once more inside its CDATA.
      expect(byTitle(stories, 'Tether Mints').summary).toBe(
        'Tether minted another $1 billion of USDT on Monday, its third mint this month. Analysts said the new supply was “likely headed to exchanges,” where stablecoin balances rose 3% this week.',
      );
      // WordPress's embedded tweet script is no part of the story.
      expect(byTitle(stories, 'Uniswap’s Fee Vote').summary).not.toMatch(/widgets|platform\.twitter/);
      expect(byTitle(stories, 'Bitcoin Miners').url).toBe('https://ledger.example/research/2026/miners-sell-less');
      expect(byTitle(stories, 'Compound Governance').tokens).toEqual(['COMP']);
      expect(byTitle(stories, 'Long-Term Holders Lean on ‘The Compound Effect’').tokens).toEqual([]);
    });

    it("stores the model's summaries as plain text, whatever HTML and markdown it wrote", async () => {
      const reply = {
        summary:
          '## Summary\n<p>**Ether** &amp; bitcoin rose.</p><script>steal()</script>\n- Funds bought &#8220;steadily&#8221;\n- Desks were _calm_',
        sentiment: 'bullish',
      };
      const llm = await startLlm(() => chatAnswer(`\`\`\`json\n${JSON.stringify(reply)}\n\`\`\``));
      try {
        await ingestFeeds(database.db, newsConfig({ llm: { baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'm' } }), undefined, READ_AT);
        const stories = await listStories(database.db, { limit: 50 });
        expect(stories).toHaveLength(11);
        for (const story of stories) {
          expect(story).toMatchObject({
            summarizer: 'llm',
            summary: 'Summary. Ether & bitcoin rose. Funds bought “steadily”. Desks were calm.',
          });
        }
      } finally {
        await llm.close();
      }
    });
  });
});
