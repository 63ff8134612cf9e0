// The notification centre's state: the newest notifications, the unread count, and the last stream
// event seen (so a new stream resumes where the old one stopped). The server's count is the truth at
// each load; between loads only news adds one (see isNews): a status change (pending → confirmed, or
// retracted by a reorg) adds nothing.
import { ApiError, type WalletNotification } from '@whalewatch/shared';
import { createStore, useStore } from 'zustand';
import { CENTRE_SIZE, notificationsApi } from './notificationsApi';

export interface NotificationCentreState {
  /** Newest first, at most CENTRE_SIZE. */
  notifications: WalletNotification[];
  unread: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  lastEventId: string | null;
  /** Every id the centre has heard of since sign-in, listed or not. */
  known: ReadonlySet<string>;
}

const initialState = (): NotificationCentreState => ({
  notifications: [],
  unread: 0,
  status: 'idle',
  error: null,
  lastEventId: null,
  known: new Set(),
});

export const notificationCentre = createStore<NotificationCentreState>()(initialState);

export function useNotificationCentre<T>(select: (state: NotificationCentreState) => T): T {
  return useStore(notificationCentre, select);
}

const newestFirst = (a: WalletNotification, b: WalletNotification) => b.createdAt.localeCompare(a.createdAt);

/** The list with `incoming` in it: replaced where present (its newer state), else added. */
function merge(list: WalletNotification[], incoming: WalletNotification[]): WalletNotification[] {
  const byId = new Map(list.map((notification) => [notification.id, notification]));
  for (const notification of incoming) byId.set(notification.id, notification);
  return [...byId.values()].sort(newestFirst).slice(0, CENTRE_SIZE);
}

/** Reads the newest page; what the stream delivered meanwhile stays (it is at least as new). */
export async function loadCentre(): Promise<void> {
  notificationCentre.setState({ status: 'loading', error: null });
  try {
    const page = await notificationsApi.latest();
    notificationCentre.setState(({ notifications, known }) => ({
      // The streamed states win over the page's.
      notifications: merge(page.notifications, notifications),
      unread: page.unread,
      status: 'ready',
      known: new Set([...known, ...page.notifications.map((notification) => notification.id)]),
    }));
  } catch (error) {
    notificationCentre.setState({ status: 'error', error: error instanceof ApiError ? error.message : 'Failed to load notifications' });
  }
}

/** How old a notification the centre never saw may be and still count as news (allowing for clock skew). */
export const NEWS_WINDOW_MS = 60_000;

/**
 * Whether a notification the centre never saw is news, rather than a follow-up (confirmed) of one
 * from before this page loaded, or from past the newest page it listed: the monitor creates them
 * pending; a test notification, or one confirmed at once (no confirmation depth), is news while recent.
 */
export function isNews(notification: WalletNotification, now = Date.now()): boolean {
  if (notification.status === 'retracted') return false;
  if (notification.status === 'pending' || notification.kind === 'test') return true;
  return now - Date.parse(notification.createdAt) <= NEWS_WINDOW_MS;
}

/**
 * A notification from the stream (or a test just sent); true when it is news: never seen here, and
 * new (see isNews). Only news adds to the unread count; the server's count covers the rest.
 */
export function receive(notification: WalletNotification, eventId?: string): boolean {
  const news = !notificationCentre.getState().known.has(notification.id) && isNews(notification);
  notificationCentre.setState(({ notifications, unread, known, lastEventId }) => ({
    notifications: merge(notifications, [notification]),
    unread: news && notification.readAt === null ? unread + 1 : unread,
    known: known.has(notification.id) ? known : new Set([...known, notification.id]),
    lastEventId: eventId || lastEventId,
  }));
  return news;
}

/** Marks everything read on the server, then here; throws (changing nothing) when the server refuses. */
export async function markAllRead(): Promise<void> {
  const { unread } = await notificationsApi.markAllRead();
  const now = new Date().toISOString();
  notificationCentre.setState(({ notifications }) => ({
    unread,
    notifications: notifications.map((notification) => (notification.readAt ? notification : { ...notification, readAt: now })),
  }));
}

/** Signed out: nothing of the last user stays. */
export function resetCentre(): void {
  notificationCentre.setState(initialState());
}
