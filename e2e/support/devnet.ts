// The product's devnet as a test reads it: its whales (derived from the seed as the devnet derives
// them) and its transactions over JSON-RPC.
import { createRequire } from 'node:module';
import { DEVNET_PORT } from './product';

// Required when the test runs, after the product start built the devnet package (CommonJS).
const devnet = () => createRequire(import.meta.url)('@whalewatch/devnet') as typeof import('@whalewatch/devnet');

export function devnetWhales(): string[] {
  const { deriveAccounts, DEFAULT_SEED } = devnet();
  return deriveAccounts(DEFAULT_SEED).whales;
}

/** The private key of whale `index`, for signing as that wallet's owner. */
export function devnetWhaleKey(index: number): `0x${string}` {
  const { devnetPrivateKey, DEFAULT_SEED } = devnet();
  return devnetPrivateKey(DEFAULT_SEED, 'whale', index);
}

export type DevnetTransaction = { from: string; to: string | null; value: string; input: string };

export async function devnetTransaction(hash: string): Promise<DevnetTransaction> {
  const response = await fetch(`http://127.0.0.1:${DEVNET_PORT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByHash', params: [hash] }),
  });
  const { result } = (await response.json()) as { result: DevnetTransaction };
  return result;
}

/** The whale swaps `eth` ETH for USDC on the devnet's Uniswap V3 router, in a block mined at once. */
export async function swapEthForUsdc(whale: string, eth: string): Promise<{ hash: string; amountOut: bigint }> {
  const { swapOnDevnet, tokenBySymbol } = devnet();
  const { parseEther } = createRequire(import.meta.url)('viem') as typeof import('viem');
  const swap = await swapOnDevnet(`http://127.0.0.1:${DEVNET_PORT}`, {
    whale: whale as `0x${string}`,
    ethIn: parseEther(eth),
    tokenOut: tokenBySymbol('USDC').address,
  });
  return { hash: swap.hash, amountOut: swap.amountOut };
}
