// Mainnet prices from DefiLlama. A price at a time within the last hour is the current price (kept a
// minute); an older one is its UTC day's price (daily-prices.ts: kept in the database once read).
import type { Address } from '../chain';
import type { Db } from '../db';
import { cachedCurrentPrices } from './cached-prices';
import { dailyPrices, dayKey } from './daily-prices';
import { dayOf, defiLlamaApi, type DefiLlamaOptions } from './defillama';
import { priceKey, seriesThrough, type PricedAsset, type PriceSource } from './price-source';

/** DefiLlama's id of ether. */
export const ETH_COIN = 'coingecko:ethereum';
/** How recent a time is answered with the current price. */
export const RECENT_SECONDS = 3_600;

/** Which chain's coins: DefiLlama's prefix of its tokens (`base:0x…`) and its native currency's coin id. */
export type PricedChain = { defiLlamaChain: string; nativeCoin: string };
export const ETHEREUM_PRICES: PricedChain = { defiLlamaChain: 'ethereum', nativeCoin: ETH_COIN };

/** DefiLlama's coin id of an asset on a chain ('eth' is the chain's native currency). */
export const coinOfChain = (asset: PricedAsset, chain: PricedChain = ETHEREUM_PRICES) =>
  asset === 'eth' ? chain.nativeCoin : `${chain.defiLlamaChain}:${asset.toLowerCase()}`;

export type DefiLlamaPricesOptions = DefiLlamaOptions & {
  /** Where past days' prices are kept; without it they are kept in memory for an hour. */
  db?: Db;
  /** Seconds since the epoch. */
  now?: () => number;
  currentTtlMs?: number;
  /** Default: Ethereum mainnet. */
  chain?: PricedChain;
};

export function defiLlamaPrices({
  db,
  now = () => Date.now() / 1000,
  currentTtlMs,
  chain = ETHEREUM_PRICES,
  ...options
}: DefiLlamaPricesOptions = {}): PriceSource {
  const api = defiLlamaApi(options);
  const coinOf = (asset: PricedAsset) => coinOfChain(asset, chain);
  const current = cachedCurrentPrices((coins) => api.current(coins), { ttlMs: currentTtlMs });
  const daily = dailyPrices({ api, db, log: options.log, now });

  /** Current prices for screens that show N/A when they cannot be read (DefiLlama's failure is logged and on /health). */
  const currentOrNone = (coins: string[]) => current(coins).catch(() => new Map<string, number>());

  async function pricesAt(queries: readonly { asset: PricedAsset; at: number }[]): Promise<Map<string, number>> {
    const recentFrom = now() - RECENT_SECONDS;
    const recent = new Set<string>();
    const days = new Map<string, Set<number>>();
    for (const { asset, at } of queries) {
      const coin = coinOf(asset);
      if (at >= recentFrom) recent.add(coin);
      else days.set(coin, (days.get(coin) ?? new Set()).add(dayOf(at)));
    }
    const [currentFound, dailyFound] = await Promise.all([
      recent.size > 0 ? current([...recent]) : new Map<string, number>(),
      daily.prices(days),
    ]);
    const found = new Map<string, number>();
    for (const { asset, at } of queries) {
      const coin = coinOf(asset);
      const price = at >= recentFrom ? currentFound.get(coin) : dailyFound.get(dayKey(coin, dayOf(at)));
      if (price !== undefined) found.set(priceKey(asset, at), price);
    }
    return found;
  }

  return {
    async tokenPrices(contracts) {
      const addresses = [...new Set(contracts.map((contract) => contract.toLowerCase() as Address))];
      const found = await currentOrNone(addresses.map(coinOf));
      const prices = new Map<Address, number>();
      for (const address of addresses) {
        const price = found.get(coinOf(address));
        if (price !== undefined) prices.set(address, price);
      }
      return prices;
    },
    // The chain's native currency (POL on Polygon, BNB on BNB Chain), as its past prices are.
    ethPrice: async () => (await currentOrNone([chain.nativeCoin])).get(chain.nativeCoin) ?? null,
    pricesAt,
    priceSeries: (asset, from, to, stepSeconds) => seriesThrough(pricesAt, asset, from, to, stepSeconds),
    problem: () => api.problem(),
  };
}
