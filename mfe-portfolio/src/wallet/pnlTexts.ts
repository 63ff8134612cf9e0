// How the profit and loss reads: the win rate, and the tokens left out (signed dollars: shared's formatSignedUsd).
import { NOT_AVAILABLE } from '@whalewatch/shared';

/** '64 % wins' (a no-break space keeps the figure and its sign together); 'N/A' with no closed positions. */
export function winRateText(winRate: number | null): string {
  return winRate === null ? NOT_AVAILABLE : `${Math.round(winRate * 100)}\u00a0% wins`;
}

export function unpricedTokensText(count: number): string {
  return count === 1
    ? '1 token without a price is not included'
    : `${count.toLocaleString('en-US')} tokens without a price are not included`;
}

/** Realized plus unrealized; unknown when the unrealized part is. */
export const totalPnl = (realizedUsd: number, unrealizedUsd: number | null) =>
  unrealizedUsd === null ? null : realizedUsd + unrealizedUsd;
