// The devnet as a viem chain: anvil's chain id, and Multicall3 where viem's `multicall` and batched
// reads look for it.
import { defineChain } from 'viem';
import { MULTICALL3_ADDRESS } from './contracts';

export const DEVNET_CHAIN_ID = 31337;

export function devnetChain(rpcUrl = 'http://127.0.0.1:8545') {
  return defineChain({
    id: DEVNET_CHAIN_ID,
    name: 'Whalewatch devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  });
}
