// Turns chain activity into the notifications it owes the watchers (DESIGN.md §4 "Wallet monitor"): a
// whole block when following blocks, one wallet's activity when polling wallets; the rules are the same.
// Options: etherTransfers — native value moving in or out (a zero-value call is not a transfer), at or
// above minTransactionValue ETH; tokenTransfers — Transfer logs from or to the wallet, whatever their
// size (a token amount has no ETH value without a price, so the ETH minimum does not apply to it);
// tokenApprovals — Approval logs where the wallet is the owner.
import { formatUnits, maxUint256, parseEther } from 'viem';
import type { Address, BlockActivity, Hash, TokenLog, TokenMetadata, WalletActivity } from '../chain/chain-source';
import type { NewNotification } from '../notifications/repo';
import type { WatchIndex, Watcher } from './watch-index';

export type NotificationKind = 'ether-transfer' | 'token-transfer' | 'token-approval';

export type BlockMatch = {
  userId: string;
  wallet: { address: Address; nickname: string };
  kind: NotificationKind;
  direction: 'in' | 'out';
  amount: string;
  symbol: string;
  counterparty: Address | null;
  txHash: Hash;
  /** The log's index in its block; -1 for the transaction's own ether value. */
  logIndex: number;
  blockNumber: bigint;
  /** Null when the activity came without its block (wallet polling through an explorer). */
  blockHash: Hash | null;
};

/** What a token's amount needs to be shown; unknown tokens read as 18 decimals, 'Unknown' (spec §3). */
export type TokenInfo = (contract: Address) => Pick<TokenMetadata, 'symbol' | 'decimals'>;

type Transaction = BlockActivity['transactions'][number];
type Position = Pick<BlockMatch, 'blockNumber' | 'blockHash'>;
type WatchersOf = (address: Address | null) => readonly Watcher[];
/** One end of a move: a move to itself has only the sending end. */
type Side = { party: Address | null; direction: BlockMatch['direction']; counterparty: Address | null };

export const ETHER_LOG_INDEX = -1;

// The number's shortest decimal form: parseEther refuses exponents (1e-7), and toFixed(18) is not exact (0.1 → …006).
const decimalText = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 18 });

function minimumWei(watcher: Watcher): bigint {
  return parseEther(decimalText.format(watcher.options.minTransactionValue));
}

const watchersIn = (index: WatchIndex): WatchersOf => (address) => (address ? (index.get(address) ?? []) : []);

function matchTransaction(transaction: Transaction, at: Position, watchersOf: WatchersOf): BlockMatch[] {
  // Most of a block's activity touches nobody watched: skip it before formatting any amount.
  if (transaction.value === 0n || (watchersOf(transaction.from).length === 0 && watchersOf(transaction.to).length === 0)) return [];
  const ether = { ...at, kind: 'ether-transfer' as const, amount: formatUnits(transaction.value, 18), symbol: 'ETH', txHash: transaction.hash, logIndex: ETHER_LOG_INDEX };
  const sides: Side[] = [{ party: transaction.from, direction: 'out', counterparty: transaction.to }];
  if (transaction.to !== transaction.from) sides.push({ party: transaction.to, direction: 'in', counterparty: transaction.from });
  return sides.flatMap(({ party, direction, counterparty }) =>
    watchersOf(party)
      .filter((watcher) => watcher.options.etherTransfers && transaction.value >= minimumWei(watcher))
      .map((watcher) => ({ ...owner(watcher), ...ether, direction, counterparty })),
  );
}

function matchTokenLog(log: TokenLog, at: Position, watchersOf: WatchersOf, tokenInfo: TokenInfo): BlockMatch[] {
  const parties = log.event === 'Approval' ? [log.owner] : [log.from, log.to];
  if (parties.every((party) => watchersOf(party).length === 0)) return [];
  const { symbol, decimals } = tokenInfo(log.contract);
  const position = { ...at, txHash: log.transactionHash, logIndex: log.logIndex, symbol };
  if (log.event === 'Approval') {
    const amount = log.value === maxUint256 ? 'unlimited' : formatUnits(log.value, decimals);
    return watchersOf(log.owner)
      .filter((watcher) => watcher.options.tokenApprovals)
      .map((watcher) => ({ ...owner(watcher), ...position, kind: 'token-approval', direction: 'out', amount, counterparty: log.spender }));
  }
  const transfer = { ...position, kind: 'token-transfer' as const, amount: formatUnits(log.value, decimals) };
  const sides: Side[] = [{ party: log.from, direction: 'out', counterparty: log.to }];
  if (log.to !== log.from) sides.push({ party: log.to, direction: 'in', counterparty: log.from });
  return sides.flatMap(({ party, direction, counterparty }) =>
    watchersOf(party)
      .filter((watcher) => watcher.options.tokenTransfers)
      .map((watcher) => ({ ...owner(watcher), ...transfer, direction, counterparty })),
  );
}

const owner = (watcher: Watcher) => ({ userId: watcher.userId, wallet: { address: watcher.address, nickname: watcher.nickname } });

export function matchBlock(block: BlockActivity, index: WatchIndex, tokenInfo: TokenInfo): BlockMatch[] {
  const watchersOf = watchersIn(index);
  const at = { blockNumber: block.number, blockHash: block.hash };
  return [
    ...block.transactions.flatMap((transaction) => matchTransaction(transaction, at, watchersOf)),
    ...block.logs.flatMap((log) => matchTokenLog(log, at, watchersOf, tokenInfo)),
  ];
}

/** A polled wallet's activity; `index` holds that wallet's watchers (the other party's own poll serves theirs). */
export function matchWalletActivity(activity: WalletActivity, index: WatchIndex, tokenInfo: TokenInfo): BlockMatch[] {
  const watchersOf = watchersIn(index);
  const at = ({ blockNumber }: { blockNumber: bigint }) => ({ blockNumber, blockHash: null });
  return [
    ...activity.transactions.flatMap((transaction) => matchTransaction(transaction, at(transaction), watchersOf)),
    ...activity.logs.flatMap((log) => matchTokenLog(log, at(log), watchersOf, tokenInfo)),
  ];
}

/** One notification per chain event, user and wallet, whatever restarts or processes (DESIGN.md §4). */
export function idempotencyKey(chainId: number, match: BlockMatch): string {
  return [chainId, match.txHash, match.logIndex, match.userId, match.wallet.address].join(':');
}

/** The match as a stored notification: new, so pending. */
export function toNotification(chainId: number, match: BlockMatch): NewNotification {
  return {
    idempotencyKey: idempotencyKey(chainId, match),
    userId: match.userId,
    kind: match.kind,
    walletAddress: match.wallet.address,
    walletNickname: match.wallet.nickname,
    direction: match.direction,
    amount: match.amount,
    symbol: match.symbol,
    counterparty: match.counterparty,
    txHash: match.txHash,
    logIndex: match.logIndex,
    blockNumber: Number(match.blockNumber),
    blockHash: match.blockHash,
    status: 'pending',
  };
}
