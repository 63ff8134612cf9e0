// A wallet's history over JSON-RPC: its ERC-20 Transfers from eth_getLogs filtered by topic (sender,
// then recipient), and its ether from the node's Otterscan API (anvil, Erigon, Reth): the transactions
// that name it (ots_searchTransactionsBefore, newest first, whole blocks a page) and, for contract calls
// other than a plain token transfer, the ether paid inside them (ots_getInternalOperations: a router paying out
// a swap). Each log carries its block's time where the node adds it (blockTimestamp); otherwise the
// block is read.
import { pad, toHex, type PublicClient } from 'viem';
import { z } from 'zod';
import type { Address, Hash, WalletHistory, WalletHistoryQuery, WalletMove } from '../chain-source';
import { readLogsForwards } from './log-ranges';
import { TRANSFER_TOPIC } from './transfer-logs';

/** Transactions per Otterscan page (whole blocks are returned, so a page may hold a few more). */
export const OTS_PAGE_SIZE = 500;

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);
const rawLog = z.object({
  address: hex,
  topics: z.array(hex),
  data: hex,
  blockNumber: hex,
  blockTimestamp: hex.optional(),
  transactionHash: hex,
  logIndex: hex,
  removed: z.boolean().optional(),
});
const otsPage = z.object({
  txs: z.array(z.object({ hash: hex, from: hex, to: hex.nullable(), value: hex, input: hex.optional(), blockNumber: hex }).loose()),
  receipts: z.array(z.object({ transactionHash: hex, status: hex.optional(), timestamp: hex.optional() }).loose()),
  firstPage: z.boolean(),
  lastPage: z.boolean(),
});
const internalOperations = z.array(z.object({ type: z.number(), from: hex, to: hex, value: hex }));

/** ots_getInternalOperations' kind of a plain ether transfer. */
const TRANSFER_OPERATION = 0;

const lower = (text: string) => text.toLowerCase() as Address;
const addressOf = (topic: string) => lower(`0x${topic.slice(26)}`);

/** A JSON-RPC call, answered unparsed (each answer is checked with zod here). */
type Send = (args: { method: string; params: unknown[] }) => Promise<unknown>;

export async function readWalletHistory(
  client: PublicClient,
  wallet: Address,
  { fromBlock, toBlock, max }: WalletHistoryQuery,
): Promise<WalletHistory> {
  const request = client.request as Send;
  const [tokens, ether] = await Promise.all([
    tokenMoves(request, wallet, fromBlock, toBlock),
    etherMoves(request, wallet, fromBlock, toBlock),
  ]);
  // A call to the token it moved is a plain token transfer: only other calls (a router's) may pay ether inside.
  const tokenCalls = new Set(tokens.moves.map((move) => `${move.hash}:${move.asset}`));
  const internal = await internalEther(
    request,
    wallet,
    ether.calls.filter((call) => !tokenCalls.has(`${call.hash}:${call.to}`)),
  );
  const moves = [...tokens.moves, ...ether.moves, ...internal];
  await fillTimes(client, moves, { ...tokens.times, ...ether.times });
  moves.sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1));
  return moves.length > max ? { moves: moves.slice(moves.length - max), complete: false } : { moves, complete: true };
}

type Times = Record<string, number>;

async function tokenMoves(send: Send, wallet: Address, fromBlock: bigint, toBlock: bigint) {
  const moves: WalletMove[] = [];
  const times: Times = {};
  const seen = new Set<string>();
  for (const topics of [
    [TRANSFER_TOPIC, pad(wallet)],
    [TRANSFER_TOPIC, null, pad(wallet)],
  ]) {
    await readLogsForwards(
      fromBlock,
      toBlock,
      async ({ from, to }) =>
        z.array(rawLog).parse(await send({ method: 'eth_getLogs', params: [{ fromBlock: toHex(from), toBlock: toHex(to), topics }] })),
      (logs) => {
        for (const log of logs) {
          // ERC-721 wears the same topic with the id as a fourth topic and no data: not a token amount.
          if (log.removed || log.topics.length !== 3 || log.data.length !== 66) continue;
          const key = `${log.transactionHash}:${log.logIndex}`;
          if (seen.has(key)) continue; // a transfer to itself is in both lists
          seen.add(key);
          const blockNumber = BigInt(log.blockNumber);
          if (log.blockTimestamp) times[blockNumber.toString()] = Number(BigInt(log.blockTimestamp));
          moves.push({
            hash: lower(log.transactionHash),
            blockNumber,
            logIndex: Number(BigInt(log.logIndex)),
            at: 0,
            asset: lower(log.address),
            from: addressOf(log.topics[1]),
            to: addressOf(log.topics[2]),
            value: BigInt(log.data),
          });
        }
      },
    );
  }
  return { moves, times };
}

type ContractCall = { hash: Hash; blockNumber: bigint; from: Address; to: Address; value: bigint };

/** Ether the wallet's own transactions carried, and the contract calls that may have paid it some inside. */
async function etherMoves(request: Send, wallet: Address, fromBlock: bigint, toBlock: bigint) {
  const moves: WalletMove[] = [];
  const calls: ContractCall[] = [];
  const times: Times = {};
  const take = (page: z.infer<typeof otsPage>) => {
    const receipts = new Map(page.receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]));
    for (const tx of page.txs) {
      const blockNumber = BigInt(tx.blockNumber);
      if (blockNumber < fromBlock || blockNumber > toBlock) continue;
      const hash = lower(tx.hash);
      const receipt = receipts.get(hash);
      if (receipt?.status !== undefined && BigInt(receipt.status) === 0n) continue; // failed: nothing moved
      if (receipt?.timestamp) times[blockNumber.toString()] = Number(BigInt(receipt.timestamp));
      const from = lower(tx.from);
      const to = tx.to ? lower(tx.to) : null;
      const value = BigInt(tx.value);
      if (to && value > 0n && (from === wallet || to === wallet) && from !== to) {
        moves.push({ hash, blockNumber, logIndex: -1, at: 0, asset: 'eth', from, to, value });
      }
      if (to && tx.input !== undefined && tx.input !== '0x') calls.push({ hash, blockNumber, from, to, value });
    }
  };
  const blocksOf = (page: z.infer<typeof otsPage>) => page.txs.map((tx) => BigInt(tx.blockNumber));
  if (fromBlock === 0n) {
    // The whole history: newest first from past the last block asked for (Before is exclusive).
    let before = toBlock + 1n;
    for (;;) {
      const page = otsPage.parse(
        await request({ method: 'ots_searchTransactionsBefore', params: [wallet, Number(before), OTS_PAGE_SIZE] }),
      );
      take(page);
      const oldest = blocksOf(page).reduce((low, block) => (block < low ? block : low), before);
      if (page.lastPage || page.txs.length === 0 || oldest >= before) break;
      before = oldest;
    }
  } else {
    // A few new blocks: forwards from just before them (After is exclusive), so a page holds only those.
    let after = fromBlock - 1n;
    for (;;) {
      const page = otsPage.parse(await request({ method: 'ots_searchTransactionsAfter', params: [wallet, Number(after), OTS_PAGE_SIZE] }));
      take(page);
      const newest = blocksOf(page).reduce((high, block) => (block > high ? block : high), after);
      if (page.firstPage || page.txs.length === 0 || newest >= toBlock || newest <= after) break;
      after = newest;
    }
  }
  return { moves, calls, times };
}

/** Ether paid to or by the wallet inside contract calls (the top-level value is counted already). */
async function internalEther(request: Send, wallet: Address, calls: ContractCall[]): Promise<WalletMove[]> {
  const moves: WalletMove[] = [];
  await Promise.all(
    calls.map(async (call) => {
      const operations = internalOperations.parse(await request({ method: 'ots_getInternalOperations', params: [call.hash] }));
      let topLevelSkipped = false;
      let position = -2;
      for (const operation of operations) {
        if (operation.type !== TRANSFER_OPERATION) continue;
        const from = lower(operation.from);
        const to = lower(operation.to);
        const value = BigInt(operation.value);
        // Some nodes list the call's own value as its first operation: that is the transaction's value.
        if (!topLevelSkipped && from === call.from && to === call.to && value === call.value) {
          topLevelSkipped = true;
          continue;
        }
        if (value === 0n || from === to || (from !== wallet && to !== wallet)) continue;
        moves.push({ hash: call.hash, blockNumber: call.blockNumber, logIndex: position, at: 0, asset: 'eth', from, to, value });
        position -= 1;
      }
    }),
  );
  return moves;
}

/** Sets each move's block time, reading the blocks the node's answers did not date. */
async function fillTimes(client: PublicClient, moves: WalletMove[], known: Times): Promise<void> {
  const missing = [...new Set(moves.map((move) => move.blockNumber.toString()).filter((number) => known[number] === undefined))];
  const read = await Promise.all(missing.map((number) => client.getBlock({ blockNumber: BigInt(number) })));
  read.forEach((block, index) => (known[missing[index]] = Number(block.timestamp)));
  for (const move of moves) move.at = known[move.blockNumber.toString()];
}
