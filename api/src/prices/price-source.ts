// USD prices by asset, now and at any past time (DESIGN.md §4 "Prices"). An unknown price is absent from
// the answer — shown as 'N/A' — and never 0.
import type { Address } from '../chain';

/** Ether, or an ERC-20 token by its contract address (lower-case). */
export type PricedAsset = 'eth' | Address;

/** A price wanted: `asset` at `at`, in seconds since the epoch. */
export type PriceQuery = { asset: PricedAsset; at: number };

export interface PriceSource {
  /** USD per whole token now; keys are the lower-case contract addresses that have a price. */
  tokenPrices(contracts: Address[]): Promise<Map<Address, number>>;
  /** USD per unit of the chain's native currency now (ETH on Ethereum and the rollups), or null when unknown. */
  ethPrice(): Promise<number | null>;
  /**
   * USD per whole unit at each query's time, keyed by `priceKey(asset, at)`; a query without a price is
   * absent (never 0). Throws PricesUnavailableError when the source is down or slower than its deadline.
   */
  pricesAt(queries: readonly PriceQuery[]): Promise<Map<string, number>>;
  /** Prices at from, from + step, … up to `to` included; null where unknown. Throws as pricesAt. */
  priceSeries(asset: PricedAsset, from: number, to: number, stepSeconds: number): Promise<(number | null)[]>;
  /** For /health: null while fine, else one sentence naming the source and what failed. */
  problem?(): string | null;
}

/** Where pricesAt puts the price of `asset` at `at`. */
export function priceKey(asset: PricedAsset, at: number): string {
  return `${asset.toLowerCase()}@${at}`;
}

/** The price source cannot answer now (down, refusing, or slower than its deadline); asking later may. */
export class PricesUnavailableError extends Error {
  override readonly name = 'PricesUnavailableError';
}

/** A series longer than this is a mistake (a step in milliseconds, say), not a chart. */
export const MAX_SERIES_POINTS = 100_000;

/** The times of a series: from, from + step, … ≤ to. */
export function seriesTimes(from: number, to: number, stepSeconds: number): number[] {
  if (!(stepSeconds > 0) || !Number.isFinite(from) || !Number.isFinite(to)) {
    throw new RangeError(`A price series needs finite times and a positive step (got ${from}..${to} by ${stepSeconds})`);
  }
  const count = to < from ? 0 : Math.floor((to - from) / stepSeconds) + 1;
  if (count > MAX_SERIES_POINTS) throw new RangeError(`A price series of ${count} points is over the ${MAX_SERIES_POINTS} allowed`);
  return Array.from({ length: count }, (_, index) => from + index * stepSeconds);
}

/** priceSeries through pricesAt, for sources whose series is nothing but prices at those times. */
export async function seriesThrough(
  pricesAt: PriceSource['pricesAt'],
  asset: PricedAsset,
  from: number,
  to: number,
  stepSeconds: number,
): Promise<(number | null)[]> {
  const times = seriesTimes(from, to, stepSeconds);
  const found = await pricesAt(times.map((at) => ({ asset, at })));
  return times.map((at) => found.get(priceKey(asset, at)) ?? null);
}
