// Every watched address with the users watching it, for matching a block in one pass: a lookup per
// address the block touches, whatever the number of watched wallets.
import type { Address } from '../chain/chain-source';

export type MonitorOptions = {
  tokenTransfers: boolean;
  tokenApprovals: boolean;
  etherTransfers: boolean;
  /** In ETH; applies to ether transfers. */
  minTransactionValue: number;
};

export type Watcher = { userId: string; address: Address; nickname: string; options: MonitorOptions };

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
