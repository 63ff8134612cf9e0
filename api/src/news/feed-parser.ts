// RSS 2.0 and Atom feeds into plain stories: title, link, publication time and text. A document that is
// not well-formed XML, or neither kind of feed, is a FeedParseError; an entry without a title or link is
// skipped, one without a date takes the feed's reading time. A story is bounded as it is read (limits.ts):
// its title and HTML cut, a link too long to be real skipped, FEED_MAX_STORIES at most. The parser and
// validator are linear in the document (measured: twice the size, twice the time, on hostile shapes too).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { clip, cut, FEED_MAX_STORIES, STORY_HTML_MAX_CHARS, TITLE_MAX_CHARS, URL_MAX_CHARS } from './limits';

export type FeedStory = { title: string; url: string; publishedAt: Date; text: string };
export type Feed = { title: string; stories: FeedStory[] };

export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  // One item is still a list; CDATA sections read as text.
  isArray: (name) => ['item', 'entry', 'link'].includes(name),
  processEntities: true,
  htmlEntities: true,
});

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];

/** The text of an element that may carry attributes (`{#text, @type}`) or be a plain value. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return text((value as Node)['#text']);
  return String(value).trim();
}

function date(value: unknown, fallback: Date): Date {
  const parsed = new Date(text(value));
  return Number.isNaN(parsed.getTime()) ? fallback : parsed;
}

function rssStories(channel: Node, readAt: Date): FeedStory[] {
  return list(channel.item).map((item) => ({
    title: text(item.title),
    url: text(list(item.link)[0]) || (text(item.guid).startsWith('http') ? text(item.guid) : ''),
    publishedAt: date(item.pubDate ?? item['dc:date'], readAt),
    text: text(item['content:encoded']) || text(item.description),
  }));
}

/** Atom's link is `<link href rel>`: the alternate one (rel absent or 'alternate') is the story's page. */
function atomLink(entry: Node): string {
  const links = list(entry.link);
  const alternate = links.find((link) => !link['@rel'] || link['@rel'] === 'alternate') ?? links[0];
  return alternate ? String(alternate['@href'] ?? text(alternate)).trim() : '';
}

function atomStories(feed: Node, readAt: Date): FeedStory[] {
  return list(feed.entry).map((entry) => ({
    title: text(entry.title),
    url: atomLink(entry),
    publishedAt: date(entry.published ?? entry.updated, readAt),
    text: text(entry.content) || text(entry.summary),
  }));
}

export function parseFeed(xml: string, readAt = new Date()): Feed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedParseError(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(xml) as Node;
  const rss = document.rss as Node | undefined;
  const atom = document.feed as Node | undefined;
  let feed: Feed;
  if (rss && typeof rss === 'object' && rss.channel) {
    const channel = list(rss.channel)[0];
    feed = { title: text(channel.title), stories: rssStories(channel, readAt) };
  } else if (atom && typeof atom === 'object') {
    feed = { title: text(atom.title), stories: atomStories(atom, readAt) };
  } else {
    throw new FeedParseError('Neither an RSS 2.0 channel nor an Atom feed');
  }
  const stories = feed.stories
    .filter((story) => story.title && /^https?:\/\//.test(story.url) && story.url.length <= URL_MAX_CHARS)
    .slice(0, FEED_MAX_STORIES)
    .map((story) => ({ ...story, title: clip(story.title, TITLE_MAX_CHARS), text: cut(story.text, STORY_HTML_MAX_CHARS) }));
  return { title: clip(feed.title, TITLE_MAX_CHARS), stories };
}
