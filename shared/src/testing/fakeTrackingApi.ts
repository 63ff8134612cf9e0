// The tracking routes of the product api (spec §7 "Tracking"), faked in memory for front-end suites:
// registration adds to the saved list, a save replaces it, and latest transactions come from `state`.
import type { RegistrationPayload, TrackedWallet, TrackingSettings, Transaction } from '../types/entities';
import { ok, serveFakeApi, type FakeApiServer, type RouteHandler } from './fakeApi';

export type TrackingRoute =
  | 'POST /users/register'
  | 'GET /users/settings'
  | 'PUT /users/settings'
  | 'GET /users/transactions/:address/latest';

export interface FakeTrackingState {
  settings: TrackingSettings;
  /** Each address's transactions, newest first (keys in lower case). */
  transactions: Record<string, Transaction[]>;
}

export type FakeTrackingServer = FakeApiServer<TrackingRoute> & { state: FakeTrackingState };

const sameAddress = (a: TrackedWallet, b: TrackedWallet) => a.address.toLowerCase() === b.address.toLowerCase();

export function fakeTrackingRoutes(state: FakeTrackingState): Record<TrackingRoute, RouteHandler> {
  return {
    'POST /users/register': (request) => {
      const { wallets, checkInterval } = request.body as RegistrationPayload;
      const saved = state.settings.wallets;
      state.settings = {
        wallets: [
          ...saved.map((wallet) => wallets.find((added) => sameAddress(added, wallet)) ?? wallet),
          ...wallets.filter((added) => !saved.some((wallet) => sameAddress(added, wallet))),
        ],
        check_interval: checkInterval,
      };
      return ok(state.settings);
    },
    'GET /users/settings': () => ok(state.settings),
    'PUT /users/settings': (request) => {
      const { settings } = request.body as { settings: RegistrationPayload };
      state.settings = { wallets: settings.wallets, check_interval: settings.checkInterval };
      return ok(state.settings);
    },
    'GET /users/transactions/:address/latest': (request) => {
      const limit = Number(request.url.searchParams.get('limit') ?? 5);
      const transactions = state.transactions[request.params.address.toLowerCase()] ?? [];
      return ok({ transactions: transactions.slice(0, limit) });
    },
  };
}

/** Installs the fake tracking api as global.fetch; `state` is what the server holds. */
export function serveFakeTracking(initial: Partial<FakeTrackingState> = {}): FakeTrackingServer {
  const state: FakeTrackingState = {
    settings: initial.settings ?? { wallets: [], check_interval: 60000 },
    transactions: initial.transactions ?? {},
  };
  return { ...serveFakeApi(fakeTrackingRoutes(state)), state };
}
