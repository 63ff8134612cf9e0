// The chains a devnet can be: the L1 standing in for Ethereum (the devnet as it always was) and the L2
// standing in for Base. A profile says what is on the chain (its id, tokens, routers and other
// contracts at that chain's real addresses) and how its simulated activity draws its tokens. Both share
// the accounts (they derive from the seed) and the exchanges' addresses.
import {
  DEVNET_BRIDGES,
  DEVNET_EXCHANGES,
  DEVNET_ROUTER_ADDRESS,
  MULTICALL3_ADDRESS,
  DISPERSE_ADDRESS,
  PERMIT2_ADDRESS,
  UNIVERSAL_ROUTER_ADDRESS,
} from './counterparties';
import type { DevnetExchange } from './counterparties';
import { DEVNET_L2_TOKENS, DEVNET_TOKENS, type Address, type DevnetToken } from './tokens';

/** The L1's chain id (anvil's default), standing in for Ethereum. */
export const DEVNET_CHAIN_ID = 31337;
/** The L2's chain id, standing in for Base. */
export const DEVNET_L2_CHAIN_ID = 31338;

export type DevnetChainProfile = {
  /** What eth_chainId answers. */
  id: number;
  /** The chain it stands in for. */
  name: string;
  /** Its ERC-20 tokens, at that chain's real addresses. */
  tokens: readonly DevnetToken[];
  /** Where the devnet's router serves: most swaps go through the swap router, some through the Universal Router. */
  routerAddresses: readonly [swapRouter: Address, universalRouter: Address];
  multicall3Address: Address;
  /** Uniswap Permit2: only a spender in approvals (no code is placed). */
  permit2Address: Address;
  /** Where a copy of Disperse.app's contract serves, or null for none. */
  disperseAddress: Address | null;
  /** The exchange hot wallets: the same addresses on both chains. */
  exchanges: readonly DevnetExchange[];
  /** The bridge some whale moves deposit ether into, to move it to the L2; null on the L2 (deposits only go L1 → L2). */
  bridge: Address | null;
  /**
   * Chance that a block carries a whale's move. The L1's: at 2 s blocks about one a minute over the 8
   * whales, so each whale moves about 7–8 times an hour there and a user tracking 6 of them reads about
   * 50 alerts an hour; the L2's is half that per block, as often at its 1 s blocks.
   */
  whaleMoveChance: number;
  /** Weight of each token, by symbol, in the live simulated moves and in the seeded history. */
  tokenWeights: { live: Readonly<Record<string, number>>; history: Readonly<Record<string, number>> };
};

/** Ethereum's stand-in: the ten tokens at their mainnet addresses, Uniswap's mainnet routers, Disperse and Permit2. */
export const DEVNET_L1: DevnetChainProfile = {
  id: DEVNET_CHAIN_ID,
  name: 'Ethereum',
  tokens: DEVNET_TOKENS,
  routerAddresses: [DEVNET_ROUTER_ADDRESS, UNIVERSAL_ROUTER_ADDRESS],
  multicall3Address: MULTICALL3_ADDRESS,
  permit2Address: PERMIT2_ADDRESS,
  disperseAddress: DISPERSE_ADDRESS,
  exchanges: DEVNET_EXCHANGES,
  bridge: DEVNET_BRIDGES.l1,
  whaleMoveChance: 1 / 30,
  tokenWeights: {
    live: { USDC: 30, USDT: 16, DAI: 12, LINK: 8, SHIB: 8, cDAI: 6, BAT: 5, '1INCH': 5, COMP: 5, BUSD: 5 },
    history: { USDC: 55, USDT: 8, DAI: 7, LINK: 5, SHIB: 5, BAT: 4, '1INCH': 4, COMP: 4, BUSD: 4, cDAI: 4 },
  },
};

/** Base's stand-in: USDC, USDT, DAI and WETH at their Base addresses, Uniswap's Base routers, Multicall3 and Permit2. */
export const DEVNET_L2: DevnetChainProfile = {
  id: DEVNET_L2_CHAIN_ID,
  name: 'Base',
  tokens: DEVNET_L2_TOKENS,
  // Uniswap's SwapRouter02 and Universal Router on Base.
  routerAddresses: ['0x2626664c2603336e57b271c5c0b26f421741e481', '0x6ff5693b99212da76ad316178a184ab56d299b43'],
  multicall3Address: MULTICALL3_ADDRESS,
  permit2Address: PERMIT2_ADDRESS,
  disperseAddress: null,
  exchanges: DEVNET_EXCHANGES,
  bridge: null,
  whaleMoveChance: 1 / 60,
  tokenWeights: {
    live: { USDC: 45, WETH: 25, USDT: 15, DAI: 15 },
    history: { USDC: 60, WETH: 20, USDT: 10, DAI: 10 },
  },
};

export const DEVNET_CHAINS: readonly DevnetChainProfile[] = [DEVNET_L1, DEVNET_L2];

/** The profile of the devnet chain with this id. */
export function devnetChainProfile(chainId: number): DevnetChainProfile {
  const profile = DEVNET_CHAINS.find((candidate) => candidate.id === chainId);
  if (!profile) throw new Error(`No devnet chain has id ${chainId} (${DEVNET_CHAINS.map((chain) => chain.id).join(', ')} do)`);
  return profile;
}

export function isRouterOn(chain: DevnetChainProfile, address: Address): boolean {
  return chain.routerAddresses.includes(address.toLowerCase() as Address);
}

/**
 * The name of a random stream on `chain`: the L1 keeps the names it had before there was an L2, so its
 * plans stay what they were; another chain's names carry its id, so its activity differs for the same seed.
 */
export function chainStream(chain: DevnetChainProfile, stream: string): string {
  return chain.id === DEVNET_CHAIN_ID ? stream : `chain/${chain.id}/${stream}`;
}
