// /tx/:hash: a transaction as the user's alerts saw it — in words, move by move with US dollars and
// the other sides (with 'Track'), its block, time and status, and each alert's latency receipt. The
// block explorer is a secondary link, absent where the chain has none (the local devnet).
import { Lead, LoadFailed, Page, PageTitle, Spinner, transactionUrl, type TransactionAlerts } from '@whalewatch/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { STATUS_LABELS } from '../../notifications/NotificationList';
import { movesOfferingTrack } from './AlertMoves';
import { TransactionAlert } from './TransactionAlert';
import { useTransactionAlerts } from './useTransactionAlerts';

export const TRANSACTION_TITLE = 'Transaction';
export const VIEW_ON_ETHERSCAN = 'View on Etherscan';

const Hash = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin: 0 0 ${({ theme }) => theme.space(5)};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Alerts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

function Transaction({ transaction }: { transaction: TransactionAlerts }) {
  const [first] = transaction.alerts;
  const explorer = transactionUrl(transaction.hash);
  const offering = useMemo(() => movesOfferingTrack(transaction.alerts), [transaction.alerts]);
  return (
    <>
      <Facts aria-label="Transaction facts">
        {first?.blockNumber !== null && first?.blockNumber !== undefined ? (
          <div>
            <dt>Block</dt>
            <dd>{first.blockNumber}</dd>
          </div>
        ) : null}
        {first?.blockTime ? (
          <div>
            <dt>Time</dt>
            <dd>
              <time dateTime={first.blockTime}>{new Date(first.blockTime).toLocaleString()}</time>
            </dd>
          </div>
        ) : null}
        {first ? (
          <div>
            <dt>Status</dt>
            <dd>{STATUS_LABELS[first.status]}</dd>
          </div>
        ) : null}
        {explorer ? (
          <div>
            <dt>Explorer</dt>
            <dd>
              <a href={explorer} target="_blank" rel="noopener noreferrer">
                {VIEW_ON_ETHERSCAN}
              </a>
            </dd>
          </div>
        ) : null}
      </Facts>
      <Alerts>
        {transaction.alerts.map((alert) => (
          <TransactionAlert key={alert.id} alert={alert} offersTrack={(index) => offering.has(`${alert.id}:${index}`)} />
        ))}
      </Alerts>
    </>
  );
}

export function TransactionPage() {
  const { hash = '' } = useParams();
  const { load, retry } = useTransactionAlerts(hash);
  return (
    <Page>
      <PageTitle>{TRANSACTION_TITLE}</PageTitle>
      <Lead>
        <Hash>{hash}</Hash>
      </Lead>
      {load.state === 'loading' ? <Spinner label="Loading the transaction" /> : null}
      {load.state === 'not-found' ? <p>{load.message}</p> : null}
      {load.state === 'failed' ? <LoadFailed message={load.message} onRetry={retry} /> : null}
      {load.state === 'loaded' ? <Transaction transaction={load.transaction} /> : null}
    </Page>
  );
}
