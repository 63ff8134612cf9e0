import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dismissAlert, requestNotificationCentre, OPEN_NOTIFICATIONS, useShownAlert } from '../toast/alertToast';
import { dismissToast, useToasts, type AlertToast, type Toast, type ToastKind } from '../toast/toastStore';
import { ChainBadge } from './ChainBadge';

/** At most this many action toasts at once, the newest. */
export const VISIBLE_TOASTS = 4;

/** The CSS custom property the app sets to its sticky navigation bar's height: the toasts start below it. */
export const HEADER_HEIGHT_PROPERTY = '--whalewatch-header-height';

// Top right (spec §2), below the navigation bar so it never covers the bar, the bell or its panel's
// toggle. Stacked below the bar (960), so a menu or the notification centre open from it is never
// covered either, and below dialogs (Modal, 1000) and the centred Overlay (1100): an open dialog and its
// backdrop are never covered.
const Region = styled.div`
  position: fixed;
  top: calc(var(${HEADER_HEIGHT_PROPERTY}, 0px) + ${({ theme }) => theme.space(3)});
  right: ${({ theme }) => theme.space(4)};
  z-index: 950;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(380px, calc(100vw - 32px));
`;

const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-left: 4px solid ${({ theme, $kind }) => theme.colors[$kind === 'error' ? 'danger' : $kind]};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;

  a,
  button {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  button {
    background: none;
    border: none;
    padding: 0;
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Dismiss = styled.button`
  margin-left: auto;
  background: none;
  border: none;
  color: inherit;
  cursor: pointer;
  font-size: 1.1rem;
`;

/** A page of the product ('/pricing') opens in place; anywhere else in a new tab. */
function ToastLinkTo({ link, onFollow }: { link: NonNullable<Toast['link']>; onFollow: () => void }) {
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} onClick={onFollow}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

function ActionToast({ toast }: { toast: Toast }) {
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <Body>
        <span>{toast.message}</span>
        {toast.link ? <ToastLinkTo link={toast.link} onFollow={() => dismissToast(toast.id)} /> : null}
      </Body>
      <Dismiss aria-label="Dismiss notification" onClick={() => dismissToast(toast.id)}>
        ×
      </Dismiss>
    </Item>
  );
}

/** One alert with its chain (beyond the first) and in-app link, or several as 'N new alerts' with a button opening the centre. */
function AlertToastItem({ alert }: { alert: AlertToast }) {
  return (
    <Item $kind="info" role="status">
      <Body>
        <span>{alert.message}</span>
        {alert.count === 1 ? <ChainBadge chain={alert.chain ?? null} /> : null}
        {alert.count > 1 ? (
          <button type="button" onClick={requestNotificationCentre}>
            {OPEN_NOTIFICATIONS}
          </button>
        ) : alert.link ? (
          <Link to={alert.link.to} onClick={dismissAlert}>
            {alert.link.label}
          </Link>
        ) : null}
      </Body>
      <Dismiss aria-label="Dismiss notification" onClick={dismissAlert}>
        ×
      </Dismiss>
    </Item>
  );
}

/** The top-right toast area: the alert toast first, then the action toasts, newest last. */
export function ToastViewport() {
  const alert = useShownAlert();
  const toasts = useToasts().slice(-VISIBLE_TOASTS);
  return (
    <Region role="region" aria-live="polite" aria-label="Notifications">
      {alert ? <AlertToastItem key="alert" alert={alert} /> : null}
      {toasts.map((toast) => (
        <ActionToast key={toast.id} toast={toast} />
      ))}
    </Region>
  );
}
