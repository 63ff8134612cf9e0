// Reading the configured feeds into stories: each feed fetched (http) or read (file), parsed, its new
// stories — new across every source — summarized (LLM when configured, else offline), given a sentiment
// and the tokens they mention, and saved. A feed that fails is logged and skipped; the others go on.
// No database transaction is open while a feed or the LLM is called: each story is one insert.
import type { NewsConfig } from '../config';
import type { Db } from '../db/database';
import type { OutsideServices } from '../health/outside-services';
import { canonicalUrl, titleKey } from './dedupe';
import { extractiveSummaryOfText } from './extractive-summary';
import { FeedTooLargeError, readFeedDocument } from './feed-document';
import { parseFeed, type FeedStory } from './feed-parser';
import { plainText } from './html-text';
import { mentionedTokens } from './known-tokens';
import { clip, SUMMARY_MAX_CHARS } from './limits';
import { llmSummary } from './llm-summarizer';
import * as repo from './repo';
import { lexiconSentiment } from './sentiment';

type Logger = { warn(object: object, message: string): void };

export type IngestResult = { feeds: number; failedFeeds: number; read: number; saved: number };

export const FEED_TOO_LARGE = 'a news feed is larger than FEED_MAX_BYTES and was skipped';
export const FEED_UNREADABLE = 'a news feed could not be read';

/** A feed's name for its stories: its own title, else its host. */
function sourceName(title: string, url: string): string {
  if (title) return title;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Where the feeds' and the model's last outcome is kept for /health. */
type Outcomes = Pick<OutsideServices, 'succeeded' | 'failed'>;

async function summarize(config: NewsConfig, story: FeedStory, text: string, log?: Logger, outcomes?: Outcomes) {
  if (config.llm) {
    try {
      const { summary, sentiment } = await observed(outcomes, 'llm', llmSummary(config.llm, story.title, text));
      return { summary: clip(summary, SUMMARY_MAX_CHARS), sentiment, summarizer: 'llm' };
    } catch (error) {
      log?.warn({ err: error, url: story.url }, 'the LLM summarizer failed; using the offline one');
    }
  }
  return { summary: extractiveSummaryOfText(story.title, text), sentiment: lexiconSentiment(story.title, text), summarizer: 'extractive' };
}

async function observed<T>(outcomes: Outcomes | undefined, service: 'news' | 'llm', call: Promise<T>): Promise<T> {
  try {
    const answer = await call;
    outcomes?.succeeded(service);
    return answer;
  } catch (error) {
    outcomes?.failed(service, error);
    throw error;
  }
}

export async function ingestFeeds(db: Db, config: NewsConfig, log?: Logger, readAt = new Date(), outcomes?: Outcomes): Promise<IngestResult> {
  const result: IngestResult = { feeds: config.feeds.length, failedFeeds: 0, read: 0, saved: 0 };
  for (const feedUrl of config.feeds) {
    let stories: FeedStory[];
    let source: string;
    try {
      const feed = parseFeed(await observed(outcomes, 'news', readFeedDocument(feedUrl)), readAt);
      stories = feed.stories;
      source = sourceName(feed.title, feedUrl);
    } catch (error) {
      result.failedFeeds += 1;
      log?.warn({ err: error, feed: feedUrl }, error instanceof FeedTooLargeError ? FEED_TOO_LARGE : FEED_UNREADABLE);
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
      const text = plainText(story.text);
      const written = await summarize(config, story, text, log, outcomes);
      const saved = await repo.saveStory(db, {
        url: story.url,
        canonicalUrl: url,
        titleKey: title,
        title: story.title,
        source,
        publishedAt: story.publishedAt,
        ...written,
        tokens: mentionedTokens(`${story.title} ${text}`),
      });
      if (saved) result.saved += 1;
    }
  }
  return result;
}
