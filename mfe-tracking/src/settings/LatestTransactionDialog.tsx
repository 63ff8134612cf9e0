// 'View Transactions' (spec §2): the wallet's newest transaction, or 'No transactions found'. A failed
// lookup is only logged (spec §8).
import { formatTimestamp, formatWeiAsEth, Modal, Spinner, type Transaction } from '@whalewatch/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { latestTransactions } from '../tracking-api/trackingApi';

export const NO_TRANSACTIONS = 'No transactions found';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  dt { font-weight: 600; }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
`;

export function LatestTransactionDialog({ address, name, onClose }: { address: string; name: string; onClose: () => void }) {
  const [transaction, setTransaction] = useState<Transaction | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    latestTransactions(address, 1, controller.signal)
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
      {transaction ? (
        <Details>
          <dt>Hash</dt>
          <dd>
            <Mono>{transaction.hash}</Mono>
          </dd>
          <dt>Value</dt>
          <dd>{formatWeiAsEth(transaction.value)} ETH</dd>
          <dt>From</dt>
          <dd>
            <Mono>{transaction.from}</Mono>
          </dd>
          <dt>To</dt>
          <dd>
            <Mono>{transaction.to || 'Contract creation'}</Mono>
          </dd>
          <dt>Time</dt>
          <dd>{formatTimestamp(transaction.timeStamp)}</dd>
        </Details>
      ) : null}
    </Modal>
  );
}
