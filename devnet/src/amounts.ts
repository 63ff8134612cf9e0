// Sizes of simulated moves: drawn in US dollars (log-uniform, so small moves are common and whale
// moves rare but huge) and converted to token units at the devnet's price at the block's time
// (`src/price-path.ts`), rounded to three significant digits like amounts people actually send. Swaps
// are quoted at the same prices, so a swap's profit or loss follows the price path.
import { devnetPriceAt } from './price-path';
import type { Prng } from './prng';
import { ETH, tokenByAddress, type Asset, type DevnetToken } from './tokens';

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

/** Every amount below is priced at `at`, the block's timestamp in seconds. */
export function tokenAmount(prng: Prng, token: DevnetToken, size: MoveSize, at: number): bigint {
  return tokenAmountForUsd(token, usdValue(prng, size), at);
}

export function tokenAmountForUsd(token: DevnetToken, usd: number, at: number): bigint {
  return assetAmountForUsd(token.address, usd, at);
}

export function ethAmount(prng: Prng, size: MoveSize, at: number): bigint {
  return ethAmountForUsd(usdValue(prng, size), at);
}

export function ethAmountForUsd(usd: number, at: number): bigint {
  return assetAmountForUsd(ETH, usd, at);
}

function unitPrice(asset: Asset, at: number): { price: number; decimals: number } {
  const price = devnetPriceAt(asset, at);
  if (price === null) throw new Error(`No devnet price for ${asset}`);
  return { price, decimals: asset === ETH ? 18 : tokenByAddress(asset).decimals };
}

export function usdOf(asset: Asset, amount: bigint, at: number): number {
  const { price, decimals } = unitPrice(asset, at);
  return (Number(amount) / 10 ** decimals) * price;
}

export function assetAmountForUsd(asset: Asset, usd: number, at: number, digits = 3): bigint {
  const { price, decimals } = unitPrice(asset, at);
  return toRawUnits(usd / price, decimals, digits);
}

/** What the devnet's router pays at `at` for `amountIn` of `tokenIn`: the same dollars of `tokenOut`, less the fee. */
export function quoteSwap(tokenIn: Asset, amountIn: bigint, tokenOut: Asset, at: number): bigint {
  return assetAmountForUsd(tokenOut, usdOf(tokenIn, amountIn, at) * (1 - SWAP_FEE), at, QUOTE_DIGITS);
}
