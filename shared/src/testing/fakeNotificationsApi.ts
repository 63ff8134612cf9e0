// The notification routes of the product api (DESIGN.md §4 "Notifications"), faked in memory for
// front-end suites, with the two tracking routes an alert offers (mute its wallet, track its other
// side) answered by the tracking fake. The live stream is an EventSource: see fakeEventSource.ts.
import type { EmailPolicy, NotificationPreferences, TrackedWallet, WalletNotification } from '../types/entities';
import { failWith, ok, serveFakeApi, type FakeApiServer, type RouteHandler } from './fakeApi';
import { fakeTrackingRoutes, type FakeTrackingState } from './fakeTrackingApi';
import { buildTestNotification, buildTrackedWallet } from './fixtures';

export type NotificationsRoute =
  | 'GET /notifications'
  | 'POST /notifications/read'
  | 'GET /notifications/preferences'
  | 'PUT /notifications/preferences'
  | 'POST /notifications/test'
  | 'GET /transactions/:hash'
  | 'PUT /users/wallets/:address/mute'
  | 'POST /users/wallets';

export interface FakeNotificationsState {
  /** Newest first. */
  notifications: WalletNotification[];
  preferences: NotificationPreferences;
  /** The user's tracked wallets and plan (mute, Track); by default the wallets the notifications are about. */
  tracking: FakeTrackingState;
}

export interface FakeNotificationsOptions {
  notifications?: WalletNotification[];
  preferences?: NotificationPreferences;
  tracking?: Partial<FakeTrackingState>;
}

export type FakeNotificationsServer = FakeApiServer<NotificationsRoute> & { state: FakeNotificationsState };

/** The api's answer for a transaction none of the user's alerts is about. */
export const NO_ALERT_FOR_TRANSACTION = 'No alert of yours is about this transaction';

const unread = (state: FakeNotificationsState) => state.notifications.filter((notification) => notification.readAt === null).length;

const preferencesFor = (emailPolicy: EmailPolicy): NotificationPreferences => ({ emailPolicy, email: emailPolicy !== 'off' });

export function fakeNotificationsRoutes(state: FakeNotificationsState): Record<NotificationsRoute, RouteHandler> {
  const tracking = fakeTrackingRoutes(state.tracking);
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
      state.preferences = preferencesFor((request.body as { emailPolicy: EmailPolicy }).emailPolicy);
      return ok(state.preferences);
    },
    'POST /notifications/test': () => {
      // As the api does; its live copy reaches the page through the stream, which the test drives.
      const sent = buildTestNotification({ id: `test-${state.notifications.length + 1}` });
      state.notifications = [sent, ...state.notifications];
      return ok(sent);
    },
    'GET /transactions/:hash': (request) => {
      const hash = request.params.hash.toLowerCase();
      const alerts = state.notifications.filter((notification) => notification.txHash?.toLowerCase() === hash);
      if (alerts.length === 0) return failWith(404, NO_ALERT_FOR_TRANSACTION)(request);
      return ok({ hash, alerts });
    },
    'PUT /users/wallets/:address/mute': tracking['PUT /users/wallets/:address/mute'],
    'POST /users/wallets': tracking['POST /users/wallets'],
  };
}

/** The tracked wallets the notifications are about, once each. */
function walletsOf(notifications: WalletNotification[]): TrackedWallet[] {
  const byAddress = new Map<string, TrackedWallet>();
  for (const { kind, wallet } of notifications) {
    if (kind !== 'test') byAddress.set(wallet.address.toLowerCase(), buildTrackedWallet({ address: wallet.address, nickname: wallet.nickname, mutedUntil: null }));
  }
  return [...byAddress.values()];
}

/** What the fake notification api holds at first; compose its routes with others' through this. */
export function fakeNotificationsState(initial: FakeNotificationsOptions = {}): FakeNotificationsState {
  const notifications = initial.notifications ?? [];
  return {
    notifications,
    preferences: initial.preferences ?? preferencesFor('instant'),
    tracking: {
      settings: { wallets: walletsOf(notifications), check_interval: 60000 },
      transactions: {},
      walletLimit: 6,
      protectedAddresses: [],
      ...initial.tracking,
    },
  };
}

/** Installs the fake notification api as global.fetch; `state` is what the server holds. */
export function serveFakeNotifications(initial: FakeNotificationsOptions = {}): FakeNotificationsServer {
  const state = fakeNotificationsState(initial);
  return { ...serveFakeApi(fakeNotificationsRoutes(state)), state };
}
