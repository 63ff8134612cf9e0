// Which prices the api shows: the devnet's fixed table in the embedded default, DefiLlama otherwise.
import type { Config } from '../config';
import { cachedPrices } from './cached-prices';
import { defiLlamaPrices } from './defillama';
import { devPrices } from './dev-prices';
import type { PriceSource } from './price-source';

export type { PriceSource } from './price-source';

type Logger = { warn(object: object, message: string): void };

export function createPriceSource({ source, defiLlamaUrl }: Config['prices'], log?: Logger): PriceSource {
  return source === 'dev' ? devPrices() : cachedPrices(defiLlamaPrices({ baseUrl: defiLlamaUrl }), { log });
}
