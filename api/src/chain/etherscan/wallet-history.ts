// A wallet's history from Etherscan's account module, with the rpc source's meaning (rpc/wallet-history.ts):
// its ERC-20 transfers (tokentx), the ether its own transactions carried (txlist, logIndex -1) and the
// ether paid to or by it inside contract calls (txlistinternal, logIndex -2, -3, …). Each list is read
// newest first and only as far as the newest `max` moves need; the lists are read one after another, and
// once more than `max` moves are known, the next list starts at the block of the `max`-th newest.
import type { z } from 'zod';
import type { Address, Hash, TokenMetadata, WalletHistory, WalletHistoryQuery, WalletMove } from '../chain-source';
import { PAGE_SIZE, readBlockPages } from './block-pages';
import type { EtherscanRequest } from './client';
import {
  tokentxResult,
  txlistinternalResult,
  txlistResult,
  type TokentxRecord,
  type TxlistinternalRecord,
  type TxlistRecord,
} from './records';
import { transferIdentity } from './token-transfers';

/** A transaction's own value. */
const TRANSACTION_VALUE = -1;
/** The first ether transfer inside a transaction; the next ones count down. */
const FIRST_INTERNAL = -2;
/** Trace entries that run code in the caller's context: the value they show stays where it was. */
const NOT_MOVING_ETHER = new Set(['delegatecall', 'staticcall', 'callcode']);

type Span = { startblock: bigint; endblock: bigint; max: number };
/** `tokens` learns the metadata of the tokens the records name. */
type MoveList = (request: EtherscanRequest, wallet: Address, span: Span, tokens: Map<Address, TokenMetadata>) => Promise<WalletMove[]>;

export async function readWalletHistory(
  request: EtherscanRequest,
  wallet: Address,
  { fromBlock, toBlock, max }: WalletHistoryQuery,
): Promise<WalletHistory> {
  if (!Number.isInteger(max) || max < 0) throw new RangeError('max must be a whole number of moves, 0 or more');
  const moves: WalletMove[] = [];
  const tokens = new Map<Address, TokenMetadata>();
  if (toBlock < fromBlock) return { moves, complete: true, tokens };
  // One more than `max` a list: a list that has more tells the history is incomplete.
  for (const list of [tokenMoves, transactionMoves, internalMoves]) {
    moves.push(
      ...(await list(request, wallet, { startblock: oldestNeeded(moves, max) ?? fromBlock, endblock: toBlock, max: max + 1 }, tokens)),
    );
  }
  moves.sort(inChainOrder);
  return moves.length > max ? { moves: moves.slice(moves.length - max), complete: false, tokens } : { moves, complete: true, tokens };
}

/** With more than `max` moves known, older blocks than the `max`-th newest's hold none of the newest `max`. */
function oldestNeeded(moves: WalletMove[], max: number): bigint | undefined {
  if (moves.length <= max || max === 0) return undefined;
  return [...moves].sort(inChainOrder)[moves.length - max].blockNumber;
}

function inChainOrder(a: WalletMove, b: WalletMove): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1;
  return a.logIndex - b.logIndex;
}

/** One account list by address, newest first past the 1,000-record page, whole blocks, the records `keep` keeps. */
async function readAccountList<R extends { blockNumber: bigint }>(
  request: EtherscanRequest,
  action: string,
  schema: z.ZodType<R[]>,
  wallet: Address,
  { startblock, endblock, max }: Span,
  identify: (record: R) => string,
  keep: (record: R) => boolean,
): Promise<R[]> {
  const { records, failure } = await readBlockPages({
    fetchPage: (boundary, page) =>
      request(
        { module: 'account', action, address: wallet, startblock, endblock: boundary, page, offset: PAGE_SIZE, sort: 'desc' },
        schema,
      ),
    start: endblock,
    order: 'newest-first',
    blockOf: (record) => record.blockNumber,
    identify,
    keep,
    max,
    wholeBlocks: true,
  });
  // A missing page would leave a hole in the middle of the history: the whole read fails instead.
  if (failure) throw failure;
  return records;
}

const tokenMoves: MoveList = async (request, wallet, span, tokens) => {
  const records = await readAccountList<TokentxRecord>(request, 'tokentx', tokentxResult, wallet, span, transferIdentity, (record) =>
    involves(wallet, record.from, record.to),
  );
  for (const { contractAddress, tokenName: name, tokenSymbol: symbol, tokenDecimal: decimals } of records)
    tokens.set(contractAddress, { name, symbol, decimals });
  // Answers without logIndex (older ones) lack it on every record.
  const places = placesInTransaction(records);
  return records.map((record, index) => ({
    hash: record.hash,
    blockNumber: record.blockNumber,
    logIndex: record.logIndex ?? places[index],
    at: record.timeStamp,
    asset: record.contractAddress,
    from: record.from,
    to: record.to,
    value: BigInt(record.value),
  }));
};

const transactionMoves: MoveList = async (request, wallet, span) => {
  const records = await readAccountList<TxlistRecord>(
    request,
    'txlist',
    txlistResult,
    wallet,
    span,
    (record) => record.hash,
    (record) => !record.isError && BigInt(record.value) > 0n && movesEther(wallet, record.from, recipientOf(record)),
  );
  return records.flatMap((record) => {
    const to = recipientOf(record);
    return to ? [etherMove(record, TRANSACTION_VALUE, to, BigInt(record.value))] : [];
  });
};

const internalMoves: MoveList = async (request, wallet, span) => {
  const records = await readAccountList<TxlistinternalRecord>(
    request,
    'txlistinternal',
    txlistinternalResult,
    wallet,
    span,
    (record) => `${record.hash}:${record.traceId ?? ''}:${record.from}:${recipientOf(record) ?? ''}:${record.value}`,
    (record) =>
      !record.isError &&
      record.value > 0n &&
      !NOT_MOVING_ETHER.has(record.type ?? '') &&
      movesEther(wallet, record.from, recipientOf(record)),
  );
  const places = placesInTransaction(records);
  return records.flatMap((record, index) => {
    const to = recipientOf(record);
    return to ? [etherMove(record, FIRST_INTERNAL - places[index], to, record.value)] : [];
  });
};

/** Where a record's ether went: its recipient, or for a creation the contract it made. */
function recipientOf(record: { to: Address | null; contractAddress: Address | null }): Address | null {
  return record.to ?? record.contractAddress;
}

function involves(wallet: Address, from: Address, to: Address | null): boolean {
  return from === wallet || to === wallet;
}

/** Ether that left or reached the wallet: sent to itself, it moved nothing (as the rpc source reads it). */
function movesEther(wallet: Address, from: Address, to: Address | null): boolean {
  return to !== null && from !== to && involves(wallet, from, to);
}

function etherMove(
  record: { hash: Hash; blockNumber: bigint; timeStamp: number; from: Address },
  logIndex: number,
  to: Address,
  value: bigint,
): WalletMove {
  return { hash: record.hash, blockNumber: record.blockNumber, logIndex, at: record.timeStamp, asset: 'eth', from: record.from, to, value };
}

/**
 * Each record's place among the given records of its transaction, 0 first, in chain order: the answers
 * run newest first, listing a transaction's later records first (as they list a block's later logs first).
 */
function placesInTransaction(newestFirst: { hash: Hash }[]): number[] {
  const counts = new Map<Hash, number>();
  const places: number[] = [];
  for (let index = newestFirst.length - 1; index >= 0; index -= 1) {
    const { hash } = newestFirst[index];
    places[index] = counts.get(hash) ?? 0;
    counts.set(hash, places[index] + 1);
  }
  return places;
}
