// The product's devnet as a test reads it: its whales (derived from the seed as the devnet derives
// them) and its transactions over JSON-RPC.
import { createRequire } from 'node:module';
import { DEVNET_PORT } from './product';

export function devnetWhales(): string[] {
  // Required when the test runs, after the product start built the devnet package (CommonJS).
  const { deriveAccounts, DEFAULT_SEED } = createRequire(import.meta.url)('@whalewatch/devnet') as typeof import('@whalewatch/devnet');
  return deriveAccounts(DEFAULT_SEED).whales;
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
