// How the profit and loss reads: signed dollars, the win rate, and the tokens left out.
import { formatCompactUsd, formatUsd, NOT_AVAILABLE } from '@whalewatch/shared';

/** '+$1.25M', '-$3.4K', '$0.00'; 'N/A' when unknown, never $0. */
export function signedUsd(value: number | null, format: (value: number) => string = formatCompactUsd): string {
  if (value === null) return NOT_AVAILABLE;
  return value > 0 ? `+${format(value)}` : format(value);
}

export const signedFullUsd = (value: number | null) => signedUsd(value, formatUsd);

/** '64 % wins' (a no-break space keeps the figure and its sign together); 'N/A' with no closed positions. */
export function winRateText(winRate: number | null): string {
  return winRate === null ? NOT_AVAILABLE : `${Math.round(winRate * 100)}\u00a0% wins`;
}

export function unpricedTokensText(count: number): string {
  return count === 1 ? '1 token without a price is not included' : `${count.toLocaleString('en-US')} tokens without a price are not included`;
}

/** Realized plus unrealized; unknown when the unrealized part is. */
export const totalPnl = (realizedUsd: number, unrealizedUsd: number | null) => (unrealizedUsd === null ? null : realizedUsd + unrealizedUsd);
