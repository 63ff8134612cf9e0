// Reading the configured feeds into stories: each feed fetched (http) or read (file), parsed, its new
// stories — new across every source — summarized (LLM when configured, else offline), given a sentiment
// and the tokens they mention, and saved. A feed that fails is logged and skipped; the others go on.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { NewsConfig } from '../config';
import type { Db } from '../db/database';
import { canonicalUrl, titleKey } from './dedupe';
import { extractiveSummary, plainText } from './extractive-summary';
import { parseFeed, type FeedStory } from './feed-parser';
import { mentionedTokens } from './known-tokens';
import { llmSummary } from './llm-summarizer';
import * as repo from './repo';
import { lexiconSentiment } from './sentiment';

type Logger = { warn(object: object, message: string): void };

export type IngestResult = { feeds: number; failedFeeds: number; read: number; saved: number };

const FEED_TIMEOUT_MS = 15_000;

async function readFeedDocument(url: string): Promise<string> {
  if (url.startsWith('file:')) return readFile(fileURLToPath(url), 'utf8');
  const response = await fetch(url, { headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5' }, signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** A feed's name for its stories: its own title, else its host. */
function sourceName(title: string, url: string): string {
  if (title) return title;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

async function summarize(config: NewsConfig, story: FeedStory, log?: Logger) {
  const text = plainText(story.text);
  if (config.llm) {
    try {
      return { ...(await llmSummary(config.llm, story.title, text)), summarizer: 'llm' };
    } catch (error) {
      log?.warn({ err: error, url: story.url }, 'the LLM summarizer failed; using the offline one');
    }
  }
  return { summary: extractiveSummary(story.title, story.text), sentiment: lexiconSentiment(story.title, text), summarizer: 'extractive' };
}

export async function ingestFeeds(db: Db, config: NewsConfig, log?: Logger, readAt = new Date()): Promise<IngestResult> {
  const result: IngestResult = { feeds: config.feeds.length, failedFeeds: 0, read: 0, saved: 0 };
  for (const feedUrl of config.feeds) {
    let stories: FeedStory[];
    let source: string;
    try {
      const feed = parseFeed(await readFeedDocument(feedUrl), readAt);
      stories = feed.stories;
      source = sourceName(feed.title, feedUrl);
    } catch (error) {
      result.failedFeeds += 1;
      log?.warn({ err: error, feed: feedUrl }, 'a news feed could not be read');
      continue;
    }
    result.read += stories.length;
    // Only stories no feed brought before are summarized (an LLM call costs).
    const keyed = stories.map((story) => ({ story, url: canonicalUrl(story.url), title: titleKey(story.title) }));
    const known = await repo.knownKeys(db, keyed.map((entry) => entry.url), keyed.map((entry) => entry.title));
    const seen = new Set<string>();
    for (const { story, url, title } of keyed) {
      if (known.urls.has(url) || known.titles.has(title) || seen.has(url) || seen.has(title)) continue;
      seen.add(url).add(title);
      const written = await summarize(config, story, log);
      const saved = await repo.saveStory(db, {
        url: story.url,
        canonicalUrl: url,
        titleKey: title,
        title: story.title,
        source,
        publishedAt: story.publishedAt,
        ...written,
        tokens: mentionedTokens(`${story.title} ${plainText(story.text)}`),
      });
      if (saved) result.saved += 1;
    }
  }
  return result;
}
