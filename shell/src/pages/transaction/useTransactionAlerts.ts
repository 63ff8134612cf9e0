// Loads the page's transaction: the api's no_alert_for_transaction is "none of your alerts is about it",
// unknown_chain is a link naming a chain this Whalewatch does not watch (neither is worth trying again),
// any other failure can be tried again.
import { ApiError, useLoad, type TransactionAlerts } from '@whalewatch/shared';
import { useCallback } from 'react';
import { fetchTransactionAlerts, TRANSACTION_LOAD_FAILED } from './transactionApi';

export type TransactionLoad =
  | { state: 'loading' }
  | { state: 'not-found'; message: string }
  | { state: 'unknown-chain'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; transaction: TransactionAlerts };

/** `chain`: the chain the URL names (slug or id); undefined for any chain. */
export function useTransactionAlerts(hash: string, chain: string | undefined): { load: TransactionLoad; retry: () => void } {
  const fetcher = useCallback((signal: AbortSignal) => fetchTransactionAlerts(hash, chain, signal), [hash, chain]);
  const { load, reload } = useLoad(fetcher, 'the transaction');
  if (load.state === 'loaded') return { load: { state: 'loaded', transaction: load.value }, retry: reload };
  if (load.state === 'loading') return { load, retry: reload };
  const { error } = load;
  if (error instanceof ApiError && error.code === 'no_alert_for_transaction')
    return { load: { state: 'not-found', message: error.message }, retry: reload };
  if (error instanceof ApiError && error.code === 'unknown_chain')
    return { load: { state: 'unknown-chain', message: error.message }, retry: reload };
  return { load: { state: 'failed', message: error instanceof ApiError ? error.message : TRANSACTION_LOAD_FAILED }, retry: reload };
}
