// The EVM chains Whalewatch knows (issue 35): what both sides say about a chain — its id, the short name
// in URLs (`/analyzer?chain=base`, `/tx/base/0x…`), its name in words, its native currency and its public
// explorer. Which of them a deployment watches, and where it reads each one's data, is the api's
// configuration (api/src/config/chains.ts; GET /chains answers the enabled ones).
//
// The two local chains of the embedded default stand in for Ethereum and Base: ids of their own (so their
// alerts are keyed apart from the real chains') and no public explorer (their transactions are on none).

export interface ChainInfo {
  /** EIP-155 chain id. */
  id: number;
  /** Lower-case, in URLs and `?chain=`: unique among the enabled chains. */
  slug: string;
  /** In words: 'Base', 'OP Mainnet'. */
  name: string;
  /** The native currency's symbol: ETH, POL, BNB. */
  nativeSymbol: string;
  /** `${explorerUrl}/tx/<hash>`, `/address/<address>`; '' when the chain is on no public explorer. */
  explorerUrl: string;
}

export const ETHEREUM: ChainInfo = { id: 1, slug: 'ethereum', name: 'Ethereum', nativeSymbol: 'ETH', explorerUrl: 'https://etherscan.io' };
export const BASE: ChainInfo = { id: 8453, slug: 'base', name: 'Base', nativeSymbol: 'ETH', explorerUrl: 'https://basescan.org' };
export const ARBITRUM: ChainInfo = {
  id: 42161,
  slug: 'arbitrum',
  name: 'Arbitrum One',
  nativeSymbol: 'ETH',
  explorerUrl: 'https://arbiscan.io',
};
export const OPTIMISM: ChainInfo = {
  id: 10,
  slug: 'optimism',
  name: 'OP Mainnet',
  nativeSymbol: 'ETH',
  explorerUrl: 'https://optimistic.etherscan.io',
};
export const POLYGON: ChainInfo = {
  id: 137,
  slug: 'polygon',
  name: 'Polygon PoS',
  nativeSymbol: 'POL',
  explorerUrl: 'https://polygonscan.com',
};
export const BNB_CHAIN: ChainInfo = { id: 56, slug: 'bnb', name: 'BNB Chain', nativeSymbol: 'BNB', explorerUrl: 'https://bscscan.com' };

/** The local devnet (anvil's default id) as Ethereum, and its second chain as Base. */
export const DEVNET_ETHEREUM: ChainInfo = { id: 31337, slug: 'ethereum', name: 'Ethereum', nativeSymbol: 'ETH', explorerUrl: '' };
export const DEVNET_BASE: ChainInfo = { id: 31338, slug: 'base', name: 'Base', nativeSymbol: 'ETH', explorerUrl: '' };

/** Every chain known, real ones first. */
export const KNOWN_CHAINS: readonly ChainInfo[] = [ETHEREUM, BASE, ARBITRUM, OPTIMISM, POLYGON, BNB_CHAIN, DEVNET_ETHEREUM, DEVNET_BASE];

/** A chain known by id, or undefined. */
export const knownChain = (id: number): ChainInfo | undefined => KNOWN_CHAINS.find((chain) => chain.id === id);

/** The enabled chain a `?chain=` value names: its slug or its id, any case; undefined when none does. */
export function chainNamed(chains: readonly ChainInfo[], name: string): ChainInfo | undefined {
  const wanted = name.trim().toLowerCase();
  return chains.find((chain) => chain.slug === wanted || String(chain.id) === wanted);
}
