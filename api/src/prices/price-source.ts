// USD prices by contract address (DESIGN.md §4 "Prices"). An unknown price is absent from the answer
// — shown as 'N/A' — and never 0.
import type { Address } from '../chain/chain-source';

export interface PriceSource {
  /** USD per whole token; keys are the lower-case contract addresses that have a price. */
  tokenPrices(contracts: Address[]): Promise<Map<Address, number>>;
  /** USD per ETH, or null when unknown. */
  ethPrice(): Promise<number | null>;
}
