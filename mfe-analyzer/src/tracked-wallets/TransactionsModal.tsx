// 'View Transactions' on the dashboard (spec §2, §9): a modal with the wallet's latest 5 transactions —
// hash, value in ETH, from, to and time — or 'Failed to load transactions for {address}'.
import { fetchLatestTransactions, Modal, Spinner, TransactionDetails, useLoad } from '@whalewatch/shared';
import { useCallback } from 'react';
import styled from 'styled-components';

/** Spec §9: the dashboard shows 5. */
export const TRANSACTIONS_SHOWN = 5;
export const NO_TRANSACTIONS = 'No transactions found';
export const transactionsFailed = (address: string) => `Failed to load transactions for ${address}`;

// Not a scroll box of its own: the dialog scrolls, and keyboard focus is in the dialog (an inner box
// with nothing to focus could not be scrolled by keyboard).
const Transactions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  > li {
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Failure = styled.p`
  overflow-wrap: anywhere;
`;

export function TransactionsModal({ address, name, onClose }: { address: string; name: string; onClose: () => void }) {
  const fetchTransactions = useCallback((signal: AbortSignal) => fetchLatestTransactions(address, TRANSACTIONS_SHOWN, signal), [address]);
  const { load } = useLoad(fetchTransactions, `the transactions of ${address}`);

  return (
    <Modal title={`Latest Transactions for ${name}`} onClose={onClose}>
      {load.state === 'loading' ? <Spinner label="Loading transactions" /> : null}
      {load.state === 'failed' ? <Failure role="alert">{transactionsFailed(address)}</Failure> : null}
      {load.state === 'loaded' && load.value.length === 0 ? <p>{NO_TRANSACTIONS}</p> : null}
      {load.state === 'loaded' && load.value.length > 0 ? (
        <Transactions aria-label="Transactions">
          {load.value.map((transaction) => (
            <li key={transaction.hash}>
              <TransactionDetails transaction={transaction} />
            </li>
          ))}
        </Transactions>
      ) : null}
    </Modal>
  );
}
