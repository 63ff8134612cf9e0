// The live activity: whenever a block is mined, plan the next one (from the seed and its number), read
// what the senders hold, top up whoever is short, and send the block's transactions to the pool.
import type { DevnetAccounts } from './accounts';
import { toTransactions } from './actions';
import { planBlockActivity } from './block-plan';
import { fundBlock } from './funding';
import { readChain, topUpCalls } from './ledger-reads';
import { asQuantity, type Rpc } from './rpc';

const POLL_MS = 250;
const SUMMARY_EVERY_BLOCKS = 30;

export type Simulator = { stop(): Promise<void> };

export type SimulatorOptions = {
  rpc: Rpc;
  seed: string;
  accounts: DevnetAccounts;
  log: (line: string) => void;
};

export type SentBlock = { sent: number; refused: string[] };

/** Plans block `blockNumber`'s activity, funds it, and sends its transactions to the pool. */
export async function sendBlockActivity(rpc: Rpc, seed: string, accounts: DevnetAccounts, blockNumber: bigint): Promise<SentBlock> {
  const planned = planBlockActivity(seed, accounts, blockNumber);
  const reads = await readChain(rpc, planned, [accounts.treasury]);
  const funded = fundBlock(planned, reads.ledger, accounts.treasury);
  if (funded.ethTopUps.length > 0) await rpc.batch(topUpCalls(funded.ethTopUps, reads.ether));
  const result: SentBlock = { sent: 0, refused: [] };
  const sendAll = async (transactions: readonly unknown[]) => {
    const outcomes = await rpc.batchSettled(transactions.map((transaction) => ({ method: 'eth_sendTransaction', params: [transaction] })));
    for (const outcome of outcomes) {
      if (outcome.ok) result.sent++;
      else result.refused.push(outcome.error.message);
    }
  };
  // Mints first and awaited: the pool keeps arrival order, so they run before the transfers.
  await sendAll(toTransactions(funded.mints, reads.nonces));
  await sendAll(toTransactions(funded.actions, reads.nonces));
  return result;
}

export function startSimulator({ rpc, seed, accounts, log }: SimulatorOptions): Simulator {
  let stopped = false;
  let wake: (() => void) | undefined;
  const counts = { blocks: 0, transactions: 0, failed: 0 };

  const simulateBlock = async (blockNumber: bigint) => {
    const { sent, refused } = await sendBlockActivity(rpc, seed, accounts, blockNumber);
    counts.transactions += sent;
    counts.failed += refused.length;
    for (const message of refused) log(`simulator: a transaction was refused: ${message}`);
    counts.blocks++;
    if (counts.blocks % SUMMARY_EVERY_BLOCKS === 0) {
      log(`simulator: ${counts.blocks} blocks, ${counts.transactions} transactions sent${counts.failed ? `, ${counts.failed} refused` : ''}`);
    }
  };

  const blockNumber = async () => asQuantity(await rpc.request('eth_blockNumber'), 'eth_blockNumber');

  const run = async () => {
    let seen: bigint | undefined;
    while (!stopped) {
      try {
        const latest = await blockNumber();
        if (latest !== seen) {
          seen = latest;
          await simulateBlock(latest + 1n);
        }
      } catch (error) {
        if (!stopped) log(`simulator: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };

  const running = run();

  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
