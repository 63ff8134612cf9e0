// DefiLlama's coins API (no key): GET /prices/current/ethereum:0xA…,ethereum:0xB…,coingecko:ethereum.
// Unknown tokens are simply absent from its answer. Keys are compared case-insensitively.
import { z } from 'zod';
import type { Address } from '../chain/chain-source';
import type { PriceSource } from './price-source';

export const DEFILLAMA_URL = 'https://coins.llama.fi';
const ETH_KEY = 'coingecko:ethereum';
/** Coins per request: keeps URLs well under common 8 KB limits. */
const BATCH_SIZE = 80;

const pricesResponse = z.object({
  coins: z.record(z.string(), z.object({ price: z.number().positive() }).loose()),
});

export type DefiLlamaOptions = { baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number };

export function defiLlamaPrices({ baseUrl = DEFILLAMA_URL, fetch: fetchImpl = fetch, timeoutMs = 10_000 }: DefiLlamaOptions = {}): PriceSource {
  async function prices(keys: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (let start = 0; start < keys.length; start += BATCH_SIZE) {
      const batch = keys.slice(start, start + BATCH_SIZE);
      const response = await fetchImpl(`${baseUrl}/prices/current/${batch.join(',')}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`DefiLlama answered ${response.status}`);
      const { coins } = pricesResponse.parse(await response.json());
      for (const [key, coin] of Object.entries(coins)) found.set(key.toLowerCase(), coin.price);
    }
    return found;
  }

  return {
    async tokenPrices(contracts) {
      const addresses = [...new Set(contracts.map((contract) => contract.toLowerCase() as Address))];
      const found = await prices(addresses.map((address) => `ethereum:${address}`));
      const result = new Map<Address, number>();
      for (const address of addresses) {
        const price = found.get(`ethereum:${address}`);
        if (price !== undefined) result.set(address, price);
      }
      return result;
    },
    async ethPrice() {
      return (await prices([ETH_KEY])).get(ETH_KEY) ?? null;
    },
  };
}
