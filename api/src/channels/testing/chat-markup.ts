// What Slack and Discord make of a message's markup, for the format tests: the text a reader sees, and the
// mentions and links the service forms from it. Markup the service would misread (a Slack & or > that is
// not an entity, half an entity, a Discord markdown character that is not escaped) is an error.

/**
 * Slack mrkdwn (docs.slack.dev/messaging/formatting-message-text): `<…>` are control sequences (mentions,
 * links; `<url|label>` shows its label); &, < and > are written &amp; &lt; &gt; everywhere else.
 */
export function readSlackMrkdwn(text: string): { shown: string; sequences: string[] } {
  let shown = '';
  const sequences: string[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const entity = /^&(amp|lt|gt);/.exec(rest);
    const sequence = /^<([^<>]*)>/.exec(rest);
    if (entity) {
      shown += { amp: '&', lt: '<', gt: '>' }[entity[1] as 'amp' | 'lt' | 'gt'];
      at += entity[0].length;
    } else if (sequence) {
      sequences.push(sequence[1]);
      shown += sequence[1].includes('|') ? sequence[1].slice(sequence[1].indexOf('|') + 1) : sequence[1];
      at += sequence[0].length;
    } else if ('&<>'.includes(text[at])) {
      throw new Error(`Slack reads a bare "${text[at]}" at ${at} as markup: ${JSON.stringify(text.slice(Math.max(0, at - 20), at + 20))}`);
    } else {
      shown += text[at];
      at += 1;
    }
  }
  return { shown, sequences };
}

/** Characters Discord formats wherever they are: emphasis, code, spoilers, mentions (<@…>, <#…>, <t:…>), masked links. */
const INLINE_MARKDOWN = new Set(['*', '_', '~', '`', '|', '<', '[', ']']);
/** What Discord formats at the start of a line: headings, subtext, lists and quotes. */
const LINE_MARKDOWN = /^(#{1,3} |-# |[-*] |>>> |> )/;
/** A backslash before one of these (punctuation) shows it as itself; before anything else, it is shown. */
const ESCAPABLE = /[^0-9A-Za-z\s]/;

/**
 * Discord markdown (support.discord.com "Markdown Text 101"): a backslash shows the punctuation after it
 * as itself; `[label](url)` is a masked link. Any other markdown character would format the text.
 */
export function readDiscordMarkdown(text: string): { shown: string; links: { label: string; url: string }[] } {
  let shown = '';
  const links: { label: string; url: string }[] = [];
  let label: string | null = null;
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${at}: ${JSON.stringify(text.slice(Math.max(0, at - 20), at + 20))}`);
  };
  while (at < text.length) {
    const char = text[at];
    if ((at === 0 || text[at - 1] === '\n') && LINE_MARKDOWN.test(text.slice(at))) fail('Discord formats this line');
    if (char === '\\' && ESCAPABLE.test(text[at + 1] ?? '')) {
      shown += text[at + 1];
      if (label !== null) label += text[at + 1];
      at += 2;
    } else if (char === '[' && label === null) {
      label = '';
      at += 1;
    } else if (char === ']' && label !== null) {
      const url = /^\]\(([^()\s]+)\)/.exec(text.slice(at)) ?? fail('A bracket that is not a masked link');
      links.push({ label, url: url[1] });
      label = null;
      at += url[0].length;
    } else if (INLINE_MARKDOWN.has(char)) {
      fail(`Discord formats an unescaped "${char}"`);
    } else {
      shown += char;
      if (label !== null) label += char;
      at += 1;
    }
  }
  if (label !== null) fail('An unclosed masked link');
  return { shown, links };
}
