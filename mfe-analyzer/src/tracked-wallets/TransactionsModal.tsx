// 'View Transactions' on the dashboard (spec §2, §9): a modal with the wallet's latest 5 transactions —
// hash, value in ETH, from, to and time — or 'Failed to load transactions for {address}'.
import { fetchLatestTransactions, Modal, Spinner, TransactionDetails, type Transaction } from '@whalewatch/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** Spec §9: the dashboard shows 5. */
export const TRANSACTIONS_SHOWN = 5;
export const NO_TRANSACTIONS = 'No transactions found';
export const transactionsFailed = (address: string) => `Failed to load transactions for ${address}`;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; transactions: Transaction[] };

const Transactions = styled.ol`
  list-style: none;
  margin: 0;
  /* Room for the scrollbar beside the hashes. */
  padding: 0 ${({ theme }) => theme.space(3)} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-height: 65vh;
  overflow-y: auto;

  > li {
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export function TransactionsModal({ address, name, onClose }: { address: string; name: string; onClose: () => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchLatestTransactions(address, TRANSACTIONS_SHOWN, controller.signal).then(
      (transactions) => setLoad({ state: 'loaded', transactions }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading the transactions of ${address} failed`, error);
        setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [address]);

  return (
    <Modal title={`Latest Transactions for ${name}`} onClose={onClose}>
      {load.state === 'loading' ? <Spinner label="Loading transactions" /> : null}
      {load.state === 'failed' ? <p role="alert">{transactionsFailed(address)}</p> : null}
      {load.state === 'loaded' && load.transactions.length === 0 ? <p>{NO_TRANSACTIONS}</p> : null}
      {load.state === 'loaded' && load.transactions.length > 0 ? (
        <Transactions aria-label="Transactions">
          {load.transactions.map((transaction) => (
            <li key={transaction.hash}>
              <TransactionDetails transaction={transaction} />
            </li>
          ))}
        </Transactions>
      ) : null}
    </Modal>
  );
}
