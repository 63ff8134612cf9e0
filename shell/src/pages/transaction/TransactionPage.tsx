// /tx/:chain/:hash (and /tx/:hash, any chain, for older links): a transaction as the user's alerts saw
// it — on which chain, in words, move by move with US dollars and the other sides (with 'Track'), its
// block, time and status, and each alert's latency receipt. The block explorer is a secondary link on the
// chain's own explorer, absent where the chain has none (the local devnet).
import {
  chainTransactionUrl,
  Lead,
  LoadFailed,
  Page,
  PageTitle,
  Spinner,
  useChains,
  type TransactionAlerts,
  type WalletNotification,
} from '@whalewatch/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { STATUS_LABELS } from '../../notifications/NotificationList';
import { movesOfferingTrack } from './AlertMoves';
import { viewOnExplorer } from './explorerLink';
import { TransactionAlert } from './TransactionAlert';
import { useTransactionAlerts } from './useTransactionAlerts';

export const TRANSACTION_TITLE = 'Transaction';
export { VIEW_ON_ETHERSCAN } from './explorerLink';

/** 'on Base' ('on Ethereum and Base' for a link without a chain whose alerts are on both); null for none. */
function onChains(alerts: WalletNotification[]): string | null {
  const names = [...new Set(alerts.flatMap(({ chain }) => (chain ? [chain.name] : [])))];
  if (names.length === 0) return null;
  return `on ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`}`;
}

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
  const chains = useChains();
  const explorer = chainTransactionUrl(transaction.hash, first?.chain ?? null, chains);
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
                {viewOnExplorer(explorer)}
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
  const { hash = '', chain } = useParams();
  const { load, retry } = useTransactionAlerts(hash, chain);
  const chainWords = load.state === 'loaded' ? onChains(load.transaction.alerts) : null;
  return (
    <Page>
      <PageTitle>{TRANSACTION_TITLE}</PageTitle>
      <Lead>
        <Hash>{hash}</Hash>
        {chainWords ? <> {chainWords}</> : null}
      </Lead>
      {load.state === 'loading' ? <Spinner label="Loading the transaction" /> : null}
      {load.state === 'not-found' ? <p>{load.message}</p> : null}
      {load.state === 'unknown-chain' ? <p role="alert">{load.message}</p> : null}
      {load.state === 'failed' ? <LoadFailed message={load.message} onRetry={retry} /> : null}
      {load.state === 'loaded' ? <Transaction transaction={load.transaction} /> : null}
    </Page>
  );
}
