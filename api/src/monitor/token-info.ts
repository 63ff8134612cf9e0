// Symbols and decimals of the tokens the monitor reports, looked up once per token and process.
import { UNKNOWN_TOKEN, type Address, type ChainSource, type TokenMetadata } from '../chain';
import type { TokenInfo } from './match-block';

export type TokenDirectory = {
  /** Looks up the contracts not known yet. */
  learn(contracts: Iterable<Address>): Promise<void>;
  /** What is known; 'Unknown' with 18 decimals for the rest (spec §3). */
  info: TokenInfo;
};

export function tokenDirectory(chain: Pick<ChainSource, 'tokenMetadata'>): TokenDirectory {
  const tokens = new Map<Address, Pick<TokenMetadata, 'symbol' | 'decimals'>>();
  return {
    async learn(contracts) {
      const unknown = [...new Set(contracts)].filter((contract) => !tokens.has(contract));
      await Promise.all(
        unknown.map(async (contract) => {
          tokens.set(contract, (await chain.tokenMetadata(contract)) ?? UNKNOWN_TOKEN);
        }),
      );
    },
    info: (contract) => tokens.get(contract) ?? UNKNOWN_TOKEN,
  };
}
