// Which prices the api shows: the devnet's price path in the embedded default, DefiLlama otherwise (past
// days' prices kept in the database when one is given).
import type { Config } from '../config';
import type { Db } from '../db';
import { defiLlamaPrices, type PricedChain } from './defillama-prices';
import { devPrices } from './dev-prices';
import type { PriceSource } from './price-source';

export { ETHEREUM_PRICES, type PricedChain } from './defillama-prices';
export { priceKey, PricesUnavailableError, type PricedAsset, type PriceQuery, type PriceSource } from './price-source';

type Logger = { warn(object: object, message: string): void };

export function createPriceSource(
  { source, defiLlamaUrl, timeoutMs }: Config['prices'] & { timeoutMs?: number },
  log?: Logger,
  db?: Db,
  /** Whose coins (DefiLlama's ids per chain); default Ethereum mainnet. The devnet's path prices every devnet chain's tokens by address. */
  chain?: PricedChain,
): PriceSource {
  return source === 'dev' ? devPrices() : defiLlamaPrices({ baseUrl: defiLlamaUrl, timeoutMs, log, db, chain });
}
