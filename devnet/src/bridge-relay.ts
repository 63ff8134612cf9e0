// startBridgeRelay: what carries deposits from the L1 to the L2. It reads each new L1 block for
// successful transactions into the L1 bridge and, two L1 blocks later (or after 4 s on an L1 that mines
// seldom), pays the depositor on the L2 from the L2 bridge (bridge.ts). It also reads the L2's blocks
// for arrivals it did not send, so a deposit that has arrived already is not paid again: one made by
// bridgeOnDevnet, or one a relay before a restart paid (on start it looks back over the last L1 blocks
// and the L2 blocks since then). Each deposit arrives once.
import { formatEther, type Hex } from 'viem';
import { arrivalOf, DEVNET_BRIDGES, sendEther } from './bridge';
import { asHex, asQuantity, createRpc, minedIn, type Rpc } from './rpc';
import type { Address } from './tokens';
import { pollLoop } from './poll-loop';

export type BridgeRelayOptions = {
  l1RpcUrl: string;
  l2RpcUrl: string;
  /** Where it says what it paid out and what went wrong; default nowhere. */
  log?: (line: string) => void;
};

export type BridgeRelay = { stop(): Promise<void> };

const POLL_MS = 500;
/** L1 blocks on top of a deposit's before it is paid out. */
const CONFIRMATIONS = 2n;
/** ...or this long after the relay saw it, whichever comes first. */
const MAX_WAIT_MS = 4_000;
/** L1 blocks read again on start, for deposits a relay before a restart had not paid yet. */
const LOOKBACK_BLOCKS = 32n;
/** L2 arrivals are read from this long before the first of those blocks' time. */
const LOOKBACK_MARGIN_SECONDS = 60;
/**
 * How long an arrival the relay did not send waits for its deposit: that deposit is read in the same
 * poll or the next, so this only keeps a stray arrival (one whose deposit came before the look-back)
 * from standing in for a later deposit of the same wallet and amount.
 */
const UNCLAIMED_TTL_MS = 60_000;
const BLOCKS_PER_BATCH = 100;

type Deposit = { hash: Hex; from: Address; amount: bigint; blockNumber: bigint; seenAt: number };
type BlockTransaction = { hash: Hex; from: Address; to: Address | null; value: bigint };

const arrivalKey = (to: Address, value: bigint) => `${to.toLowerCase()}|${value}`;

/** Starts relaying deposits from the L1 at `l1RpcUrl` to the L2 at `l2RpcUrl` until stopped. */
export function startBridgeRelay({ l1RpcUrl, l2RpcUrl, log = () => {} }: BridgeRelayOptions): BridgeRelay {
  const [l1, l2] = [createRpc(l1RpcUrl), createRpc(l2RpcUrl)];
  /** The next block to read on each chain, once started. */
  let next: { l1: bigint; l2: bigint } | undefined;
  const waiting: Deposit[] = [];
  /** Arrivals read on the L2 that this relay did not send and no deposit has claimed yet: recipient and value, and when read. */
  let unclaimed: { key: string; readAt: number }[] = [];
  /** Arrivals this relay sent that its reading of the L2 has not come to yet. */
  const sent = new Set<Hex>();

  /** Queues the successful deposits in L1 blocks `from` to `head`, all or (on an error) none. */
  const readL1 = async (head: bigint, from: bigint) => {
    const deposits = (await readBlocks(l1, from, head)).flatMap((block) =>
      block.transactions
        .filter((tx) => tx.to?.toLowerCase() === DEVNET_BRIDGES.l1 && tx.value > 0n)
        .map((tx): Deposit => ({ hash: tx.hash, from: tx.from, amount: tx.value, blockNumber: block.number, seenAt: Date.now() })),
    );
    if (deposits.length === 0) return;
    const receipts = await l1.batch(deposits.map((deposit) => ({ method: 'eth_getTransactionReceipt', params: [deposit.hash] })));
    waiting.push(...deposits.filter((_, index) => (receipts[index] as { status?: unknown } | null)?.status === '0x1'));
  };

  /** Notes the arrivals in L2 blocks `from` to `head` that this relay did not send. */
  const readL2 = async (head: bigint, from: bigint) => {
    for (const block of await readBlocks(l2, from, head)) {
      for (const tx of block.transactions) {
        if (tx.from.toLowerCase() !== DEVNET_BRIDGES.l2 || tx.to === null) continue;
        if (sent.delete(tx.hash)) continue;
        unclaimed.push({ key: arrivalKey(tx.to, tx.value), readAt: Date.now() });
      }
    }
  };

  /**
   * Settles each deposit that has arrived already (claiming that arrival) or is due (paying it out), one
   * at a time, each payment mined before the next is funded.
   */
  const settle = async (l1Head: bigint) => {
    const forget = (deposit: Deposit) => waiting.splice(waiting.indexOf(deposit), 1);
    for (const deposit of [...waiting]) {
      const arrival = arrivalOf(deposit.from, deposit.amount);
      const key = arrivalKey(arrival.to, arrival.value);
      const arrived = unclaimed.findIndex((candidate) => candidate.key === key);
      if (arrived >= 0) {
        unclaimed.splice(arrived, 1);
        forget(deposit);
        continue;
      }
      const due = l1Head >= deposit.blockNumber + CONFIRMATIONS || Date.now() - deposit.seenAt >= MAX_WAIT_MS;
      if (!due) continue;
      // A deposit no larger than the fee bridges nothing.
      if (arrival.value > 0n) {
        const hash = await sendEther(l2, arrival);
        sent.add(hash);
        forget(deposit);
        await minedIn(l2, hash, 'arrival');
        log(`bridge: ${formatEther(arrival.value)} ETH to ${arrival.to} on the L2 (${hash}) for its deposit ${deposit.hash}`);
      } else {
        forget(deposit);
      }
    }
  };

  const poll = async () => {
    const [l1Head, l2Head] = await Promise.all([blockNumber(l1), blockNumber(l2)]);
    next ??= await startingBlocks(l1, l2, l1Head);
    if (l1Head >= next.l1) {
      await readL1(l1Head, next.l1);
      next.l1 = l1Head + 1n;
    }
    if (l2Head >= next.l2) {
      await readL2(l2Head, next.l2);
      next.l2 = l2Head + 1n;
    }
    await settle(l1Head);
    unclaimed = unclaimed.filter((arrival) => Date.now() - arrival.readAt < UNCLAIMED_TTL_MS);
  };

  return pollLoop(poll, { pollMs: POLL_MS, name: 'bridge relay', log });
}

async function blockNumber(rpc: Rpc): Promise<bigint> {
  return asQuantity(await rpc.request('eth_blockNumber'), 'eth_blockNumber');
}

/** Where a new relay starts reading: LOOKBACK_BLOCKS back on the L1, and on the L2 from a little before that block's time. */
async function startingBlocks(l1: Rpc, l2: Rpc, l1Head: bigint): Promise<{ l1: bigint; l2: bigint }> {
  const first = l1Head >= LOOKBACK_BLOCKS ? l1Head - LOOKBACK_BLOCKS + 1n : 0n;
  const since = (await blockTime(l1, first)) - LOOKBACK_MARGIN_SECONDS;
  // The first L2 block at `since` or later (blocks only move forward in time).
  let [low, high] = [0n, await blockNumber(l2)];
  while (low < high) {
    const middle = (low + high) / 2n;
    if ((await blockTime(l2, middle)) < since) low = middle + 1n;
    else high = middle;
  }
  return { l1: first, l2: low };
}

async function blockTime(rpc: Rpc, number: bigint): Promise<number> {
  const block = await rpc.request('eth_getBlockByNumber', [`0x${number.toString(16)}`, false]);
  return Number(asQuantity((block as { timestamp?: unknown } | null)?.timestamp, 'block timestamp'));
}

/** Blocks `from` to `to` with their transactions, read in batches. */
async function readBlocks(rpc: Rpc, from: bigint, to: bigint): Promise<{ number: bigint; transactions: BlockTransaction[] }[]> {
  const blocks: { number: bigint; transactions: BlockTransaction[] }[] = [];
  for (let start = from; start <= to; start += BigInt(BLOCKS_PER_BATCH)) {
    const count = Number(to - start + 1n < BigInt(BLOCKS_PER_BATCH) ? to - start + 1n : BigInt(BLOCKS_PER_BATCH));
    const results = await rpc.batch(
      Array.from({ length: count }, (_, index) => ({
        method: 'eth_getBlockByNumber',
        params: [`0x${(start + BigInt(index)).toString(16)}`, true],
      })),
    );
    for (const [index, result] of results.entries()) {
      const { transactions } = (result ?? {}) as { transactions?: { hash: unknown; from: unknown; to: unknown; value: unknown }[] };
      if (!Array.isArray(transactions)) throw new Error(`Unexpected block ${start + BigInt(index)}: ${JSON.stringify(result)}`);
      blocks.push({
        number: start + BigInt(index),
        transactions: transactions.map((tx) => ({
          hash: asHex(tx.hash, 'transaction hash'),
          from: asHex(tx.from, 'transaction from'),
          to: tx.to === null ? null : asHex(tx.to, 'transaction to'),
          value: asQuantity(tx.value, 'transaction value'),
        })),
      });
    }
  }
  return blocks;
}
