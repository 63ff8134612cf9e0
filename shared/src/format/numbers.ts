// Number display rules (spec §9 Display): balances 2–6 decimals, US dollars with 2, 'N/A' when missing.
export const NOT_AVAILABLE = 'N/A';

type MaybeNumber = number | string | null | undefined;

function toFinite(value: MaybeNumber): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const balanceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatBalance(value: MaybeNumber): string {
  const number = toFinite(value);
  return number === null ? NOT_AVAILABLE : balanceFormat.format(number);
}

export function formatUsd(value: MaybeNumber): string {
  const number = toFinite(value);
  return number === null ? NOT_AVAILABLE : usdFormat.format(number);
}

const WEI_PER_ETH = 10n ** 18n;

/** Wei (decimal string) to ETH as a display string with 2–6 decimals. */
export function formatWeiAsEth(wei: string): string {
  if (!/^\d+$/.test(wei)) return NOT_AVAILABLE;
  const amount = BigInt(wei);
  const whole = amount / WEI_PER_ETH;
  const fraction = Number(amount % WEI_PER_ETH) / Number(WEI_PER_ETH);
  return formatBalance(Number(whole) + fraction);
}

/** A seconds-since-epoch timestamp in the viewer's local time. */
export function formatTimestamp(seconds: string | number): string {
  const value = toFinite(seconds);
  return value === null ? NOT_AVAILABLE : new Date(value * 1000).toLocaleString();
}
