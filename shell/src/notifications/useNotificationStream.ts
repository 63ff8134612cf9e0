// The signed-in user's live notifications: one EventSource to the api's stream, opened again with the
// new token when the session refreshes it (resuming after the last event seen), and again after a
// refusal the browser will not retry by itself (e.g. an expired token), waiting longer each time. The
// first refusal after a stream that worked asks whether the session is still good: one signed out from
// another device ends here at once (its refresh is refused), not at the tab's next call.
// Each notification new to the centre becomes the alert toast (with its chain), linking to its
// transaction's page on its chain; every one the stream delivers is published to shared's live alerts for the screens that show them live.
import {
  accessToken,
  fetchChains,
  NOTIFICATION_EVENT,
  publishLiveAlert,
  readNotificationEvent,
  SESSION_ENDED_EVENT,
  showAlert,
  tokenAfterRefusal,
  useSession,
  type WalletNotification,
} from '@whalewatch/shared';
import { useEffect, useRef, useState } from 'react';
import { transactionPath } from '../pages/transaction/transactionPath';
import { loadCentre, notificationCentre, receive } from './notificationCentre';
import { streamUrl } from './notificationsApi';

export const VIEW_TRANSACTION = 'View transaction';

const RETRY_BASE_MS = 3_000;
const RETRY_MAX_MS = 60_000;

/** Shows a notification as the alert toast when it is news (not a status change, a repeat, or an old one's follow-up). */
export function announce(notification: WalletNotification, eventId?: string): void {
  if (!receive(notification, eventId)) return;
  showAlert({
    message: notification.message,
    link: notification.txHash ? { to: transactionPath(notification.txHash, notification.chain), label: VIEW_TRANSACTION } : undefined,
    chain: notification.chain,
  });
}

export function useNotificationStream(): void {
  const authToken = useSession((state) => state.authToken);
  // Bumped to open a new stream after the browser gave up on one.
  const [generation, setGeneration] = useState(0);
  const failures = useRef(0);

  useEffect(() => {
    if (!authToken) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    // The list is read once the stream is open, so nothing can fall between the two. The chains are read
    // with it, so an alert's chain badge shows with its toast (a failure shows when a badge asks again).
    const loadOnce = () => {
      if (notificationCentre.getState().status !== 'idle') return;
      void loadCentre();
      fetchChains().catch(() => undefined);
    };
    const open = (token: string) => {
      source = new EventSource(streamUrl(token, notificationCentre.getState().lastEventId));
      source.addEventListener(NOTIFICATION_EVENT, (event: MessageEvent<string>) => {
        const notification = readNotificationEvent(event);
        announce(notification, event.lastEventId);
        publishLiveAlert(notification);
      });
      // The api ends the stream because its session ended (signed out elsewhere, the account deleted),
      // and asks the browser to wait a minute: the session is asked about now, which signs the tab out.
      source.addEventListener(SESSION_ENDED_EVENT, () => {
        source?.close();
        void tokenAfterRefusal(token).then((renewed) => {
          // Still signed in but nothing renewed (the auth service unreachable): try again later.
          if (!closed && !renewed) retry = setTimeout(() => setGeneration((count) => count + 1), RETRY_MAX_MS);
        });
      });
      source.onopen = () => {
        failures.current = 0;
        loadOnce();
      };
      source.onerror = () => {
        loadOnce();
        // CONNECTING: the browser is retrying by itself. CLOSED: it gave up; try again later.
        if (source?.readyState !== EventSource.CLOSED) return;
        // A new token (an expired one refreshed) reopens the stream; a session that is over signs out.
        if (failures.current === 0) void tokenAfterRefusal(token);
        const delay = Math.min(RETRY_BASE_MS * 2 ** failures.current, RETRY_MAX_MS);
        failures.current += 1;
        retry = setTimeout(() => setGeneration((count) => count + 1), delay);
      };
    };
    // A token that expired while the tab was closed is refreshed before the stream is opened with it; the
    // refresh changes authToken, and the stream opened for the new one is the only one.
    void accessToken().then((token) => {
      if (!closed && token === authToken) open(token);
    });

    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [authToken, generation]);
}
