// A PriceSource from current prices alone, for tests whose prices do not move: a price at any time is
// the current one (a source that throws throws for every time too).
import type { Address } from '../chain/chain-source';
import { priceKey, type PriceQuery, type PriceSource } from '../prices';
import { seriesThrough } from '../prices/price-source';

export type CurrentPrices = Pick<PriceSource, 'tokenPrices' | 'ethPrice'>;

export function atCurrentPrices(current: CurrentPrices): PriceSource {
  async function pricesAt(queries: readonly PriceQuery[]): Promise<Map<string, number>> {
    const tokens = [...new Set(queries.map((query) => query.asset).filter((asset): asset is Address => asset !== 'eth'))];
    const [tokenPrices, ether] = await Promise.all([
      tokens.length > 0 ? current.tokenPrices(tokens) : new Map<Address, number>(),
      current.ethPrice(),
    ]);
    const found = new Map<string, number>();
    for (const { asset, at } of queries) {
      const price = asset === 'eth' ? ether : tokenPrices.get(asset);
      if (price !== null && price !== undefined) found.set(priceKey(asset, at), price);
    }
    return found;
  }
  return { ...current, pricesAt, priceSeries: (asset, from, to, step) => seriesThrough(pricesAt, asset, from, to, step) };
}
