// One builder per entity, reused by every suite.
import type { TrackedWallet, Transaction, User, WalletNotification } from '../types/entities';

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

/** A whale's incoming token transfer, as the api streams it. */
export function buildNotification(overrides: Partial<WalletNotification> = {}): WalletNotification {
  return {
    id: '6f1c2d4e-0000-4000-8000-000000000001',
    kind: 'token-transfer',
    wallet: { address: '0x28c6c06298d514db089934071355e5743bf21d60', nickname: 'Binance 14' },
    direction: 'in',
    amount: '1500',
    symbol: 'USDC',
    counterparty: '0x21a31ee1afc51d94c2efccaa2092ad1028285549',
    txHash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    blockNumber: 19_000_000,
    status: 'pending',
    createdAt: '2026-11-23T10:00:00.000Z',
    readAt: null,
    message: 'Binance 14: received 1500 USDC from 0x21a3…5549',
    ...overrides,
  };
}

/** What 'Send test notification' creates. */
export function buildTestNotification(overrides: Partial<WalletNotification> = {}): WalletNotification {
  return buildNotification({
    id: 'test-1',
    kind: 'test',
    wallet: { address: '', nickname: 'Whalewatch' },
    amount: '0',
    symbol: 'ETH',
    counterparty: null,
    txHash: null,
    blockNumber: null,
    status: 'confirmed',
    createdAt: new Date().toISOString(),
    message: 'Test notification: notifications are working',
    ...overrides,
  });
}
