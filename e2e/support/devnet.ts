// The product's devnet as a test reads it: its whales (derived from the seed as the devnet derives
// them) and its transactions over JSON-RPC.
import { createRequire } from 'node:module';
import { DEVNET_L2_PORT, DEVNET_PORT } from './product';

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
export async function swapEthForUsdc(whale: string, eth: string): Promise<{ hash: string; amountOut: bigint; blockNumber: bigint }> {
  const { swapOnDevnet, tokenBySymbol } = devnet();
  const { parseEther } = createRequire(import.meta.url)('viem') as typeof import('viem');
  const swap = await swapOnDevnet(`http://127.0.0.1:${DEVNET_PORT}`, {
    whale: whale as `0x${string}`,
    ethIn: parseEther(eth),
    tokenOut: tokenBySymbol('USDC').address,
  });
  return { hash: swap.hash, amountOut: swap.amountOut, blockNumber: swap.blockNumber };
}

/** The devnet's USD price of ether or a token (by address) at `at` (seconds), as the api prices it. */
export function devnetPrice(asset: 'ETH' | `0x${string}`, at = Date.now() / 1000): number {
  const { devnetPriceAt } = createRequire(import.meta.url)(
    '@whalewatch/devnet/price-path',
  ) as typeof import('@whalewatch/devnet/price-path');
  const price = devnetPriceAt(asset, at);
  if (price === null) throw new Error(`The devnet has no price for ${asset}`);
  return price;
}

/** A block's time (seconds), for what the api values at the block. */
export async function devnetBlockTime(blockNumber: bigint): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${DEVNET_PORT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: [`0x${blockNumber.toString(16)}`, false] }),
  });
  const { result } = (await response.json()) as { result: { timestamp: string } };
  return Number(BigInt(result.timestamp));
}

async function rpc<T>(port: number, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: T; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

/**
 * `from` (a devnet whale, impersonated as anvil lets any account send) sends `ether` to `to` on the
 * devnet's L2, standing in for Base, and the transaction is mined; its hash. `l2Port`: another product's L2.
 */
export async function sendEtherOnL2(from: string, to: string, ether: string, l2Port = DEVNET_L2_PORT): Promise<string> {
  const { parseEther, toHex } = createRequire(import.meta.url)('viem') as typeof import('viem');
  await rpc(l2Port, 'anvil_setBalance', [from, toHex(parseEther('1000000'))]);
  const hash = await rpc<string>(l2Port, 'eth_sendTransaction', [{ from, to, value: toHex(parseEther(ether)) }]);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await rpc<unknown>(l2Port, 'eth_getTransactionReceipt', [hash])) return hash;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${hash} was not mined on the L2 within 20 s`);
}
