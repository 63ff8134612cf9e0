// A story's HTML as plain text, in one pass over it (two when it was escaped twice). htmlparser2's
// Tokenizer is a state machine that reads each character once and reports text and tags, decoding
// entities with the `entities` package's full HTML table; no tree is built. (htmlparser2's Parser is not
// used: it keeps open tags with Array#unshift and #indexOf, quadratic for deeply nested or stray tags —
// 0.7 s for 192 KB here; see fb55/htmlparser2#2481.) The regexes it replaces backtracked quadratically
// on unclosed tags: 31 s for 192 KB of '<' (issue 20).
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** Elements whose content is no part of the story's text. */
const HIDDEN = new Set(['script', 'style']);
/** Where a block ends, a sentence ends too: a heading or list item never runs into the next line. */
const BLOCK_ENDS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SENTENCE_BREAK = '. ';

const ignore = () => undefined;

/** HTML elements stories are written with: one of these left as a tag in the text was escaped twice (a
 *  literal `&lt;tag&gt;` in a story stays text). */
const STORY_ELEMENTS =
  'a|b|i|u|s|p|br|hr|em|strong|small|sub|sup|span|div|img|figure|figcaption|picture|h[1-6]|ul|ol|li|blockquote|q|cite|code|pre|table|thead|tbody|tr|td|th|script|style|iframe|video|audio|source';
/** An entity (`&mdash;`, `&#8217;`, `&#x27;`) or a story element's tag (`<p>`, `</p>`, `<br/>`, `<img src=…>`)
 *  left in the text. Linear: each alternative looks a bounded distance ahead. */
const STILL_ESCAPED = new RegExp(`&(?:#\\d{1,7}|#x[\\da-f]{1,6}|[a-z][a-z\\d]{1,31});|<\\/?(?:${STORY_ELEMENTS})(?=[\\s/>])`, 'i');

/** Text without tags (script and style dropped, a block's end a sentence break), entities decoded, whitespace
 *  folded. HTML escaped once more than its feed decodes (`&lt;p&gt;` inside CDATA, `&amp;#8217;`) is read
 *  again, so no tag or entity reaches a title or summary. */
export function plainText(html: string): string {
  const text = textOf(html);
  return STILL_ESCAPED.test(text) ? textOf(text) : text;
}

/** One pass of the tokenizer over the HTML. */
function textOf(html: string): string {
  const pieces: string[] = [];
  let openTag = '';
  // Set from a script's or style's opening tag to its closing one (the end of the input when unclosed).
  let hiddenUntil: string | null = null;
  const nameAt = (start: number, end: number) => html.slice(start, end).toLowerCase();

  const callbacks: TokenizerCallbacks = {
    ontext(start, end) {
      if (!hiddenUntil) pieces.push(html.slice(start, end));
    },
    ontextentity(codepoint) {
      if (!hiddenUntil) pieces.push(String.fromCodePoint(codepoint));
    },
    onopentagname(start, end) {
      openTag = nameAt(start, end);
    },
    onopentagend() {
      if (HIDDEN.has(openTag)) hiddenUntil = openTag;
      else pieces.push(openTag === 'br' ? SENTENCE_BREAK : ' ');
    },
    onselfclosingtag() {
      pieces.push(openTag === 'br' ? SENTENCE_BREAK : ' ');
    },
    onclosetag(start, end) {
      const name = nameAt(start, end);
      if (hiddenUntil) {
        if (name === hiddenUntil) hiddenUntil = null;
        return;
      }
      pieces.push(BLOCK_ENDS.has(name) ? SENTENCE_BREAK : ' ');
    },
    // Attributes, comments, CDATA, doctypes and processing instructions carry no story text.
    onattribdata: ignore,
    onattribentity: ignore,
    onattribend: ignore,
    onattribname: ignore,
    oncdata: ignore,
    oncomment: ignore,
    ondeclaration: ignore,
    onprocessinginstruction: ignore,
    onend: ignore,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  // All three patterns are linear: `\s+` takes a whole run at once, and after folding `\s*` spans one
  // character. A block's break after a sentence that ended already (`frantic.”` `really?`) is dropped.
  return pieces
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/(\.\s*){2,}/g, SENTENCE_BREAK)
    .replace(/([.!?]["'”’)\]]|[!?])\s?\.(?=\s|$)/g, '$1')
    .trim();
}
