// An offline read of a story's tone: words that move markets up against words that move them down,
// counted in the title (twice: it is what the story leads with) and the text.
import type { Sentiment } from '@whalewatch/contracts';

export { SENTIMENTS, type Sentiment } from '@whalewatch/contracts';

const BULLISH = [
  'surge',
  'surges',
  'surged',
  'soar',
  'soars',
  'soared',
  'rally',
  'rallies',
  'rallied',
  'gain',
  'gains',
  'gained',
  'jump',
  'jumps',
  'jumped',
  'climb',
  'climbs',
  'climbed',
  'record high',
  'all-time high',
  'breakout',
  'bullish',
  'inflow',
  'inflows',
  'approval',
  'approves',
  'approved',
  'adoption',
  'upgrade',
  'partnership',
  'launches',
  'accumulate',
  'accumulating',
  'accumulation',
  'rebound',
  'recovers',
  'outperform',
  'buys',
  'buying',
];
const BEARISH = [
  'plunge',
  'plunges',
  'plunged',
  'crash',
  'crashes',
  'crashed',
  'drop',
  'drops',
  'dropped',
  'fall',
  'falls',
  'fell',
  'slump',
  'slumps',
  'tumble',
  'tumbles',
  'tumbled',
  'sell-off',
  'selloff',
  'bearish',
  'outflow',
  'outflows',
  'hack',
  'hacked',
  'exploit',
  'exploited',
  'lawsuit',
  'sues',
  'ban',
  'bans',
  'banned',
  'liquidation',
  'liquidations',
  'losses',
  'decline',
  'declines',
  'declined',
  'fraud',
  'depeg',
  'dumps',
  'dumping',
  'warning',
];

function count(words: readonly string[], text: string): number {
  const lower = text.toLowerCase();
  return words.reduce(
    (total, word) => total + (lower.match(new RegExp(`(?<![a-z])${word.replace('-', '\\-')}(?![a-z])`, 'g'))?.length ?? 0),
    0,
  );
}

export function lexiconSentiment(title: string, text: string): Sentiment {
  const score = 2 * (count(BULLISH, title) - count(BEARISH, title)) + count(BULLISH, text) - count(BEARISH, text);
  if (score >= 2) return 'bullish';
  if (score <= -2) return 'bearish';
  return 'neutral';
}
