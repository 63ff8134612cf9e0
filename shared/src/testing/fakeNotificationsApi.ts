// The notification routes of the product api (DESIGN.md §4 "Notifications"), faked in memory for
// front-end suites, with the two tracking routes an alert offers (mute its wallet, track its other
// side) answered by the tracking fake, and the chains the alerts are on (GET /chains; a transaction's
// alerts on one chain with `?chain=`). The live stream is an EventSource: see fakeEventSource.ts.
import { errorMessage, NOTIFICATION_STREAM_EVENT, notificationStreamEvent } from '@whalewatch/contracts';
import { ContractViolation } from '../api/apiClient';
import type { Chain } from '../chains/chains';
import type { EmailPolicy, NotificationPreferences, TrackedWallet, WalletNotification } from '../types/entities';
import type { FakeEventSource } from './fakeEventSource';
import { fail, ok, serveFakeApi, type FakeApiServer, type RouteHandler } from './fakeApi';
import { fakeChainsRoutes, requestedChain, type ChainsRoute } from './fakeChainsApi';
import { fakeTrackingRoutes, type FakeTrackingState } from './fakeTrackingApi';
import { buildTestNotification, buildTrackedWallet, DEVNET_CHAINS } from './fixtures';

export type NotificationsRoute =
  | 'GET /notifications'
  | 'POST /notifications/read'
  | 'GET /notifications/preferences'
  | 'PUT /notifications/preferences'
  | 'POST /notifications/test'
  | 'GET /transactions/:hash'
  | 'PUT /users/wallets/:address/mute'
  | 'POST /users/wallets'
  | ChainsRoute;

export interface FakeNotificationsState {
  /** Newest first. */
  notifications: WalletNotification[];
  preferences: NotificationPreferences;
  /** The user's tracked wallets and plan (mute, Track); by default the wallets the notifications are about. */
  tracking: FakeTrackingState;
  /** The chains the api watches, the first one first; the devnet's two when absent. */
  chains?: readonly Chain[];
}

export interface FakeNotificationsOptions {
  notifications?: WalletNotification[];
  preferences?: NotificationPreferences;
  tracking?: Partial<FakeTrackingState>;
  chains?: readonly Chain[];
}

export type FakeNotificationsServer = FakeApiServer<NotificationsRoute> & { state: FakeNotificationsState };

/** The api's answer for a transaction none of the user's alerts is about. */
export const NO_ALERT_FOR_TRANSACTION = errorMessage('no_alert_for_transaction');

const unread = (state: FakeNotificationsState) => state.notifications.filter((notification) => notification.readAt === null).length;

const preferencesFor = (emailPolicy: EmailPolicy): NotificationPreferences => ({ emailPolicy, email: emailPolicy !== 'off' });

export function fakeNotificationsRoutes(state: FakeNotificationsState): Record<NotificationsRoute, RouteHandler> {
  const tracking = fakeTrackingRoutes(state.tracking);
  const chains = state.chains ?? DEVNET_CHAINS;
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
      const body = request.body as { emailPolicy: EmailPolicy } | { email: boolean };
      state.preferences = preferencesFor('emailPolicy' in body ? body.emailPolicy : body.email ? 'instant' : 'off');
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
      const named = requestedChain(request.url, chains);
      if ('refused' in named) return named.refused;
      const { chain } = named;
      const alerts = state.notifications.filter(
        (notification) => notification.txHash?.toLowerCase() === hash && (!chain || notification.chain?.id === chain.id),
      );
      if (alerts.length === 0) return fail('no_alert_for_transaction')(request);
      return ok({ hash, alerts });
    },
    'PUT /users/wallets/:address/mute': tracking['PUT /users/wallets/:address/mute'],
    'POST /users/wallets': tracking['POST /users/wallets'],
    ...fakeChainsRoutes(chains),
  };
}

/** The tracked wallets the notifications are about, once each. */
function walletsOf(notifications: WalletNotification[]): TrackedWallet[] {
  const byAddress = new Map<string, TrackedWallet>();
  for (const { kind, wallet } of notifications) {
    if (kind !== 'test')
      byAddress.set(
        wallet.address.toLowerCase(),
        buildTrackedWallet({ address: wallet.address, nickname: wallet.nickname, mutedUntil: null }),
      );
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
    chains: initial.chains ?? DEVNET_CHAINS,
  };
}

/** Installs the fake notification api as global.fetch; `state` is what the server holds. */
export function serveFakeNotifications(initial: FakeNotificationsOptions = {}): FakeNotificationsServer {
  const state = fakeNotificationsState(initial);
  return { ...serveFakeApi(fakeNotificationsRoutes(state)), state };
}

/**
 * The api's stream sending `notification` as its event `id` (GET /notifications/stream): held to the
 * contract's notificationStreamEvent first, as the fake api holds its answers, so a test cannot feed the
 * screens an event the api would never send.
 */
export function streamNotification(stream: Pick<FakeEventSource, 'emit'>, notification: unknown, id = ''): void {
  const result = notificationStreamEvent.safeParse(notification);
  if (!result.success) throw new ContractViolation("the fake's GET /notifications/stream event", 200, result.error.message);
  stream.emit(NOTIFICATION_STREAM_EVENT, notification, id);
}
