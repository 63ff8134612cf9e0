// The live activity: whenever a block is mined, plan the next one (from the seed and its number), read
// what the senders hold, top up whoever is short, and send the block's transactions to the pool.
import { encodeFunctionData, erc20Abi, toHex, type Hex } from 'viem';
import type { DevnetAccounts } from './accounts';
import { sender, toTransactions, type Action } from './actions';
import { planBlockActivity } from './block-plan';
import { fundBlock } from './funding';
import { ETH, Ledger } from './ledger';
import { asQuantity, type Rpc, type RpcCall } from './rpc';
import type { Address } from './tokens';

const POLL_MS = 250;
const SUMMARY_EVERY_BLOCKS = 30;

export type Simulator = { stop(): Promise<void> };

export type SimulatorOptions = {
  rpc: Rpc;
  seed: string;
  accounts: DevnetAccounts;
  log: (line: string) => void;
};

type Reads = {
  ether: Map<Address, bigint>;
  ledger: Ledger;
  nonces: Map<Address, number>;
};

export function startSimulator({ rpc, seed, accounts, log }: SimulatorOptions): Simulator {
  let stopped = false;
  let wake: (() => void) | undefined;
  const counts = { blocks: 0, transactions: 0, failed: 0 };

  const simulateBlock = async (blockNumber: bigint) => {
    const planned = planBlockActivity(seed, accounts, blockNumber);
    const reads = await readSenders(rpc, planned, accounts.treasury);
    const funded = fundBlock(planned, reads.ledger, accounts.treasury);
    if (funded.ethTopUps.length > 0) {
      // anvil_setBalance takes effect at once; a top-up sent as a transaction would not count when
      // the pool checks the sender's funds.
      await rpc.batch(
        funded.ethTopUps.map(({ account, amount }) => ({
          method: 'anvil_setBalance',
          params: [account, toHex((reads.ether.get(account) ?? 0n) + amount)],
        })),
      );
    }
    // Mints first and awaited: the pool keeps arrival order, so they run before the transfers.
    await sendAll(toTransactions(funded.mints, reads.nonces));
    await sendAll(toTransactions(funded.actions, reads.nonces));
    counts.blocks++;
    if (counts.blocks % SUMMARY_EVERY_BLOCKS === 0) {
      log(`simulator: ${counts.blocks} blocks, ${counts.transactions} transactions sent${counts.failed ? `, ${counts.failed} refused` : ''}`);
    }
  };

  const sendAll = async (transactions: readonly unknown[]) => {
    const outcomes = await rpc.batchSettled(transactions.map((transaction) => ({ method: 'eth_sendTransaction', params: [transaction] })));
    for (const outcome of outcomes) {
      if (outcome.ok) counts.transactions++;
      else {
        counts.failed++;
        log(`simulator: a transaction was refused: ${outcome.error.message}`);
      }
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

/** Everything the funding step needs about a block's senders, read in one batch. */
async function readSenders(rpc: Rpc, actions: readonly Action[], treasury: Address): Promise<Reads> {
  const etherAccounts = new Set<Address>();
  const tokenBalances = new Map<string, { token: Address; account: Address }>();
  const allowances = new Map<string, { token: Address; owner: Address; spender: Address }>();
  for (const action of actions) {
    etherAccounts.add(sender(action));
    if (action.kind === 'token-transfer' || action.kind === 'transfer-from') {
      tokenBalances.set(`${action.token}|${action.from}`, { token: action.token, account: action.from });
    }
    if (action.kind === 'transfer-from') {
      // The owner signs instead when the allowance is missing and this becomes an approval.
      etherAccounts.add(action.from);
      allowances.set(`${action.token}|${action.from}|${action.spender}`, { token: action.token, owner: action.from, spender: action.spender });
    }
  }
  const nonceAccounts = [...etherAccounts, treasury];
  const call = (to: Address, data: Hex): RpcCall => ({ method: 'eth_call', params: [{ to, data }, 'pending'] });
  const calls: RpcCall[] = [
    ...[...etherAccounts].map((account) => ({ method: 'eth_getBalance', params: [account, 'latest'] })),
    ...[...tokenBalances.values()].map(({ token, account }) =>
      call(token, encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] })),
    ),
    ...[...allowances.values()].map(({ token, owner, spender }) =>
      call(token, encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })),
    ),
    ...nonceAccounts.map((account) => ({ method: 'eth_getTransactionCount', params: [account, 'pending'] })),
  ];
  const results = (await rpc.batch(calls)).map((result, index) => asQuantity(result, calls[index].method));

  const ledger = new Ledger();
  const ether = new Map<Address, bigint>();
  let next = 0;
  for (const account of etherAccounts) {
    ether.set(account, results[next]);
    ledger.setBalance(ETH, account, results[next++]);
  }
  for (const { token, account } of tokenBalances.values()) ledger.setBalance(token, account, results[next++]);
  for (const pair of allowances.values()) ledger.setAllowance(pair, results[next++]);
  const nonces = new Map<Address, number>();
  for (const account of nonceAccounts) nonces.set(account, Number(results[next++]));
  return { ether, ledger, nonces };
}
