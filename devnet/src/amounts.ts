// Sizes of simulated moves: drawn in US dollars (log-uniform, so small moves are common and whale
// moves rare but huge) and converted to token units at a rough reference price, rounded to three
// significant digits like amounts people actually send.
import type { Prng } from './prng';
import type { DevnetToken } from './tokens';

/** Rough USD prices, close to the api's devnet price table; they only size the simulated moves. */
const REFERENCE_PRICE: Readonly<Record<string, number>> = {
  DAI: 1,
  USDC: 1,
  USDT: 1,
  LINK: 14.2,
  BAT: 0.18,
  '1INCH': 0.21,
  COMP: 38.5,
  SHIB: 0.000012,
  BUSD: 1,
  cDAI: 0.0236,
};
const ETH_PRICE = 3120;

export type MoveSize = 'retail' | 'whale';

const USD_RANGE: Readonly<Record<MoveSize, readonly [number, number]>> = {
  retail: [10, 25_000],
  whale: [250_000, 25_000_000],
};

/** Raw units of `value` whole tokens with `decimals`, rounded to three significant digits (at least 1). */
export function toRawUnits(value: number, decimals: number): bigint {
  if (!(value > 0)) return 1n;
  const exponent = Math.floor(Math.log10(value)) - 2;
  const mantissa = BigInt(Math.round(value / 10 ** exponent));
  const scale = exponent + decimals;
  const raw = scale >= 0 ? mantissa * 10n ** BigInt(scale) : mantissa / 10n ** BigInt(-scale);
  return raw > 0n ? raw : 1n;
}

export function usdValue(prng: Prng, size: MoveSize): number {
  const [min, max] = USD_RANGE[size];
  return prng.logUniform(min, max);
}

export function tokenAmount(prng: Prng, token: DevnetToken, size: MoveSize): bigint {
  return tokenAmountForUsd(token, usdValue(prng, size));
}

export function tokenAmountForUsd(token: DevnetToken, usd: number): bigint {
  const price = REFERENCE_PRICE[token.symbol];
  if (price === undefined) throw new Error(`No reference price for ${token.symbol}`);
  return toRawUnits(usd / price, token.decimals);
}

export function ethAmount(prng: Prng, size: MoveSize): bigint {
  return ethAmountForUsd(usdValue(prng, size));
}

export function ethAmountForUsd(usd: number): bigint {
  return toRawUnits(usd / ETH_PRICE, 18);
}
