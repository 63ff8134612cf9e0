// A model's summary as the plain text every stored summary is. Models answer with markdown (bold, lists,
// headings, links) or HTML (<p>, even <script>) however the prompt asks: markdown's blocks become the HTML
// blocks they stand for, its inline marks are dropped, and plainText does the rest (tags and script
// content dropped, entities decoded, a block's end a sentence break). Every pattern is linear.
import { plainText } from './html-text';
import { clip, cut, SUMMARY_MAX_CHARS } from './limits';

/** More of a reply than this is not read: a summary is a few sentences. */
const REPLY_MAX_CHARS = 4 * SUMMARY_MAX_CHARS;

const FENCE = /^\s*(```|~~~)/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const HEADING = /^\s{0,3}#{1,6}(\s+|$)/;
const LIST_ITEM = /^\s*([-*+]|\d{1,9}[.)])\s+/;
const QUOTE = /^\s*(>\s?)+/;

/** Markdown's inline marks dropped: images and links keep their text, emphasis and code their words. */
function withoutInlineMarks(text: string): string {
  return text
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/\*\*|__|`+/g, '')
    .replace(/(^|[\s(])[*_](?=\S)/g, '$1')
    .replace(/(\S)[*_](?=$|[\s.,;:!?)])/g, '$1');
}

/** One markdown line as HTML: a heading or list item is a block of its own, a blank line ends a paragraph. */
function lineAsHtml(line: string): string {
  if (FENCE.test(line) || RULE.test(line)) return '';
  if (line.trim() === '') return '</p>';
  if (HEADING.test(line)) return `<h2>${withoutInlineMarks(line.replace(HEADING, ''))}</h2>`;
  const unquoted = line.replace(QUOTE, '');
  if (LIST_ITEM.test(unquoted)) return `<li>${withoutInlineMarks(unquoted.replace(LIST_ITEM, ''))}</li>`;
  return withoutInlineMarks(unquoted);
}

/** The model's summary as plain text, at most SUMMARY_MAX_CHARS long; '' when nothing is left. */
export function plainSummary(reply: string): string {
  const html = cut(reply, REPLY_MAX_CHARS).split(/\r?\n/).map(lineAsHtml).join('\n');
  return clip(plainText(html), SUMMARY_MAX_CHARS);
}
