// Current prices change slowly next to how often screens ask: each coin's price (or its absence) is kept
// for a while, concurrent asks for the same coins share one request, and a failure is never kept.
export const PRICE_TTL_MS = 60_000;

type Entry = { price: number | null; expiresAt: number };

/** Prices now by coin id; `load` answers the coins that have a price and throws when it cannot tell. */
export type CurrentPrices = (coins: readonly string[]) => Promise<Map<string, number>>;

export function cachedCurrentPrices(load: CurrentPrices, { ttlMs = PRICE_TTL_MS }: { ttlMs?: number } = {}): CurrentPrices {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Map<string, number>>>();
  const fresh = (entry: Entry | undefined): entry is Entry => !!entry && entry.expiresAt > Date.now();

  async function fetchMissing(missing: string[]): Promise<void> {
    const key = missing.join(',');
    let running = inFlight.get(key);
    if (!running) {
      running = load(missing).finally(() => inFlight.delete(key));
      inFlight.set(key, running);
    }
    const found = await running;
    const expiresAt = Date.now() + ttlMs;
    for (const coin of missing) entries.set(coin, { price: found.get(coin) ?? null, expiresAt });
  }

  return async (coins) => {
    const wanted = [...new Set(coins)];
    const missing = wanted.filter((coin) => !fresh(entries.get(coin))).sort();
    if (missing.length > 0) await fetchMissing(missing);
    const result = new Map<string, number>();
    for (const coin of wanted) {
      const price = entries.get(coin)?.price;
      if (price !== undefined && price !== null) result.set(coin, price);
    }
    return result;
  };
}
