// Prices change slowly next to how often screens ask: each price is kept for a while, concurrent asks
// for the same price share one request, and a failed lookup is reported as unknown, never cached.
import type { Address } from '../chain/chain-source';
import type { PriceSource } from './price-source';

export const PRICE_TTL_MS = 60_000;

type Entry = { price: number | null; expiresAt: number };
type Logger = { warn(object: object, message: string): void };

export function cachedPrices(source: PriceSource, { ttlMs = PRICE_TTL_MS, log }: { ttlMs?: number; log?: Logger } = {}): PriceSource {
  const tokens = new Map<Address, Entry>();
  let eth: Entry | null = null;
  const inFlight = new Map<string, Promise<unknown>>();
  const fresh = (entry: Entry | null | undefined): entry is Entry => !!entry && entry.expiresAt > Date.now();

  function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = load().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  return {
    async tokenPrices(contracts) {
      const wanted = [...new Set(contracts.map((contract) => contract.toLowerCase() as Address))];
      const missing = wanted.filter((address) => !fresh(tokens.get(address))).sort();
      if (missing.length > 0) {
        try {
          const found = await shared(`tokens:${missing.join(',')}`, () => source.tokenPrices(missing));
          const expiresAt = Date.now() + ttlMs;
          for (const address of missing) tokens.set(address, { price: found.get(address) ?? null, expiresAt });
        } catch (error) {
          log?.warn({ err: error }, 'token prices unavailable');
        }
      }
      const result = new Map<Address, number>();
      for (const address of wanted) {
        const entry = tokens.get(address);
        if (fresh(entry) && entry.price !== null) result.set(address, entry.price);
      }
      return result;
    },
    async ethPrice() {
      if (fresh(eth)) return eth.price;
      try {
        const price = await shared('eth', () => source.ethPrice());
        eth = { price, expiresAt: Date.now() + ttlMs };
        return price;
      } catch (error) {
        log?.warn({ err: error }, 'ETH price unavailable');
        return null;
      }
    },
  };
}
