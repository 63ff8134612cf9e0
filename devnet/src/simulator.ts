// The live activity of a chain: whenever a block is mined, plan the next one (from the seed, the chain
// and its number, priced at the time it is due), read what the senders hold, top up whoever is short,
// and send the block's transactions to the pool.
import type { DevnetAccounts } from './accounts';
import { toTransactions } from './actions';
import { planBlockActivity } from './block-plan';
import { DEVNET_L1, type DevnetChainProfile } from './chains';
import { fundBlock } from './funding';
import { readChain, topUpCalls } from './ledger-reads';
import { latestBlock, nextBlockTimestamp, type Rpc } from './rpc';
import { pollLoop } from './poll-loop';

const POLL_MS = 250;
const SUMMARY_EVERY_BLOCKS = 30;

export type Simulator = { stop(): Promise<void> };

export type SimulatorOptions = {
  rpc: Rpc;
  seed: string;
  accounts: DevnetAccounts;
  chain: DevnetChainProfile;
  /** Seconds between the chain's blocks: the next block is due this long after the newest. */
  blockTimeSeconds: number;
  log: (line: string) => void;
};

export type SentBlock = { sent: number; refused: string[] };

/**
 * Plans block `blockNumber`'s activity on `chain` (default the L1) at the prices at `timestamp` (by
 * default about when a block mined now would be stamped), funds it, and sends its transactions to the pool.
 */
export async function sendBlockActivity(
  rpc: Rpc,
  seed: string,
  accounts: DevnetAccounts,
  blockNumber: bigint,
  timestamp?: number,
  chain: DevnetChainProfile = DEVNET_L1,
): Promise<SentBlock> {
  const planned = planBlockActivity(seed, accounts, blockNumber, timestamp ?? (await nextBlockTimestamp(rpc)), chain);
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

export function startSimulator({ rpc, seed, accounts, chain, blockTimeSeconds, log }: SimulatorOptions): Simulator {
  const counts = { blocks: 0, transactions: 0, failed: 0 };

  const simulateBlock = async (blockNumber: bigint, timestamp: number) => {
    const { sent, refused } = await sendBlockActivity(rpc, seed, accounts, blockNumber, timestamp, chain);
    counts.transactions += sent;
    counts.failed += refused.length;
    for (const message of refused) log(`simulator: a transaction was refused: ${message}`);
    counts.blocks++;
    if (counts.blocks % SUMMARY_EVERY_BLOCKS === 0) {
      log(
        `simulator: ${counts.blocks} blocks, ${counts.transactions} transactions sent${counts.failed ? `, ${counts.failed} refused` : ''}`,
      );
    }
  };

  let seen: bigint | undefined;
  return pollLoop(
    async () => {
      const latest = await latestBlock(rpc);
      if (latest.number === seen) return;
      seen = latest.number;
      await simulateBlock(latest.number + 1n, latest.timestamp + blockTimeSeconds);
    },
    { pollMs: POLL_MS, name: 'simulator', log },
  );
}
