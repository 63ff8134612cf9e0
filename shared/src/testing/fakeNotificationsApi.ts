// The notification routes of the product api (DESIGN.md §4 "Notifications"), faked in memory for
// front-end suites. The live stream is an EventSource: see fakeEventSource.ts.
import type { NotificationPreferences, WalletNotification } from '../types/entities';
import { ok, serveFakeApi, type FakeApiServer, type RouteHandler } from './fakeApi';
import { buildTestNotification } from './fixtures';

export type NotificationsRoute =
  | 'GET /notifications'
  | 'POST /notifications/read'
  | 'GET /notifications/preferences'
  | 'PUT /notifications/preferences'
  | 'POST /notifications/test';

export interface FakeNotificationsState {
  /** Newest first. */
  notifications: WalletNotification[];
  preferences: NotificationPreferences;
}

export type FakeNotificationsServer = FakeApiServer<NotificationsRoute> & { state: FakeNotificationsState };

const unread = (state: FakeNotificationsState) => state.notifications.filter((notification) => notification.readAt === null).length;

export function fakeNotificationsRoutes(state: FakeNotificationsState): Record<NotificationsRoute, RouteHandler> {
  return {
    'GET /notifications': (request) => {
      const limit = Number(request.url.searchParams.get('limit') ?? 20);
      return ok({ notifications: state.notifications.slice(0, limit), unread: unread(state) });
    },
    'POST /notifications/read': (request) => {
      const ids = (request.body as { ids?: string[] } | undefined)?.ids;
      const now = new Date().toISOString();
      state.notifications = state.notifications.map((notification) =>
        !ids || ids.includes(notification.id) ? { ...notification, readAt: notification.readAt ?? now } : notification,
      );
      return ok({ unread: unread(state) });
    },
    'GET /notifications/preferences': () => ok(state.preferences),
    'PUT /notifications/preferences': (request) => {
      state.preferences = request.body as NotificationPreferences;
      return ok(state.preferences);
    },
    'POST /notifications/test': () => {
      // As the api does; its live copy reaches the page through the stream, which the test drives.
      const sent = buildTestNotification({ id: `test-${state.notifications.length + 1}` });
      state.notifications = [sent, ...state.notifications];
      return ok(sent);
    },
  };
}

/** Installs the fake notification api as global.fetch; `state` is what the server holds. */
export function serveFakeNotifications(initial: Partial<FakeNotificationsState> = {}): FakeNotificationsServer {
  const state: FakeNotificationsState = {
    notifications: initial.notifications ?? [],
    preferences: initial.preferences ?? { email: true },
  };
  return { ...serveFakeApi(fakeNotificationsRoutes(state)), state };
}
