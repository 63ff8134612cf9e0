// GET /transactions/:hash: the signed-in user's alerts about one transaction, one per tracked wallet in it.
import { api, type TransactionAlerts } from '@whalewatch/shared';

export const TRANSACTION_LOAD_FAILED = 'Failed to load the transaction';

export function fetchTransactionAlerts(hash: string, signal: AbortSignal): Promise<TransactionAlerts> {
  return api.get<TransactionAlerts>(`/transactions/${encodeURIComponent(hash)}`, { fallbackError: TRANSACTION_LOAD_FAILED, signal });
}
