// Telegram's parse_mode HTML as the Bot API documents it (core.telegram.org/bots/api#html-style), for the
// fake Bot API and the format tests: only its tags, only the entities &lt; &gt; &amp; &quot; and numeric
// ones, every other <, > and & escaped, every tag closed. A message breaking a rule is refused.

/** A tag of the message and the text it covers. */
export type TelegramEntity = { type: string; href?: string; text: string };

/** Thrown with Telegram's words: the Bot API answers 400 "Bad Request: can't parse entities: <message>". */
export class EntityError extends Error {}

const TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'span',
  'tg-spoiler',
  'a',
  'tg-emoji',
  'code',
  'pre',
  'blockquote',
]);
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/iy;
const START_TAG = /<([a-z-]+)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*>/iy;
const END_TAG = /<\/([a-z-]+)\s*>/iy;
const PLAIN = /[^&<>]+/y;

/** The character an entity stands for; null for a named one Telegram does not know. */
function character(decimal: string | undefined, hex: string | undefined, name: string | undefined): string | null {
  if (decimal) return String.fromCodePoint(Number(decimal));
  if (hex) return String.fromCodePoint(parseInt(hex, 16));
  return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? null;
}

const matchAt = (pattern: RegExp, html: string, at: number) => {
  pattern.lastIndex = at;
  return pattern.exec(html);
};

const hrefOf = (attributes: string) => {
  const quoted = /\bhref="([^"]*)"/i.exec(attributes)?.[1];
  const decoded = quoted?.replace(
    new RegExp(ENTITY.source, 'gi'),
    (entity: string, decimal?: string, hex?: string, name?: string) => character(decimal, hex, name) ?? entity,
  );
  return decoded === undefined ? {} : { href: decoded };
};

/** The text a chat shows for `html`, and its tags in order. */
export function parseTelegramHtml(html: string): { text: string; entities: TelegramEntity[] } {
  let text = '';
  // Each tag with where its text starts: entities are listed by that, not by where they end.
  const entities: { from: number; entity: TelegramEntity }[] = [];
  const open: { tag: { type: string; href?: string }; from: number }[] = [];
  const offset = (at: number) => `at byte offset ${Buffer.byteLength(html.slice(0, at))}`;
  let at = 0;
  while (at < html.length) {
    const plain = matchAt(PLAIN, html, at);
    if (plain) {
      text += plain[0];
      at += plain[0].length;
      continue;
    }
    if (html[at] === '&') {
      const entity = matchAt(ENTITY, html, at);
      const shown = entity && character(entity[1], entity[2], entity[3]);
      if (!entity || shown === null) throw new EntityError(`Unsupported HTML entity ${offset(at)}: "&" must be escaped as &amp;`);
      text += shown;
      at += entity[0].length;
    } else if (html[at] === '>') {
      throw new EntityError(`Unexpected ">" ${offset(at)}: it must be escaped as &gt;`);
    } else {
      const end = matchAt(END_TAG, html, at);
      const start = end ? null : matchAt(START_TAG, html, at);
      if (end) {
        const type = end[1].toLowerCase();
        const last = open.pop();
        if (last?.tag.type !== type) throw new EntityError(`Unmatched end tag "${type}" ${offset(at)}`);
        entities.push({ from: last.from, entity: { ...last.tag, text: text.slice(last.from) } });
        at += end[0].length;
      } else if (start) {
        const type = start[1].toLowerCase();
        if (!TAGS.has(type)) throw new EntityError(`Unsupported start tag "${type}" ${offset(at)}`);
        open.push({ tag: { type, ...hrefOf(start[2]) }, from: text.length });
        at += start[0].length;
      } else {
        throw new EntityError(`Unclosed start tag ${offset(at)}`);
      }
    }
  }
  if (open.length > 0) throw new EntityError(`Can't find end tag corresponding to start tag "${open[0].tag.type}"`);
  return { text, entities: entities.sort((a, b) => a.from - b.from).map(({ entity }) => entity) };
}
