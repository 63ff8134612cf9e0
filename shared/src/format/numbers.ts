// The one number formatter (spec §9 Display): every screen, toast, alert and email formats amounts and
// US dollars through it. It has no dependencies, so the api uses it too (`@whalewatch/shared/format`).
// - Balances: thousands separators and 2–6 decimals, as many as keep about six significant digits
//   (13,168,014.53 beside 6,716,458.60, but 0.123457).
// - Amounts in words (alerts): the same digits without trailing zeros ('1,250,000 USDC', '2.5 ETH').
// - US dollars: 2 decimals; a sub-cent price keeps two significant digits ($0.000012), never '$0.00'.
// - Compact dollars for headlines: $1.25M, $3.4K.
// - A missing number is 'N/A'.
export const NOT_AVAILABLE = 'N/A';

type MaybeNumber = number | string | bigint | null | undefined;

/** The smallest amount shown as digits; below it a positive amount reads '<0.000001'. */
const SMALLEST_SHOWN = 0.000001;
const SIGNIFICANT_DIGITS = 6;
const MAX_DECIMALS = 6;

function toFinite(value: MaybeNumber): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    formats.set(key, format);
  }
  return format;
}

/** Decimals that keep about six significant digits: none past the sixth, and at least `minimum`. */
function decimalsFor(value: number, minimum: number): number {
  const integerDigits = Math.abs(value) < 1 ? 0 : Math.floor(Math.log10(Math.abs(value))) + 1;
  return Math.min(MAX_DECIMALS, Math.max(minimum, SIGNIFICANT_DIGITS - integerDigits));
}

function decimal(value: number, minimumDecimals: number): string {
  if (value !== 0 && Math.abs(value) < SMALLEST_SHOWN) return `${value < 0 ? '>-' : '<'}${SMALLEST_SHOWN.toFixed(MAX_DECIMALS)}`;
  const maximumFractionDigits = decimalsFor(value, minimumDecimals);
  return numberFormat({ minimumFractionDigits: Math.min(minimumDecimals, maximumFractionDigits), maximumFractionDigits }).format(value);
}

/** A balance: '1,234.50', '13,168,014.53', '0.123457'; 'N/A' when missing. */
export function formatBalance(value: MaybeNumber): string {
  const number = toFinite(value);
  return number === null ? NOT_AVAILABLE : decimal(number, 2);
}

/** An amount in words, without trailing zeros: '1,250,000', '2.5', '0.012345'; 'N/A' when missing. */
export function formatAmount(value: MaybeNumber): string {
  const number = toFinite(value);
  return number === null ? NOT_AVAILABLE : decimal(number, 0);
}

/** US dollars with 2 decimals; a price under a cent keeps two significant digits ('$0.000012'). */
export function formatUsd(value: MaybeNumber): string {
  const number = toFinite(value);
  if (number === null) return NOT_AVAILABLE;
  if (number !== 0 && Math.abs(number) < 0.01) {
    return numberFormat({ style: 'currency', currency: 'USD', maximumSignificantDigits: 2 }).format(number);
  }
  return numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(number);
}

/** Dollars for a headline: '$1.25M', '$3.4K', '$980.00'; 'N/A' when missing. */
export function formatCompactUsd(value: MaybeNumber): string {
  const number = toFinite(value);
  if (number === null || Math.abs(number) < 1000) return formatUsd(number);
  return numberFormat({ style: 'currency', currency: 'USD', notation: 'compact', maximumSignificantDigits: 3 }).format(number);
}

/** A gain or a loss: '+$1.25M', '-$3.4K', '$0.00' (compact unless another format is given); 'N/A' when unknown. */
export function formatSignedUsd(value: MaybeNumber, format: (value: MaybeNumber) => string = formatCompactUsd): string {
  const number = toFinite(value);
  return number !== null && number > 0 ? `+${format(number)}` : format(number);
}

const WEI_PER_ETH = 10n ** 18n;

/** Wei (decimal string) to ETH as a balance: '1.50'. */
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
