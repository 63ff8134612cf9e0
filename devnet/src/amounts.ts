// Sizes of simulated moves: drawn in US dollars (log-uniform, so small moves are common and whale
// moves rare but huge) and converted to token units at a rough reference price, rounded to three
// significant digits like amounts people actually send. Swaps are quoted at the same prices.
import type { Prng } from './prng';
import { ETH, tokenByAddress, type Asset, type DevnetToken } from './tokens';

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

/** The router's cut, as a Uniswap pool's 0.3% fee tier. */
export const SWAP_FEE = 0.003;
/** A quote's precision: more than a round amount someone sends, as swap outputs look. */
const QUOTE_DIGITS = 6;

/** Raw units of `value` whole tokens with `decimals`, rounded to `digits` significant digits (at least 1). */
export function toRawUnits(value: number, decimals: number, digits = 3): bigint {
  if (!(value > 0)) return 1n;
  const exponent = Math.floor(Math.log10(value)) - (digits - 1);
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

function unitPrice(asset: Asset): { price: number; decimals: number } {
  if (asset === ETH) return { price: ETH_PRICE, decimals: 18 };
  const token = tokenByAddress(asset);
  const price = REFERENCE_PRICE[token.symbol];
  if (price === undefined) throw new Error(`No reference price for ${token.symbol}`);
  return { price, decimals: token.decimals };
}

export function usdOf(asset: Asset, amount: bigint): number {
  const { price, decimals } = unitPrice(asset);
  return (Number(amount) / 10 ** decimals) * price;
}

export function assetAmountForUsd(asset: Asset, usd: number, digits = 3): bigint {
  const { price, decimals } = unitPrice(asset);
  return toRawUnits(usd / price, decimals, digits);
}

/** What the devnet's router pays for `amountIn` of `tokenIn`: the same dollars of `tokenOut`, less the fee. */
export function quoteSwap(tokenIn: Asset, amountIn: bigint, tokenOut: Asset): bigint {
  return assetAmountForUsd(tokenOut, usdOf(tokenIn, amountIn) * (1 - SWAP_FEE), QUOTE_DIGITS);
}
