// What chain activity a watcher is owed (DESIGN.md §8 "An alert is a transaction seen from one watched
// wallet"): every move of a watched wallet in one transaction — ether in or out (a zero-value call is
// not a move), each ERC-20 Transfer from or to it, each Approval it granted — gathered into one
// WalletTransaction per transaction, watcher and wallet. The monitor options that need no price apply
// here (which kinds of move, a mute); the value filters need prices and apply later (alerts.ts).
import { maxUint256 } from 'viem';
import type { Address, BlockActivity, Hash, TokenLog, TokenMetadata, WalletActivity } from '../chain';
import type { WatchIndex, Watcher } from './watch-index';

/** One move, from the watched wallet's point of view, before it is valued. */
export type RawMove = {
  kind: 'ether' | 'token' | 'approval';
  direction: 'in' | 'out';
  /** Raw integer amount. */
  value: bigint;
  decimals: number;
  symbol: string;
  /** Lower-case contract; null for ether. */
  token: Address | null;
  counterparty: Address | null;
  /** An approval of 2^256−1. */
  unlimited: boolean;
};

export type WalletTransaction = {
  watcher: Watcher;
  txHash: Hash;
  /** The transaction's recipient (a router, for a swap), when the block says. */
  txTo: Address | null;
  blockNumber: bigint;
  /** Null when the activity came without its block (wallet polling through an explorer). */
  blockHash: Hash | null;
  /** Seconds since the epoch; null when unknown. */
  blockTimestamp: number | null;
  moves: RawMove[];
};

/** What a token's amount needs to be shown; unknown tokens read as 18 decimals, 'Unknown' (spec §3). */
export type TokenInfo = (contract: Address) => Pick<TokenMetadata, 'symbol' | 'decimals'>;

type Position = Pick<WalletTransaction, 'blockNumber' | 'blockHash' | 'blockTimestamp'>;
type Transaction = BlockActivity['transactions'][number];
/** One end of a move: a move to itself has only the sending end. */
type Side = { party: Address; direction: RawMove['direction']; counterparty: Address | null };

const ETHER = { decimals: 18, symbol: 'ETH', token: null, unlimited: false } as const;

function sidesOf(from: Address, to: Address | null): Side[] {
  const sides: Side[] = [{ party: from, direction: 'out', counterparty: to }];
  if (to && to !== from) sides.push({ party: to, direction: 'in', counterparty: from });
  return sides;
}

/** Gathers moves into one WalletTransaction per (transaction, user, wallet), in the order first seen. */
class Gatherer {
  private readonly byKey = new Map<string, WalletTransaction>();

  constructor(
    private readonly index: WatchIndex,
    private readonly now: number,
  ) {}

  add(party: Address | null, txHash: Hash, txTo: Address | null, at: Position, move: RawMove, wants: (watcher: Watcher) => boolean): void {
    if (!party) return;
    for (const watcher of this.index.get(party) ?? []) {
      if (!wants(watcher) || isMuted(watcher, this.now)) continue;
      const key = `${txHash}:${watcher.userId}:${watcher.address}`;
      let group = this.byKey.get(key);
      if (!group) {
        group = { watcher, txHash, txTo, ...at, moves: [] };
        this.byKey.set(key, group);
      }
      group.moves.push(move);
    }
  }

  all(): WalletTransaction[] {
    return [...this.byKey.values()];
  }
}

export const isMuted = (watcher: Watcher, now: number) => watcher.mutedUntil !== null && watcher.mutedUntil > now;

function addTransaction(gatherer: Gatherer, transaction: Transaction, at: Position, index: WatchIndex): void {
  // Most of a block's transactions touch nobody watched: skip them before building anything.
  if (transaction.value === 0n || (!index.has(transaction.from) && !(transaction.to && index.has(transaction.to)))) return;
  for (const { party, direction, counterparty } of sidesOf(transaction.from, transaction.to)) {
    const move: RawMove = { ...ETHER, kind: 'ether', direction, value: transaction.value, counterparty };
    gatherer.add(party, transaction.hash, transaction.to, at, move, (watcher) => watcher.options.etherTransfers);
  }
}

function addLog(gatherer: Gatherer, log: TokenLog, txTo: Address | null, at: Position, tokenInfo: TokenInfo): void {
  const { symbol, decimals } = tokenInfo(log.contract);
  const token = { symbol, decimals, token: log.contract, value: log.value };
  if (log.event === 'Approval') {
    const move: RawMove = { ...token, kind: 'approval', direction: 'out', counterparty: log.spender, unlimited: log.value === maxUint256 };
    gatherer.add(log.owner, log.transactionHash, txTo, at, move, (watcher) => watcher.options.tokenApprovals);
    return;
  }
  for (const { party, direction, counterparty } of sidesOf(log.from, log.to)) {
    const move: RawMove = { ...token, kind: 'token', direction, counterparty, unlimited: false };
    gatherer.add(party, log.transactionHash, txTo, at, move, (watcher) => watcher.options.tokenTransfers);
  }
}

/** True when the log concerns a watched address: only those need their token's metadata. */
export function touchesWatched(log: TokenLog, index: WatchIndex): boolean {
  const parties = log.event === 'Transfer' ? [log.from, log.to] : [log.owner];
  return parties.some((party) => index.has(party));
}

export function matchBlock(block: BlockActivity, index: WatchIndex, tokenInfo: TokenInfo, now = Date.now()): WalletTransaction[] {
  const gatherer = new Gatherer(index, now);
  const at: Position = { blockNumber: block.number, blockHash: block.hash, blockTimestamp: block.timestamp };
  for (const transaction of block.transactions) addTransaction(gatherer, transaction, at, index);
  let recipients: Map<Hash, Address | null> | null = null;
  for (const log of block.logs) {
    if (!touchesWatched(log, index)) continue;
    // Built once a log concerns someone watched: most blocks never need it.
    recipients ??= new Map(block.transactions.map((transaction) => [transaction.hash, transaction.to]));
    addLog(gatherer, log, recipients.get(log.transactionHash) ?? null, at, tokenInfo);
  }
  return gatherer.all();
}

/** A polled wallet's activity; `index` holds that wallet's watchers (the other party's own poll serves theirs). */
export function matchWalletActivity(
  activity: WalletActivity,
  index: WatchIndex,
  tokenInfo: TokenInfo,
  now = Date.now(),
): WalletTransaction[] {
  const gatherer = new Gatherer(index, now);
  const at = ({ blockNumber }: { blockNumber: bigint }): Position => ({ blockNumber, blockHash: null, blockTimestamp: null });
  const recipients = new Map<Hash, Address | null>();
  for (const transaction of activity.transactions) {
    recipients.set(transaction.hash, transaction.to);
    addTransaction(gatherer, transaction, at(transaction), index);
  }
  for (const log of activity.logs) addLog(gatherer, log, recipients.get(log.transactionHash) ?? null, at(log), tokenInfo);
  return gatherer.all();
}

/** One alert per transaction, user and wallet, whatever restarts or processes (DESIGN.md §8). */
export function idempotencyKey(chainId: number, group: Pick<WalletTransaction, 'txHash' | 'watcher'>): string {
  return [chainId, group.txHash, group.watcher.userId, group.watcher.address].join(':');
}
