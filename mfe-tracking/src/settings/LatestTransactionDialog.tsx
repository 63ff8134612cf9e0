// 'View Transactions' (spec §2): the wallet's newest transaction, or 'No transactions found'. A failed
// lookup is only logged (spec §8).
import { fetchLatestTransactions, Modal, Spinner, TransactionDetails, type Transaction } from '@whalewatch/shared';
import { useEffect, useState } from 'react';

export const NO_TRANSACTIONS = 'No transactions found';

export function LatestTransactionDialog({ address, name, onClose }: { address: string; name: string; onClose: () => void }) {
  const [transaction, setTransaction] = useState<Transaction | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    fetchLatestTransactions(address, 1, controller.signal)
      .then(([newest]) => setTransaction(newest ?? null))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`Latest transaction lookup failed for ${address}`, error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [address]);

  return (
    <Modal title={`Latest Transaction for ${name}`} onClose={onClose}>
      {loading ? <Spinner label="Loading the latest transaction" /> : null}
      {!loading && !transaction ? <p>{NO_TRANSACTIONS}</p> : null}
      {transaction ? <TransactionDetails transaction={transaction} /> : null}
    </Modal>
  );
}
