// One builder per entity, reused by every suite.
import { DEVNET_BASE, DEVNET_ETHEREUM } from '@whalewatch/contracts/constants';
import type { Chain } from '../chains/chains';
import { DEFAULT_MONITOR_OPTIONS } from '../api/tracking';
import type {
  AddressLabel,
  AlertMove,
  ChainRef,
  TokenHolder,
  TrackedWallet,
  Transaction,
  User,
  WalletNotification,
} from '../types/entities';

/**
 * The chains of the embedded default (`npm start`), as GET /chains answers them, the first one first:
 * Ethereum (31337) and Base (31338), neither on a public explorer. The fake api answers these by default.
 */
export const DEVNET_CHAINS: readonly Chain[] = [DEVNET_ETHEREUM, DEVNET_BASE];

/** A chain as answers name it (an alert's, a portfolio's): its id, slug and name. */
export function chainRefOf({ id, slug, name }: Chain): ChainRef {
  return { id, slug, name };
}

export function buildUser(overrides: Partial<User> = {}): User {
  return { id: 'user-1', email: 'whale.watcher@example.com', ...overrides };
}

export function buildTrackedWallet(overrides: Partial<TrackedWallet> = {}): TrackedWallet {
  const address = overrides.address ?? '0x28C6c06298d514Db089934071355E5743bf21d60';
  return {
    address,
    nickname: address,
    monitorOptions: { ...DEFAULT_MONITOR_OPTIONS, chainsOff: [] },
    mutedUntil: null,
    ...overrides,
  };
}

/** A holder of DAI, as the analyzer lists it; the address repeats `n` (1 → 0x1111…1111). */
export function buildTokenHolder(n = 1, overrides: Partial<TokenHolder> = {}): TokenHolder {
  const actualBalance = overrides.actualBalance ?? 1_250_000.5;
  return {
    address: `0x${String(n).repeat(40)}`,
    balance: String(BigInt(Math.round(actualBalance * 1e6)) * 10n ** 12n),
    actualBalance,
    tokenInfo: { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
    label: null,
    record: null,
    ...overrides,
  };
}

/** An exchange's hot wallet name, as the api labels addresses. */
export function buildAddressLabel(overrides: Partial<AddressLabel> = {}): AddressLabel {
  return { name: 'Binance 14', kind: 'exchange', ...overrides };
}

export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    value: '1500000000000000000',
    from: '0x28C6c06298d514Db089934071355E5743bf21d60',
    to: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    timeStamp: '1700000000',
    fromLabel: null,
    toLabel: null,
    ...overrides,
  };
}

/** One move of an alert: the wallet receiving 1,500 USDC ($1,500) from an address without a label. */
export function buildAlertMove(overrides: Partial<AlertMove> = {}): AlertMove {
  return {
    kind: 'token',
    direction: 'in',
    amount: '1500',
    symbol: 'USDC',
    token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    valueUsd: 1500,
    priced: true,
    counterparty: '0x21a31ee1afc51d94c2efccaa2092ad1028285549',
    counterpartyLabel: null,
    ...overrides,
  };
}

/** A whale's incoming token transfer on the first chain, as the api streams it: one alert for the one move of its transaction. */
export function buildNotification(overrides: Partial<WalletNotification> = {}): WalletNotification {
  return {
    id: '6f1c2d4e-0000-4000-8000-000000000001',
    kind: 'transaction',
    wallet: { address: '0x28c6c06298d514db089934071355e5743bf21d60', nickname: 'Binance 14' },
    message: 'Binance 14 received 1,500 USDC ($1.5K) from 0x21a3…5549',
    lines: [],
    moves: [buildAlertMove()],
    valueUsd: 1500,
    venue: null,
    chain: chainRefOf(DEVNET_ETHEREUM),
    txHash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    blockNumber: 19_000_000,
    status: 'pending',
    createdAt: '2026-11-23T10:00:00.000Z',
    readAt: null,
    blockTime: '2026-11-23T09:59:59.000Z',
    seenAt: '2026-11-23T10:00:00.120Z',
    deliveredAt: '2026-11-23T10:00:00.330Z',
    ...overrides,
  };
}

/** What 'Send test notification' creates. */
export function buildTestNotification(overrides: Partial<WalletNotification> = {}): WalletNotification {
  return buildNotification({
    id: 'test-1',
    kind: 'test',
    wallet: { address: '', nickname: 'Whalewatch' },
    moves: [],
    valueUsd: null,
    chain: null,
    txHash: null,
    blockNumber: null,
    status: 'confirmed',
    createdAt: new Date().toISOString(),
    message: 'Test notification: notifications are working',
    blockTime: null,
    seenAt: null,
    deliveredAt: null,
    ...overrides,
  });
}
