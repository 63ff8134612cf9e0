// How much of a feed the news reader takes on. Feeds come from outside: each bound keeps the work one
// hostile or broken feed can cause small and predictable (issue 20: one crafted item froze the api for 27 s).

/** A feed document larger than this is skipped; the read stops here. Real news feeds weigh 10–500 KB, and
 *  the XML parser's worst case (measured ~0.5 ms per KB) stays near a second at this size. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

/** Stories taken from one feed, in the feed's order (newest first in practice); the rest are ignored. */
export const FEED_MAX_STORIES = 200;

/** A story's HTML is cut here before it is cleaned: more than any article, and bounds every step after it. */
export const STORY_HTML_MAX_CHARS = 100_000;

/** A longer title is cut (its title key must stay under Postgres's ~2.7 KB btree row limit). */
export const TITLE_MAX_CHARS = 300;

/** A story whose link is longer than this is skipped: it cannot be cut, and no real page needs one. */
export const URL_MAX_CHARS = 2_048;

/** No stored summary is longer, whoever wrote it. */
export const SUMMARY_MAX_CHARS = 1_000;

/** The first `max` UTF-16 units of the text, without splitting a character made of two. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** The text cut at a word boundary to at most `max` characters, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = cut(text, max - 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : head).trimEnd()}…`;
}
