// Reading the configured feeds into stories: each feed fetched (http) or read (file), parsed, its new
// stories — new across every source — summarized (LLM when configured, several at once within the run's
// deadline, else offline), given a sentiment and the tokens they mention, and saved. A feed that fails is
// logged and skipped; the others go on. No database transaction is open while a feed or the LLM is
// called: each story is one insert.
import type { NewsConfig } from '../config';
import type { Db } from '../db';
import { canonicalUrl, titleKey } from './dedupe';
import { FeedTooLargeError, readFeedDocument } from './feed-document';
import { parseFeed, type FeedStory } from './feed-parser';
import { plainText } from './html-text';
import { mentionedTokens } from './known-tokens';
import { observed, type Outcomes } from './observed';
import * as repo from './repo';
import { createStorySummarizer, SUMMARY_BUDGET, type SummaryBudget } from './story-summaries';

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

export async function ingestFeeds(
  db: Db,
  config: NewsConfig,
  log?: Logger,
  readAt = new Date(),
  outcomes?: Outcomes,
  budget: SummaryBudget = SUMMARY_BUDGET,
): Promise<IngestResult> {
  const result: IngestResult = { feeds: config.feeds.length, failedFeeds: 0, read: 0, saved: 0 };
  const summarizer = createStorySummarizer(config.llm, budget, log, outcomes);
  for (const feedUrl of config.feeds) {
    let stories: FeedStory[];
    let source: string;
    try {
      const feed = parseFeed(await observed(outcomes, 'news', readFeedDocument(feedUrl)), readAt, feedUrl);
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
    const known = await repo.knownKeys(
      db,
      keyed.map((entry) => entry.url),
      keyed.map((entry) => entry.title),
    );
    const seen = new Set<string>();
    const fresh = keyed.filter(({ url, title }) => {
      if (known.urls.has(url) || known.titles.has(title) || seen.has(url) || seen.has(title)) return false;
      seen.add(url).add(title);
      return true;
    });
    const texts = fresh.map(({ story }) => ({ title: story.title, url: story.url, text: plainText(story.text) }));
    const written = await summarizer.summarize(texts);
    for (const [index, { story, url, title }] of fresh.entries()) {
      const saved = await repo.saveStory(db, {
        url: story.url,
        canonicalUrl: url,
        titleKey: title,
        title: story.title,
        source,
        publishedAt: story.publishedAt,
        ...written[index],
        tokens: mentionedTokens(`${story.title} ${texts[index].text}`),
      });
      if (saved) result.saved += 1;
    }
  }
  return result;
}
