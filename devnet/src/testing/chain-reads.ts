// Reads the devnet tests share: a viem client on the devnet chain and waiting for blocks.
import { createPublicClient, http, parseAbiItem, type PublicClient } from 'viem';
import { devnetChain } from '../chain';
import { DEVNET_L1, type DevnetChainProfile } from '../chains';

export const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
export const approvalEvent = parseAbiItem('event Approval(address indexed owner, address indexed spender, uint256 value)');

export function devnetClient(rpcUrl: string, profile: DevnetChainProfile = DEVNET_L1): PublicClient {
  return createPublicClient({ chain: devnetChain(rpcUrl, profile), transport: http(rpcUrl), cacheTime: 0 });
}

export async function waitForBlock(client: PublicClient, number: bigint, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await client.getBlockNumber({ cacheTime: 0 })) < number) {
    if (Date.now() > deadline) throw new Error(`block ${number} did not arrive within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
