// The offline summarizer: the story's 2–3 most telling sentences, in their original order. A sentence
// scores by how many of the story's frequent words (and the title's) it carries, with a lead bonus:
// news puts the facts first. Every step is linear in the text, or n log n in its sentences.
import { plainText } from './html-text';
import { clip, SUMMARY_MAX_CHARS } from './limits';

export const SUMMARY_SENTENCES = 3;
/** A third sentence is added only while the summary stays within this. */
const SHORT_SUMMARY_CHARS = 600;

const STOPWORDS = new Set(
  'a an and are as at be been but by for from has have he her his in into is it its of on or our said says she that the their them they this to was were will with would which who what when where than then there these those also after over about more most such can could may might not no new'.split(
    ' ',
  ),
);

/** Sentences end at . ! or ? followed by a space and a capital, digit or quote: '$0.995' and 'U.S.' stay whole. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["')\]]?)\s+(?=["'([]?[A-Z0-9$])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 4);
}

const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}$]+/gu) ?? []).filter((word) => !STOPWORDS.has(word) && word.length > 1);

export function extractiveSummary(title: string, html: string, count = SUMMARY_SENTENCES): string {
  return extractiveSummaryOfText(title, plainText(html), count);
}

/** The summary of text already cleaned by `plainText`; at most SUMMARY_MAX_CHARS long. */
export function extractiveSummaryOfText(title: string, text: string, count = SUMMARY_SENTENCES): string {
  const all = sentences(text);
  if (all.length === 0) return clip(title, SUMMARY_MAX_CHARS);
  const ownWords = all.map(words);
  const frequency = new Map<string, number>();
  for (const own of ownWords) for (const word of own) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const titleWords = new Set(words(title));
  const scored = all.map((sentence, position) => {
    const own = ownWords[position];
    const weight = own.reduce((sum, word) => sum + (frequency.get(word) ?? 0) + (titleWords.has(word) ? 3 : 0), 0);
    return { sentence, position, score: weight / Math.sqrt(own.length || 1) + (position === 0 ? 2 : 0) };
  });
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, Math.min(count, all.length))
    .sort((a, b) => a.position - b.position);
  // Two sentences at least when the story has them; a third only while the summary stays short.
  const kept = chosen.filter(
    (_, index) =>
      index < 2 || chosen.slice(0, index + 1).reduce((length, { sentence }) => length + sentence.length + 1, 0) <= SHORT_SUMMARY_CHARS,
  );
  // A story without sentence ends is one long "sentence": the summary is cut, not the whole story.
  return clip(kept.map(({ sentence }) => sentence).join(' '), SUMMARY_MAX_CHARS);
}
