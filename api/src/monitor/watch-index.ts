// Every watched address with the users watching it, for matching a block in one pass: a lookup per
// address the block touches, whatever the number of watched wallets.
import type { Address } from '../chain';

export type AlertDirection = 'in' | 'out' | 'both';

export type MonitorOptions = {
  tokenTransfers: boolean;
  tokenApprovals: boolean;
  etherTransfers: boolean;
  /** In ETH; applies to every move, a token's through its USD value at the ether price of the block. */
  minTransactionValue: number;
  /** Which moves alert: received, sent (approvals count as sent), or both. */
  direction: AlertDirection;
  /** Alert on tokens without a price. */
  alertUnpricedTokens: boolean;
};

export type Watcher = {
  userId: string;
  address: Address;
  nickname: string;
  options: MonitorOptions;
  /** No alerts before this time (ms since the epoch); null when not muted. */
  mutedUntil: number | null;
};

export type WatchIndex = ReadonlyMap<Address, readonly Watcher[]>;

export function buildWatchIndex(watchers: Iterable<Watcher>): WatchIndex {
  const index = new Map<Address, Watcher[]>();
  for (const watcher of watchers) {
    const address = watcher.address.toLowerCase() as Address;
    const list = index.get(address) ?? [];
    list.push({ ...watcher, address });
    index.set(address, list);
  }
  return index;
}
