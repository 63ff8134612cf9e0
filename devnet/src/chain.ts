// A devnet chain as a viem chain: its chain id, and Multicall3 where viem's `multicall` and batched
// reads look for it.
import { defineChain } from 'viem';
import { DEVNET_CHAIN_ID, DEVNET_L1, type DevnetChainProfile } from './chains';

/** The viem chain of the devnet chain at `rpcUrl`: the L1 (id 31337) by default, or `profile`'s (the L2: 31338). */
export function devnetChain(rpcUrl = 'http://127.0.0.1:8545', profile: DevnetChainProfile = DEVNET_L1) {
  return defineChain({
    id: profile.id,
    name: profile.id === DEVNET_CHAIN_ID ? 'Whalewatch devnet' : `Whalewatch devnet (${profile.name})`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: profile.multicall3Address } },
  });
}
