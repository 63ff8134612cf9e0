// The bell in the navigation bar (signed in): its unread count, and a panel with the newest
// notifications, 'Mark all read', the email policy and a test button. It also holds the live stream
// that turns each new notification into the alert toast, and opens when that toast asks it to.
import { ApiError, onNotificationCentreRequest, toast, useSession } from '@whalewatch/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { popoverSurface } from '../navigation/popoverSurface';
import { NOTIFICATION_SETTINGS_PATH } from '../pages/notification-settings/notificationSettingsPath';
import { useDismiss } from '../navigation/useDismiss';
import { markAllRead, resetCentre, useNotificationCentre } from './notificationCentre';
import { NotificationList } from './NotificationList';
import { NotificationSettings } from './NotificationSettings';
import { useNotificationStream } from './useNotificationStream';

const Wrapper = styled.div`
  position: relative;
`;

const Bell = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
`;

const Badge = styled.span`
  position: absolute;
  top: -8px;
  right: -8px;
  min-width: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

const Panel = styled.section`
  ${popoverSurface}
  width: min(400px, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space(4)};

  /* The bell sits mid-bar on a phone: the panel spans the screen instead of hanging off its left edge. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    position: fixed;
    top: 72px;
    left: 12px;
    right: 12px;
    width: auto;
    max-height: calc(100vh - 96px);
    overflow-y: auto;
  }
`;

/** A bell outline, drawn rather than an emoji: not every system has a font with 🔔. */
function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  button {
    background: none;
    border: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

const SettingsLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

export const bellLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

export function NotificationCentre() {
  const userId = useSession((state) => state.user?.id ?? null);
  const unread = useNotificationCentre((state) => state.unread);
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useNotificationStream();
  useDismiss(wrapperRef, open, close, { returnFocusTo: bellRef });
  // 'Open notifications' on the alert toast: the panel opens with focus in it (the toast is gone).
  const focusPanel = useRef(false);
  useEffect(
    () =>
      onNotificationCentreRequest(() => {
        focusPanel.current = true;
        setOpen(true);
        panelRef.current?.focus();
      }),
    [],
  );
  useEffect(() => {
    if (!open || !focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.focus();
  }, [open]);
  // Nothing of one user's notifications outlives their session.
  useEffect(() => resetCentre, [userId]);

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllRead();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to mark notifications as read');
    } finally {
      setMarking(false);
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Bell ref={bellRef} aria-label={bellLabel(unread)} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <BellIcon />
        {unread > 0 ? <Badge aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge> : null}
      </Bell>
      {open ? (
        <Panel id={panelId} ref={panelRef} tabIndex={-1} aria-label="Notification centre">
          <Header>
            <h2>Notifications</h2>
            <button type="button" disabled={unread === 0 || marking} onClick={() => void markAll()}>
              Mark all read
            </button>
          </Header>
          <NotificationList onNavigate={close} />
          <NotificationSettings />
          <SettingsLink to={NOTIFICATION_SETTINGS_PATH} onClick={close}>
            Notification settings
          </SettingsLink>
        </Panel>
      ) : null}
    </Wrapper>
  );
}
