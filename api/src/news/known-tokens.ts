// The tokens stories are matched against (@whalewatch/contracts NEWS_TOKENS), and how a story's text
// names them.
import { NEWS_TOKENS, newsTokenSymbolOf, type KnownNewsToken } from '@whalewatch/contracts';

export type KnownToken = KnownNewsToken;
export const KNOWN_TOKENS = NEWS_TOKENS;
/** A filter value (a symbol in any case, or a contract address) as the symbol stories are tagged with. */
export const tokenSymbolOf = newsTokenSymbolOf;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Not inside a word: no letter or digit on that side. */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
/** The word with its first letter in either case ('Protocol' or 'protocol'). */
const eitherCase = (word: string) => `[${word[0].toUpperCase()}${word[0].toLowerCase()}]${escape(word.slice(1))}`;

// An all-caps ticker counts written in capitals ('link' or 'bat' in a sentence are ordinary words), or as a
// $TICKER in any case; a name counts as a whole word in any case; a name that is an everyday word only in
// its context (nameInContext).
function patternsOf(token: KnownToken): RegExp[] {
  const patterns = token.aliases.flatMap((alias) =>
    alias === alias.toUpperCase() && /[A-Z]/.test(alias)
      ? [new RegExp(`${START}${escape(alias)}${END}`, 'u'), new RegExp(`${START}\\$${escape(alias)}${END}`, 'iu')]
      : [new RegExp(`${START}${escape(alias)}${END}`, 'iu')],
  );
  if (token.nameInContext) {
    const { name, followedBy } = token.nameInContext;
    patterns.push(new RegExp(`${START}${escape(name)}(?:['’]s${END}|\\s+(?:${followedBy.map(eitherCase).join('|')})${END})`, 'u'));
  }
  return patterns;
}

const matchers = KNOWN_TOKENS.map((token) => ({ symbol: token.symbol, patterns: patternsOf(token) }));

/** The symbols of the known tokens the text mentions, in KNOWN_TOKENS order. */
export function mentionedTokens(text: string): string[] {
  return matchers.filter(({ patterns }) => patterns.some((pattern) => pattern.test(text))).map(({ symbol }) => symbol);
}
