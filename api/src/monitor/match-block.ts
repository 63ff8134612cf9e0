// Turns one block into the notifications its activity owes the watchers (DESIGN.md §4 "Wallet monitor").
// Options: etherTransfers — native value moving in or out (a zero-value call is not a transfer), at or
// above minTransactionValue ETH; tokenTransfers — Transfer logs from or to the wallet, whatever their
// size (a token amount has no ETH value without a price, so the ETH minimum does not apply to it);
// tokenApprovals — Approval logs where the wallet is the owner.
import { formatUnits, maxUint256, parseEther } from 'viem';
import type { Address, BlockActivity, Hash, TokenMetadata } from '../chain/chain-source';
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
  blockHash: Hash;
};

/** What a token's amount needs to be shown; unknown tokens read as 18 decimals, 'Unknown' (spec §3). */
export type TokenInfo = (contract: Address) => Pick<TokenMetadata, 'symbol' | 'decimals'>;

const ETHER_LOG_INDEX = -1;

// The number's shortest decimal form: parseEther refuses exponents (1e-7), and toFixed(18) is not exact (0.1 → …006).
const decimalText = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 18 });

function minimumWei(watcher: Watcher): bigint {
  return parseEther(decimalText.format(watcher.options.minTransactionValue));
}

export function matchBlock(block: BlockActivity, index: WatchIndex, tokenInfo: TokenInfo): BlockMatch[] {
  const matches: BlockMatch[] = [];
  const at = { blockNumber: block.number, blockHash: block.hash };
  const watchersOf = (address: Address | null) => (address ? (index.get(address) ?? []) : []);
  const add = (watcher: Watcher, match: Omit<BlockMatch, 'userId' | 'wallet' | 'blockNumber' | 'blockHash'>) =>
    matches.push({ userId: watcher.userId, wallet: { address: watcher.address, nickname: watcher.nickname }, ...at, ...match });

  for (const transaction of block.transactions) {
    if (transaction.value === 0n) continue;
    const amount = formatUnits(transaction.value, 18);
    const ether = { kind: 'ether-transfer' as const, amount, symbol: 'ETH', txHash: transaction.hash, logIndex: ETHER_LOG_INDEX };
    for (const watcher of watchersOf(transaction.from)) {
      if (watcher.options.etherTransfers && transaction.value >= minimumWei(watcher)) {
        add(watcher, { ...ether, direction: 'out', counterparty: transaction.to });
      }
    }
    if (transaction.to === transaction.from) continue;
    for (const watcher of watchersOf(transaction.to)) {
      if (watcher.options.etherTransfers && transaction.value >= minimumWei(watcher)) {
        add(watcher, { ...ether, direction: 'in', counterparty: transaction.from });
      }
    }
  }

  for (const log of block.logs) {
    const { symbol, decimals } = tokenInfo(log.contract);
    const position = { txHash: log.transactionHash, logIndex: log.logIndex, symbol };
    if (log.event === 'Approval') {
      const amount = log.value === maxUint256 ? 'unlimited' : formatUnits(log.value, decimals);
      for (const watcher of watchersOf(log.owner)) {
        if (watcher.options.tokenApprovals) {
          add(watcher, { ...position, kind: 'token-approval', direction: 'out', amount, counterparty: log.spender });
        }
      }
      continue;
    }
    const amount = formatUnits(log.value, decimals);
    for (const watcher of watchersOf(log.from)) {
      if (watcher.options.tokenTransfers) add(watcher, { ...position, kind: 'token-transfer', direction: 'out', amount, counterparty: log.to });
    }
    if (log.to === log.from) continue;
    for (const watcher of watchersOf(log.to)) {
      if (watcher.options.tokenTransfers) add(watcher, { ...position, kind: 'token-transfer', direction: 'in', amount, counterparty: log.from });
    }
  }
  return matches;
}

/** One notification per chain event, user and wallet, whatever restarts or processes (DESIGN.md §4). */
export function idempotencyKey(chainId: number, match: BlockMatch): string {
  return [chainId, match.txHash, match.logIndex, match.userId, match.wallet.address].join(':');
}
