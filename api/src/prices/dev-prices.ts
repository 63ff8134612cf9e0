// The embedded default's prices: the devnet's tokens have no market, so their prices follow the devnet's
// own price path — deterministic, moving with time, the same one its simulated swaps are quoted at. The
// devnet is a dev dependency of the api: its path is loaded on first use, never when the api starts.
import type { Address } from '../chain';
import { PricesUnavailableError, priceKey, seriesThrough, type PricedAsset, type PriceQuery, type PriceSource } from './price-source';

/** The devnet's price path (@whalewatch/devnet/price-path): USD per whole unit at a time, null when it has none. */
export type DevnetPriceAt = (asset: 'ETH' | `0x${string}`, timestamp: number) => number | null;

export type DevPricesOptions = {
  /** The path to follow; omitted: the devnet's, loaded on first use. */
  priceAt?: DevnetPriceAt;
  /** Seconds since the epoch. */
  now?: () => number;
};

const loadDevnetPath = async (): Promise<DevnetPriceAt> => (await import('@whalewatch/devnet/price-path')).devnetPriceAt;

export function devPrices({ priceAt, now = () => Math.floor(Date.now() / 1000) }: DevPricesOptions = {}): PriceSource {
  let path: Promise<DevnetPriceAt> | undefined;
  let failure: string | null = null;

  function devnetPath(): Promise<DevnetPriceAt> {
    path ??= (priceAt ? Promise.resolve(priceAt) : loadDevnetPath()).then(
      (loaded) => {
        failure = null;
        return loaded;
      },
      (error: unknown) => {
        path = undefined; // tried again on the next ask
        failure = `The devnet's price path could not be loaded (is @whalewatch/devnet installed?): ${error instanceof Error ? error.message : String(error)}`;
        throw new PricesUnavailableError(failure, { cause: error });
      },
    );
    return path;
  }

  /** The path's price, when it is one (a price is positive; anything else is none). */
  const priceOf = (at: DevnetPriceAt, asset: PricedAsset, time: number) => {
    const price = at(asset === 'eth' ? 'ETH' : (asset.toLowerCase() as Address), time);
    return price !== null && Number.isFinite(price) && price > 0 ? price : null;
  };

  async function pricesAt(queries: readonly PriceQuery[]): Promise<Map<string, number>> {
    const at = await devnetPath();
    const found = new Map<string, number>();
    for (const { asset, at: time } of queries) {
      const price = priceOf(at, asset, time);
      if (price !== null) found.set(priceKey(asset, time), price);
    }
    return found;
  }

  return {
    async tokenPrices(contracts) {
      const at = await devnetPath();
      const time = now();
      const prices = new Map<Address, number>();
      for (const contract of contracts) {
        const address = contract.toLowerCase() as Address;
        const price = priceOf(at, address, time);
        if (price !== null) prices.set(address, price);
      }
      return prices;
    },
    ethPrice: async () => priceOf(await devnetPath(), 'eth', now()),
    pricesAt,
    priceSeries: (asset, from, to, stepSeconds) => seriesThrough(pricesAt, asset, from, to, stepSeconds),
    problem: () => failure,
  };
}
