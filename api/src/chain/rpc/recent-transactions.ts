// An address's latest transactions over JSON-RPC. Plain JSON-RPC has no index by address, so this
// asks the node's Otterscan API (anvil, Erigon, Reth answer `ots_searchTransactionsBefore`), and on a
// node without it scans recent blocks backwards, up to a bound.
import type { PublicClient } from 'viem';
import { z } from 'zod';
import type { Address, ChainTransaction, Hash } from '../chain-source';

/** How far back the fallback block scan looks on a node without the Otterscan API. */
export const SCAN_BLOCKS = 2_000n;
const SCAN_BATCH = 50n;

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);
const otsPage = z.object({
  txs: z.array(z.object({ hash: hex, from: hex, to: hex.nullable(), value: hex, blockNumber: hex }).loose()),
  receipts: z.array(z.object({ timestamp: hex.optional(), transactionHash: hex }).loose()),
});

type OtsSearch = {
  Method: 'ots_searchTransactionsBefore';
  Parameters: [address: Address, blockNumber: number, pageSize: number];
  ReturnType: unknown;
};

const lower = (address: string) => address.toLowerCase() as Address;

export async function recentTransactions(client: PublicClient, address: Address, limit: number): Promise<ChainTransaction[]> {
  let page: z.infer<typeof otsPage>;
  try {
    page = otsPage.parse(await client.request<OtsSearch>({ method: 'ots_searchTransactionsBefore', params: [address, 0, limit] }));
  } catch (error) {
    if (!isUnsupported(error)) throw error;
    return scanRecentBlocks(client, address, limit);
  }
  const timestamps = new Map(page.receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt.timestamp]));
  const transactions = await Promise.all(
    page.txs.slice(0, limit).map(async (tx): Promise<ChainTransaction> => {
      const blockNumber = BigInt(tx.blockNumber);
      const stamp = timestamps.get(tx.hash.toLowerCase());
      const timeStamp = stamp ? Number(BigInt(stamp)) : Number((await client.getBlock({ blockNumber })).timestamp);
      return {
        hash: tx.hash as Hash,
        value: BigInt(tx.value).toString(),
        from: lower(tx.from),
        to: tx.to ? lower(tx.to) : null,
        timeStamp,
        blockNumber,
      };
    }),
  );
  return transactions.sort((a, b) => (a.blockNumber === b.blockNumber ? 0 : a.blockNumber > b.blockNumber ? -1 : 1));
}

function isUnsupported(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /method not found|not supported|does not exist|unsupported|-32601/i.test(text);
}

async function scanRecentBlocks(client: PublicClient, address: Address, limit: number): Promise<ChainTransaction[]> {
  const found: ChainTransaction[] = [];
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const earliest = latest > SCAN_BLOCKS ? latest - SCAN_BLOCKS : 0n;
  for (let to = latest; to >= earliest && found.length < limit; to -= SCAN_BATCH) {
    const from = to - SCAN_BATCH + 1n > earliest ? to - SCAN_BATCH + 1n : earliest;
    const numbers: bigint[] = [];
    for (let number = to; number >= from; number -= 1n) numbers.push(number);
    const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })));
    for (const block of blocks) {
      for (const tx of [...block.transactions].reverse()) {
        if (lower(tx.from) !== address && (tx.to === null || lower(tx.to) !== address)) continue;
        found.push({
          hash: tx.hash,
          value: tx.value.toString(),
          from: lower(tx.from),
          to: tx.to ? lower(tx.to) : null,
          timeStamp: Number(block.timestamp),
          blockNumber: block.number,
        });
        if (found.length >= limit) return found;
      }
    }
    if (from === 0n) break;
  }
  return found;
}
