// One builder per entity, reused by every suite.
import type { TrackedWallet, Transaction, User } from '../types/entities';

export function buildUser(overrides: Partial<User> = {}): User {
  return { id: 'user-1', email: 'whale.watcher@example.com', ...overrides };
}

export function buildTrackedWallet(overrides: Partial<TrackedWallet> = {}): TrackedWallet {
  const address = overrides.address ?? '0x28C6c06298d514Db089934071355E5743bf21d60';
  return {
    address,
    nickname: address,
    monitorOptions: { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0.1 },
    ...overrides,
  };
}

export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    value: '1500000000000000000',
    from: '0x28C6c06298d514Db089934071355E5743bf21d60',
    to: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    timeStamp: '1700000000',
    ...overrides,
  };
}
