// GET /transactions/:hash: the signed-in user's alerts about one transaction, one per tracked wallet in it;
// with a chain (its slug or id, from /tx/:chain/:hash), only that chain's.
import { call, type TransactionAlerts } from '@whalewatch/shared';

export const TRANSACTION_LOAD_FAILED = 'Failed to load the transaction';

export function fetchTransactionAlerts(hash: string, chain: string | undefined, signal: AbortSignal): Promise<TransactionAlerts> {
  return call(
    'GET /transactions/:hash',
    { params: { hash }, query: chain === undefined ? {} : { chain } },
    { fallbackError: TRANSACTION_LOAD_FAILED, signal },
  );
}
