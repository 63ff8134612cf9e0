// The tracking routes more than one screen reads: the user's saved wallets (the Settings tab, the
// dashboard's Tracked Wallets) and an address's newest transactions (their 'View Transactions').
import type { TrackingSettings, Transaction } from '../types/entities';
import { api } from './apiClient';

/** The signed-in user's tracked wallets and check interval; failures read `fallbackError` (spec §8). */
export function fetchTrackingSettings(fallbackError: string, signal?: AbortSignal): Promise<TrackingSettings> {
  return api.get('/users/settings', { fallbackError, signal });
}

/** The address's newest transactions, newest first (1 to 5). */
export async function fetchLatestTransactions(address: string, limit: number, signal?: AbortSignal): Promise<Transaction[]> {
  const { transactions } = await api.get<{ transactions: Transaction[] }>(
    `/users/transactions/${encodeURIComponent(address)}/latest?limit=${limit}`,
    { signal },
  );
  return transactions;
}
