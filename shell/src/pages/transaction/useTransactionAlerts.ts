// Loads the page's transaction: a 404 is the server's "none of your alerts is about it", any other
// failure can be tried again.
import { ApiError, type TransactionAlerts } from '@whalewatch/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchTransactionAlerts, TRANSACTION_LOAD_FAILED } from './transactionApi';

export type TransactionLoad =
  | { state: 'loading' }
  | { state: 'not-found'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; transaction: TransactionAlerts };

export function useTransactionAlerts(hash: string): { load: TransactionLoad; retry: () => void } {
  const [load, setLoad] = useState<TransactionLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchTransactionAlerts(hash, controller.signal).then(
      (transaction) => setLoad({ state: 'loaded', transaction }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ state: 'not-found', message: error.message });
        else {
          if (!(error instanceof ApiError)) console.error('Loading the transaction failed', error);
          setLoad({ state: 'failed', message: error instanceof ApiError ? error.message : TRANSACTION_LOAD_FAILED });
        }
      },
    );
    return () => controller.abort();
  }, [hash, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, retry };
}
