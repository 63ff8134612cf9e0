// Sends a planned history to a fresh chain: opening balances, then each block's transactions as one
// JSON-RPC batch, mined with evm_mine at the block's planned timestamp (the chain started at the
// plan's start), so the history spans its days and ends about now.
import { toHex } from 'viem';
import { toTransactions, type Action } from './actions';
import type { HistoryPlan } from './history-plan';
import { asQuantity, type Rpc } from './rpc';
import type { Address } from './tokens';

const PROGRESS_EVERY_MS = 2_000;

export type SeededHistory = { lastBlock: number; transactions: number };

/** Seeds `plan` on a chain whose genesis block is at `plan.start`. */
export async function seedHistory(rpc: Rpc, plan: HistoryPlan, log: (line: string) => void): Promise<SeededHistory> {
  await rpc.batch(plan.openingBalances.map(({ account, amount }) => ({ method: 'anvil_setBalance', params: [account, toHex(amount)] })));

  const nonces = new Map<Address, number>();
  const total = plan.blocks.reduce((sum, block) => sum + block.actions.length, 0);
  let sent = 0;
  let lastProgress = Date.now();
  let last = plan.start;
  for (const [index, block] of plan.blocks.entries()) {
    await sendBlock(rpc, block.actions, nonces);
    // Later than the block before, even when that one spilled over into extra blocks.
    last = await mineAll(rpc, Math.max(block.timestamp, last + 1));
    sent += block.actions.length;
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
  if (failed.length > 0)
    throw new Error(`Seeding failed: ${failed.length} of ${block.length} transactions were refused, first: ${failed[0]}`);
}

/** Mines until the pool is empty (a block that was too full leaves the rest for the next, a second later); returns the last block's timestamp. */
async function mineAll(rpc: Rpc, timestamp: number): Promise<number> {
  const maxBlocks = 5;
  for (let extra = 0; extra < maxBlocks; extra++) {
    await rpc.request('evm_mine', [timestamp + extra]);
    if (isEmptyPool(await rpc.request('txpool_status'))) return timestamp + extra;
  }
  throw new Error(`Seeding failed: transactions still pending after ${maxBlocks} blocks`);
}

function isEmptyPool(status: unknown): boolean {
  if (typeof status !== 'object' || status === null) throw new Error(`Unexpected txpool_status: ${JSON.stringify(status)}`);
  const { pending, queued } = status as { pending?: unknown; queued?: unknown };
  return asQuantity(pending, 'txpool pending') === 0n && asQuantity(queued, 'txpool queued') === 0n;
}
