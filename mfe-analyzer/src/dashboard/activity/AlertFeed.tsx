// The Activity's feed: the alerts newest first, each in words (a line per move when it made several),
// with its USD value, time, and links to its transaction's page and its wallet's page.
import {
  ChainBadge,
  formatUsd,
  transactionPath,
  VisuallyHidden,
  WalletLink,
  walletName,
  type WalletNotification,
} from '@whalewatch/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const VIEW_TRANSACTION = 'View transaction';
export const NO_USD_VALUE = 'No USD value';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow-wrap: anywhere;
`;

const Message = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: 0.9rem;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function AlertItem({ alert }: { alert: WalletNotification }) {
  return (
    <Item>
      <Message>{alert.message}</Message>
      {alert.lines.length > 0 ? (
        <Lines>
          {alert.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Lines>
      ) : null}
      <Meta>
        <span>{alert.valueUsd === null ? NO_USD_VALUE : formatUsd(alert.valueUsd)}</span>
        {alert.status === 'pending' ? <span>Pending</span> : null}
        <ChainBadge chain={alert.chain} />
        <time dateTime={alert.createdAt}>{when(alert.createdAt)}</time>
        <WalletLink address={alert.wallet.address} chain={alert.chain}>
          {walletName(alert.wallet)}
        </WalletLink>
        {alert.txHash ? (
          <Link to={transactionPath(alert.txHash, alert.chain)}>
            {VIEW_TRANSACTION}
            <VisuallyHidden>: {alert.message}</VisuallyHidden>
          </Link>
        ) : null}
      </Meta>
    </Item>
  );
}

export function AlertFeed({ alerts, label }: { alerts: WalletNotification[]; label: string }) {
  return (
    <List aria-label={label}>
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </List>
  );
}
