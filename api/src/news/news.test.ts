// The news reader end to end: the bundled feeds read into the database (the story two outlets carried
// stored once, nothing twice on the next run), a broken or oversized feed logged and skipped, summaries
// from an OpenAI-compatible endpoint (a local HTTP server speaking chat-completions) with the offline
// fallback, several at once within a run's deadline, and GET /news with its filters and pages.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, SAMPLE_NEWS_FEEDS, type NewsConfig } from '../config';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { expectAnswer } from '../testing/contract-answer';
import { createTestApp, createTestDatabase, type TestApp } from '../testing/test-app';
import type { Database } from '../db/database';
import { FEED_TOO_LARGE, FEED_UNREADABLE, ingestFeeds } from './ingest';
import { FEED_MAX_BYTES, SUMMARY_MAX_CHARS, TITLE_MAX_CHARS } from './limits';
import { listStories } from './repo';
import { LlmError, llmSummary } from './llm-summarizer';
import type { NewsItem } from './routes';
import { LLM_DEADLINE_PASSED, LLM_FAILED, SUMMARY_BUDGET } from './story-summaries';
import { chatAnswer, delay, never, startLlm } from './testing/fake-llm';

/** A feed server whose feed never ends (or, with `declaredBytes`, announces that length and sends
 *  nothing): it writes only as fast as the reader takes, and counts the bytes it got out. */
async function startEndlessFeed(declaredBytes?: number) {
  let sent = 0;
  let closed: () => void = () => undefined;
  const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
  const item = Buffer.from(
    '<item><title>Again</title><link>https://endless.example/again</link><description>More of the same.</description></item>'.repeat(500),
  );
  const server: Server = createServer((_request, response) => {
    response.on('close', closed);
    if (declaredBytes !== undefined) {
      response.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': String(declaredBytes) }).flushHeaders();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    response.write('<rss version="2.0"><channel><title>Endless</title>');
    const pump = () => {
      while (!response.destroyed) {
        sent += item.length;
        if (!response.write(item)) return void response.once('drain', pump);
      }
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed.xml`,
    sent: () => sent,
    connectionClosed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const newsConfig = (overrides: Partial<NewsConfig> = {}): NewsConfig => ({
  enabled: false,
  feeds: SAMPLE_NEWS_FEEDS,
  refreshMs: 60_000,
  ...overrides,
});
const quietLog = () => ({
  warnings: [] as string[],
  details: [] as Record<string, unknown>[],
  warn(object: object, message: string) {
    this.warnings.push(message);
    this.details.push(object as Record<string, unknown>);
  },
});

describe('the LLM client', () => {
  it('posts the title and text to chat/completions with the key and model, and reads the JSON answer', async () => {
    const llm = await startLlm(() => chatAnswer('```json\n{"summary": "Ether rose. Staking grew.", "sentiment": "bullish"}\n```'));
    try {
      const answer = await llmSummary({ baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'test-model' }, 'ETH up', 'Ether rose on Sunday.');
      expect(answer).toEqual({ summary: 'Ether rose. Staking grew.', sentiment: 'bullish' });
      expect(llm.seen[0].authorization).toBe('Bearer sk-test');
      expect(llm.seen[0].body.model).toBe('test-model');
      expect(llm.seen[0].body.messages.map((message) => message.role)).toEqual(['system', 'user']);
      expect(llm.seen[0].body.messages[1].content).toBe('Title: ETH up\n\nEther rose on Sunday.');
    } finally {
      await llm.close();
    }
  });

  it.each([
    ['an error status', { status: 500, body: { error: { message: 'overloaded' } } }, 'The summarizer answered 500'],
    ['no JSON in the reply', chatAnswer('Ether rose.'), 'The reply holds no JSON object'],
    ['an unknown sentiment', chatAnswer('{"summary": "x", "sentiment": "moon"}'), 'The summarizer answered in an unexpected shape'],
    ['no choices', { status: 200, body: { choices: [] } }, 'The summarizer answered in an unexpected shape'],
  ])('raises an LlmError for %s', async (_case, reply, message) => {
    const llm = await startLlm(() => reply);
    try {
      const failing = llmSummary({ baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'm' }, 't', 'x');
      await expect(failing).rejects.toThrow(LlmError);
      await expect(llmSummary({ baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'm' }, 't', 'x')).rejects.toThrow(message);
    } finally {
      await llm.close();
    }
  });

  it('gives up on an endpoint that accepts and never answers at its deadline, with an LlmError', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = performance.now();
      await expect(
        llmSummary({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm', timeoutMs: 300 }, 't', 'x'),
      ).rejects.toThrow('The summarizer could not be reached');
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('raises an LlmError when the endpoint cannot be reached', async () => {
    await expect(llmSummary({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm' }, 't', 'x')).rejects.toThrow(
      'The summarizer could not be reached',
    );
  });

  it('sends no temperature unless LLM_TEMPERATURE is set, and then sends it', async () => {
    const llm = await startLlm(() => chatAnswer('{"summary": "Ether rose.", "sentiment": "bullish"}'));
    try {
      const env = { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-test' };
      for (const config of [
        loadConfig(env).news.llm,
        loadConfig({ ...env, LLM_TEMPERATURE: '' }).news.llm,
        loadConfig({ ...env, LLM_TEMPERATURE: '0.7' }).news.llm,
      ]) {
        if (!config) throw new Error('The LLM is configured');
        await llmSummary(config, 't', 'x');
      }
      expect(llm.seen.map(({ body }) => 'temperature' in body)).toEqual([false, false, true]);
      expect(llm.seen[2].body.temperature).toBe(0.7);
      for (const temperature of ['warm', '-1', '2.5']) {
        expect(() => loadConfig({ ...env, LLM_TEMPERATURE: temperature })).toThrow('LLM_TEMPERATURE: must be a number from 0 to 2');
      }
    } finally {
      await llm.close();
    }
  });
});

describe('reading the feeds', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('stores each story once across sources, with an offline summary, a sentiment and its tokens; the next run adds nothing', async () => {
    const first = await ingestFeeds(database.db, newsConfig());
    expect(first).toEqual({ feeds: 3, failedFeeds: 0, read: 13, saved: 12 });
    expect(await ingestFeeds(database.db, newsConfig())).toEqual({ feeds: 3, failedFeeds: 0, read: 13, saved: 0 });

    const stories = await listStories(database.db, { limit: 50 });
    expect(stories).toHaveLength(12);
    const rally = stories.filter((story) => story.title.toLowerCase().startsWith('ethereum rallies past $3,400'));
    expect(rally).toHaveLength(1);
    expect(rally[0]).toMatchObject({ source: 'Crypto Daily', sentiment: 'bullish', summarizer: 'extractive', tokens: ['ETH'] });
    expect(rally[0].summary).toMatch(/^Ether climbed 6% on Sunday/);
    const exploit = stories.find((story) => story.title.startsWith('DeFi Lender Hit'));
    expect(exploit).toMatchObject({ sentiment: 'bearish', tokens: ['DAI', 'USDC', 'COMP'] });
    expect(stories.find((story) => story.title.startsWith('Whale Wallets'))).toMatchObject({ source: 'The Chain Ledger', tokens: ['ETH'] });
  });

  it('logs a feed that is broken or unreachable and still reads the others', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'news-'));
    const broken = path.join(dir, 'broken.xml');
    writeFileSync(broken, '<rss><channel><title>Broken</channel>');
    const log = quietLog();
    const result = await ingestFeeds(
      database.db,
      newsConfig({ feeds: [pathToFileURL(broken).href, 'http://127.0.0.1:9/feed.xml', SAMPLE_NEWS_FEEDS[2]] }),
      log,
    );
    expect(result).toEqual({ feeds: 3, failedFeeds: 2, read: 4, saved: 4 });
    expect(log.warnings).toEqual([FEED_UNREADABLE, FEED_UNREADABLE]);
  });

  it('skips a feed that never ends, stopping the read at FEED_MAX_BYTES, names it in the log, and still reads the others', async () => {
    const endless = await startEndlessFeed();
    try {
      const log = quietLog();
      const result = await ingestFeeds(database.db, newsConfig({ feeds: [endless.url, SAMPLE_NEWS_FEEDS[2]] }), log);
      expect(result).toEqual({ feeds: 2, failedFeeds: 1, read: 4, saved: 4 });
      expect(log.warnings).toEqual([FEED_TOO_LARGE]);
      expect(log.details[0].feed).toBe(endless.url);
      expect(String(log.details[0].err)).toContain(`${endless.url} is larger than ${FEED_MAX_BYTES} bytes`);
      // The reader hung up: the server got out the cap and what the sockets' buffers hold, no more.
      await endless.connectionClosed;
      expect(endless.sent()).toBeGreaterThan(FEED_MAX_BYTES);
      expect(endless.sent()).toBeLessThan(FEED_MAX_BYTES + 16 * 1024 * 1024);
    } finally {
      await endless.close();
    }
  });

  it('refuses a feed whose declared length is over FEED_MAX_BYTES without waiting for its body', async () => {
    const huge = await startEndlessFeed(50 * 1024 * 1024);
    try {
      const log = quietLog();
      const result = await ingestFeeds(database.db, newsConfig({ feeds: [huge.url] }), log);
      expect(result).toEqual({ feeds: 1, failedFeeds: 1, read: 0, saved: 0 });
      expect(log.warnings).toEqual([FEED_TOO_LARGE]);
      await huge.connectionClosed;
    } finally {
      await huge.close();
    }
  });

  it('stores a story with a title longer than Postgres can index and a story-sized run-on text, both cut', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'news-'));
    const feed = path.join(dir, 'long.xml');
    // Varied words: a repeated letter would compress and slip under the index's size limit.
    const title = Array.from({ length: 1_500 }, (_, index) => `ether${index.toString(36)}`).join(' ');
    const text = `<p>${'Whales keep buying ether '.repeat(8_000)}</p>`;
    writeFileSync(
      feed,
      `<rss version="2.0"><channel><title>Long</title><item><title>${title}</title><link>https://long.example/1</link><description><![CDATA[${text}]]></description></item></channel></rss>`,
    );
    const result = await ingestFeeds(database.db, newsConfig({ feeds: [pathToFileURL(feed).href] }));
    expect(result).toEqual({ feeds: 1, failedFeeds: 0, read: 1, saved: 1 });
    const [story] = await listStories(database.db, { limit: 1 });
    expect(story.title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(story.summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(story.tokens).toEqual(['ETH']);
  });

  it('summarizes with the LLM when one is configured, and falls back to the offline summary when it fails', async () => {
    let calls = 0;
    const llm = await startLlm(() => {
      calls += 1;
      return calls === 2
        ? { status: 503, body: {} }
        : chatAnswer('{"summary": "Written by the model. Two sentences.", "sentiment": "neutral"}');
    });
    try {
      const log = quietLog();
      await ingestFeeds(
        database.db,
        newsConfig({ feeds: [SAMPLE_NEWS_FEEDS[2]], llm: { baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'm' } }),
        log,
      );
      const stories = await listStories(database.db, { limit: 50 });
      expect(stories.map((story) => story.summarizer).sort()).toEqual(['extractive', 'llm', 'llm', 'llm']);
      expect(
        stories
          .filter((story) => story.summarizer === 'llm')
          .every((story) => story.summary === 'Written by the model. Two sentences.' && story.sentiment === 'neutral'),
      ).toBe(true);
      expect(log.warnings).toEqual([LLM_FAILED]);
    } finally {
      await llm.close();
    }
  });

  it('asks the model about several stories at once, never more than the budget allows', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'news-'));
    const feed = path.join(dir, 'ten.xml');
    const items = Array.from(
      { length: 10 },
      (_, index) =>
        `<item><title>Whales buy ether, day ${index}</title><link>https://ten.example/${index}</link><description>Whales bought more ether on day ${index}. Exchanges saw outflows.</description></item>`,
    );
    writeFileSync(feed, `<rss version="2.0"><channel><title>Ten</title>${items.join('')}</channel></rss>`);
    const llm = await startLlm(async () => {
      await delay(150);
      return chatAnswer('{"summary": "Written by the model.", "sentiment": "neutral"}');
    });
    try {
      const config = newsConfig({ feeds: [pathToFileURL(feed).href], llm: { baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'm' } });
      const result = await ingestFeeds(database.db, config, quietLog(), new Date(), undefined, { ...SUMMARY_BUDGET, concurrency: 3 });
      expect(result.saved).toBe(10);
      expect(llm.seen).toHaveLength(10);
      expect(llm.mostAtOnce()).toBe(3);
      expect((await listStories(database.db, { limit: 50 })).every((story) => story.summarizer === 'llm')).toBe(true);
    } finally {
      await llm.close();
    }
  });

  it("ends the summaries of a model that never answers at the run's deadline, with offline summaries for every story", async () => {
    const llm = await startLlm(never);
    try {
      const log = quietLog();
      const config = newsConfig({ llm: { baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'm' } });
      const started = performance.now();
      const result = await ingestFeeds(database.db, config, log, new Date(), undefined, {
        concurrency: 4,
        deadlineMs: 1_000,
        requestTimeoutMs: 20_000,
      });
      expect(performance.now() - started).toBeLessThan(4_000);
      expect(result).toEqual({ feeds: 3, failedFeeds: 0, read: 13, saved: 12 });
      // The first four calls were cut at the deadline; no story after them was sent.
      expect(llm.seen).toHaveLength(4);
      expect((await listStories(database.db, { limit: 50 })).every((story) => story.summarizer === 'extractive')).toBe(true);
      expect(log.warnings).toEqual([LLM_DEADLINE_PASSED]);
    } finally {
      await llm.close();
    }
  });
});

describe('GET /news', () => {
  let mailbox: Mailbox;
  let t: TestApp;
  let user: SessionBody;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
    user = await signUp(t.app, mailbox);
    await t.app.news.refresh();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  const get = (query = '', session: SessionBody | null = user) =>
    t.app.inject({
      method: 'GET',
      url: `/news${query}`,
      headers: session ? { authorization: `Bearer ${session.session.access_token}` } : {},
    });
  type Page = { items: NewsItem[]; nextCursor: string | null };

  it('lists the stories newest first, with everything the page shows', async () => {
    const response = await get();
    expectAnswer('GET /news', response, 200);
    const page = response.json<Page>();
    expect(page.items).toHaveLength(12);
    expect(page.nextCursor).toBeNull();
    const times = page.items.map((item) => item.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      title: 'Ethereum Rallies Past $3,400 as Staking Inflows Hit a Record High',
      url: 'https://cryptodaily.example/markets/ethereum-rallies-staking-inflows?utm_source=rss',
      source: 'Crypto Daily',
      publishedAt: '2026-11-22T14:05:00.000Z',
      summary: expect.stringMatching(/^Ether climbed 6% on Sunday/),
      sentiment: 'bullish',
      tokens: ['ETH'],
    });
  });

  it('filters by token (symbol in any case, or contract address, several at once) and by sentiment', async () => {
    const titles = async (query: string) => (await get(query)).json<Page>().items.map((item) => item.title);
    expect(await titles('?token=link')).toEqual(['Chainlink Expands Cross-Chain Interoperability Protocol to Five New Networks']);
    expect(await titles('?token=0x6B175474E89094C44Da98b954EedeAC495271d0F')).toEqual([
      'MakerDAO Raises DAI Savings Rate to 7% to Defend the Peg',
      'DeFi Lender Hit by $18 Million Exploit; Compound Pauses a Market as a Precaution',
    ]);
    expect(await titles('?token=SHIB,BAT')).toEqual([
      'Shiba Inu Burn Rate Jumps, but SHIB Price Stays Flat',
      'Brave Reports 90 Million Monthly Users; BAT Rewards Program Unchanged',
    ]);
    const bearish = (await get('?sentiment=bearish')).json<Page>().items;
    expect(bearish.length).toBeGreaterThan(0);
    expect(bearish.every((item) => item.sentiment === 'bearish')).toBe(true);
    const ethBullish = (await get('?token=ETH&sentiment=bullish')).json<Page>().items;
    expect(ethBullish.every((item) => item.tokens.includes('ETH') && item.sentiment === 'bullish')).toBe(true);
  });

  it('pages with the cursor, without repeats or gaps', async () => {
    const all = (await get()).json<Page>().items.map((item) => item.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expectAnswer('GET /news', response, 200);
      const page: Page = response.json<Page>();
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('refuses an unknown token, sentiment or cursor with 400, and answers visitors who are not signed in', async () => {
    expect((await get('?token=DOGE')).json()).toEqual({
      error: 'token: name known tokens by symbol or contract address (see /news/tokens)',
      code: 'invalid_request',
    });
    expectAnswer('GET /news', await get('?sentiment=moon'), 400, 'invalid_request');
    expect((await get('?cursor=nonsense')).json()).toEqual({ error: 'cursor: not a cursor from a previous page', code: 'invalid_request' });
    // Dates no story has, which Postgres would refuse (a 500 before): a far past and a far future.
    for (const time of ['-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z']) {
      const forged = Buffer.from(`${time}|00000000-0000-4000-8000-000000000000`).toString('base64url');
      expect((await get(`?cursor=${forged}`)).json()).toEqual({
        error: 'cursor: not a cursor from a previous page',
        code: 'invalid_request',
      });
    }
    expect((await get('', null)).json<Page>().items).toHaveLength(12);
  });

  it('lists the tokens it matches, with their contract addresses', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/news/tokens',
      headers: { authorization: `Bearer ${user.session.access_token}` },
    });
    expectAnswer('GET /news/tokens', response, 200);
    const { tokens } = response.json<{ tokens: { symbol: string; name: string; address: string | null }[] }>();
    expect(tokens[0]).toEqual({ symbol: 'ETH', name: 'Ethereum', address: null });
    expect(tokens.find((token) => token.symbol === 'DAI')).toEqual({
      symbol: 'DAI',
      name: 'Dai Stablecoin',
      address: '0x6b175474e89094c44da98b954eedeac495271d0f',
    });
  });
});
