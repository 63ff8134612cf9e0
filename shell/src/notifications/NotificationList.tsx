// The centre's list: newest first, unread ones marked, each alert in words (and a line per move when
// it made several), its chain when not the first one watched, its USD value, status and time, a link to
// its transaction's page on its chain and 'Mute wallet'.
import { Button, ChainBadge, formatUsd, Spinner, VisuallyHidden, WalletLink, type WalletNotification } from '@whalewatch/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { transactionPath } from '../pages/transaction/transactionPath';
import { MuteWalletControl } from './MuteWalletControl';
import { loadCentre, useNotificationCentre } from './notificationCentre';
import { VIEW_TRANSACTION } from './useNotificationStream';

/** The notification's wallet's page (issue 33). */
export const VIEW_WALLET = 'View wallet';

export const STATUS_LABELS: Record<WalletNotification['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  retracted: 'Dropped by a chain reorganisation',
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: min(420px, 60vh);
  overflow-y: auto;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
  overflow-wrap: anywhere;
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-weight: 400;
  font-size: 0.9rem;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  font-weight: 400;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Message = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Retracted = styled.span`
  text-decoration: line-through;
`;

function NotificationItem({ notification, onNavigate }: { notification: WalletNotification; onNavigate: () => void }) {
  const unread = notification.readAt === null;
  const isTest = notification.kind === 'test';
  const text = notification.status === 'retracted' ? <Retracted>{notification.message}</Retracted> : notification.message;
  return (
    <Item $unread={unread}>
      <span>
        {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
        {text}
      </span>
      {notification.lines.length > 0 ? (
        <Lines>
          {notification.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Lines>
      ) : null}
      <Meta>
        <ChainBadge chain={notification.chain} />
        {notification.valueUsd !== null ? <span>{formatUsd(notification.valueUsd)}</span> : null}
        {isTest ? null : <span>{STATUS_LABELS[notification.status]}</span>}
        <time dateTime={notification.createdAt}>{new Date(notification.createdAt).toLocaleString()}</time>
        {notification.txHash ? (
          <Link to={transactionPath(notification.txHash, notification.chain)} onClick={onNavigate}>
            {VIEW_TRANSACTION}
          </Link>
        ) : null}
        {isTest || !notification.wallet.address ? null : (
          <WalletLink address={notification.wallet.address} chain={notification.chain} onClick={onNavigate}>
            {VIEW_WALLET}
          </WalletLink>
        )}
        {isTest || !notification.wallet.address ? null : <MuteWalletControl wallet={notification.wallet} />}
      </Meta>
    </Item>
  );
}

export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { notifications, status, error } = useNotificationCentre((state) => state);

  if (notifications.length === 0) {
    if (status === 'idle' || status === 'loading') return <Spinner label="Loading notifications" />;
    if (status === 'error') {
      return (
        <Message role="alert">
          {error}{' '}
          <Button $variant="secondary" onClick={() => void loadCentre()}>
            Try again
          </Button>
        </Message>
      );
    }
    return (
      <Message>
        No notifications yet.{' '}
        <Link to="/register" onClick={onNavigate}>
          Track a wallet
        </Link>{' '}
        to hear about its transactions here.
      </Message>
    );
  }
  return (
    <List aria-label="Latest notifications">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
