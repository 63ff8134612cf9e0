// Sends a planned history to a fresh chain: opening balances, then each block's transactions as one
// JSON-RPC batch, mined with evm_mine at timestamps one slot apart, so the history ends about now.
import { toHex } from 'viem';
import { toTransactions, type Action } from './actions';
import type { HistoryPlan } from './history-plan';
import { asQuantity, type Rpc } from './rpc';
import type { Address } from './tokens';

/** Seconds between seeded blocks, as on Ethereum mainnet. */
export const HISTORY_SLOT_SECONDS = 12;
const PROGRESS_EVERY_MS = 2_000;

/** The genesis timestamp that makes a history of `blocks` blocks end at `end`. */
export function historyGenesisTimestamp(blocks: number, end: number): number {
  return end - (blocks + 1) * HISTORY_SLOT_SECONDS;
}

export type SeededHistory = { lastBlock: number; transactions: number };

export async function seedHistory(rpc: Rpc, plan: HistoryPlan, genesisTimestamp: number, log: (line: string) => void): Promise<SeededHistory> {
  await rpc.batch(plan.openingBalances.map(({ account, amount }) => ({ method: 'anvil_setBalance', params: [account, toHex(amount)] })));

  const nonces = new Map<Address, number>();
  const total = plan.blocks.reduce((sum, block) => sum + block.length, 0);
  let sent = 0;
  let lastProgress = Date.now();
  let timestamp = genesisTimestamp;
  for (const [index, block] of plan.blocks.entries()) {
    await sendBlock(rpc, block, nonces);
    timestamp += HISTORY_SLOT_SECONDS;
    await mineAll(rpc, timestamp);
    sent += block.length;
    if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = Date.now();
      log(`seeding history: block ${index + 1}/${plan.blocks.length}, ${sent}/${total} transactions`);
    }
  }
  const lastBlock = Number(asQuantity(await rpc.request('eth_blockNumber'), 'eth_blockNumber'));
  return { lastBlock, transactions: sent };
}

async function sendBlock(rpc: Rpc, block: readonly Action[], nonces: Map<Address, number>): Promise<void> {
  const transactions = toTransactions(block, nonces);
  const outcomes = await rpc.batchSettled(transactions.map((transaction) => ({ method: 'eth_sendTransaction', params: [transaction] })));
  const failed = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error.message]));
  if (failed.length > 0) throw new Error(`Seeding failed: ${failed.length} of ${block.length} transactions were refused, first: ${failed[0]}`);
}

/** Mines until the pool is empty (a block that was too full leaves the rest for the next). */
async function mineAll(rpc: Rpc, timestamp: number): Promise<void> {
  const maxBlocks = 5;
  for (let extra = 0; extra < maxBlocks; extra++) {
    await rpc.request('evm_mine', [timestamp + extra]);
    if (isEmptyPool(await rpc.request('txpool_status'))) return;
  }
  throw new Error(`Seeding failed: transactions still pending after ${maxBlocks} blocks`);
}

function isEmptyPool(status: unknown): boolean {
  if (typeof status !== 'object' || status === null) throw new Error(`Unexpected txpool_status: ${JSON.stringify(status)}`);
  const { pending, queued } = status as { pending?: unknown; queued?: unknown };
  return asQuantity(pending, 'txpool pending') === 0n && asQuantity(queued, 'txpool queued') === 0n;
}
