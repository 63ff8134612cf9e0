// RSS 2.0 and Atom feeds into plain stories: title, link, publication time and text. A document that is
// not well-formed XML, or neither kind of feed, is a FeedParseError; an entry without a title or link is
// skipped, one without a date takes the feed's reading time. Titles are read as HTML, as feeds write them
// (CDATA with entities, Atom's type="html"): tags dropped, entities decoded. Relative links are resolved
// against xml:base and the feed's address. A story is bounded as it is read (limits.ts): its title and
// HTML cut, a link too long to be real skipped, FEED_MAX_STORIES at most. The parser and validator are
// linear in the document (measured: twice the size, twice the time, on hostile shapes too).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { plainText } from './html-text';
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
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && value !== null) return text((value as Node)['#text']);
  return '';
}

function date(value: unknown, fallback: Date): Date {
  const parsed = new Date(text(value));
  return Number.isNaN(parsed.getTime()) ? fallback : parsed;
}

/** A BOM or blank lines before `<?xml` (WordPress themes often print a newline first): XML allows
 *  nothing before the declaration, feed readers skip it. Anchored, so linear. */
const LEADING_BLANKS = /^[\uFEFF\s]+/;

/** `href` resolved against `base`; '' when it makes no URL. */
function resolved(href: string, base: string | undefined): string {
  if (!href) return '';
  try {
    return new URL(href, base).href;
  } catch {
    return '';
  }
}

/** The base in force inside `node`: its xml:base, itself resolved against the base around it. */
function baseIn(node: unknown, outer: string | undefined): string | undefined {
  const own = typeof node === 'object' && node !== null ? (node as Node)['@xml:base'] : undefined;
  return (typeof own === 'string' && resolved(own.trim(), outer)) || outer;
}

/** What relative links start from: the feed's address, or for a feed read from a file, the site it names. */
function documentBase(feedUrl: string | undefined, siteLink: string): string | undefined {
  const web = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);
  return web(feedUrl) ?? web(siteLink) ?? feedUrl;
}

function rssStories(channel: Node, base: string | undefined, readAt: Date): FeedStory[] {
  return list(channel.item).map((item) => {
    const itemBase = baseIn(item, base);
    const link = list(item.link)[0];
    const guid = text(item.guid);
    return {
      title: text(item.title),
      url: resolved(text(link), baseIn(link, itemBase)) || (guid.startsWith('http') ? resolved(guid, undefined) : ''),
      publishedAt: date(item.pubDate ?? item['dc:date'], readAt),
      text: text(item['content:encoded']) || text(item.description),
    };
  });
}

/** Atom's link is `<link href rel>`: the alternate one (rel absent or 'alternate') is the story's page. */
function atomLink(entry: Node, base: string | undefined): string {
  const links = list(entry.link);
  const alternate = links.find((link) => !link['@rel'] || link['@rel'] === 'alternate') ?? links[0];
  return alternate ? resolved(text(alternate['@href'] ?? alternate), baseIn(alternate, base)) : '';
}

function atomStories(feed: Node, base: string | undefined, readAt: Date): FeedStory[] {
  return list(feed.entry).map((entry) => {
    const entryBase = baseIn(entry, base);
    return {
      title: text(entry.title),
      url: atomLink(entry, entryBase),
      publishedAt: date(entry.published ?? entry.updated, readAt),
      text: text(entry.content) || text(entry.summary),
    };
  });
}

/** A title as the plain text it stands for, cut first so a hostile one costs no more than a story. */
const plainTitle = (title: string) => clip(plainText(cut(title, STORY_HTML_MAX_CHARS)), TITLE_MAX_CHARS);

/** The feed's stories; `feedUrl`, where it was read from, is what relative links are resolved against. */
export function parseFeed(xml: string, readAt = new Date(), feedUrl?: string): Feed {
  const source = xml.replace(LEADING_BLANKS, '');
  const valid = XMLValidator.validate(source);
  if (valid !== true) throw new FeedParseError(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(source) as Node;
  const rss = document.rss as Node | undefined;
  const atom = document.feed as Node | undefined;
  let feed: Feed;
  if (rss && typeof rss === 'object' && rss.channel) {
    const channel = list(rss.channel)[0];
    const base = baseIn(channel, baseIn(rss, documentBase(feedUrl, text(list(channel.link)[0]))));
    feed = { title: text(channel.title), stories: rssStories(channel, base, readAt) };
  } else if (atom && typeof atom === 'object') {
    const base = baseIn(atom, documentBase(feedUrl, ''));
    feed = { title: text(atom.title), stories: atomStories(atom, base, readAt) };
  } else {
    throw new FeedParseError('Neither an RSS 2.0 channel nor an Atom feed');
  }
  const stories = feed.stories
    .map((story) => ({ ...story, title: plainTitle(story.title) }))
    .filter((story) => story.title && /^https?:\/\//.test(story.url) && story.url.length <= URL_MAX_CHARS)
    .slice(0, FEED_MAX_STORIES)
    .map((story) => ({ ...story, text: cut(story.text, STORY_HTML_MAX_CHARS) }));
  return { title: plainTitle(feed.title), stories };
}
