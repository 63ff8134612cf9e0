// GET /transactions/:hash: the signed-in user's alerts about one transaction, one per tracked wallet in it.
import { call, type TransactionAlerts } from '@whalewatch/shared';

export const TRANSACTION_LOAD_FAILED = 'Failed to load the transaction';

export function fetchTransactionAlerts(hash: string, signal: AbortSignal): Promise<TransactionAlerts> {
  return call('GET /transactions/:hash', { params: { hash } }, { fallbackError: TRANSACTION_LOAD_FAILED, signal });
}
