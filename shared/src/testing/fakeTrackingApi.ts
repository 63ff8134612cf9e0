// The tracking routes of the product api (spec §7 "Tracking"), faked in memory for front-end suites:
// registration adds to the saved list, a save replaces it (keeping each wallet's mute, which only the
// mute route changes, and the chains it is no longer watched on, which the api works out), 'Track' adds
// one wallet with the default options, and latest transactions come from `state`.
import { monitorOptions } from '@whalewatch/contracts';
import { DEFAULT_MONITOR_OPTIONS } from '../api/tracking';
import {
  MUTED_FOREVER,
  type MuteDuration,
  type RegistrationPayload,
  type TrackedWallet,
  type TrackedWalletInput,
  type TrackingSettings,
  type Transaction,
} from '../types/entities';
import { PLANS } from '../types/plans';
import { fail, ok, serveFakeApi, type FakeApiServer, type RouteHandler } from './fakeApi';
import type { ChainsRoute } from './fakeChainsApi';

export type TrackingRoute =
  | 'POST /users/register'
  | 'GET /users/settings'
  | 'PUT /users/settings'
  | 'GET /users/transactions/:address/latest'
  | 'POST /users/wallets'
  | 'PUT /users/wallets/:address/mute';

export interface FakeTrackingState {
  settings: TrackingSettings;
  /** Each address's transactions, newest first (keys in lower case). */
  transactions: Record<string, Transaction[]>;
  /** How many wallets the user's plan tracks ('Track' past it is refused); 6 (Pro) when absent. */
  walletLimit?: number;
  /** Addresses on another user's stealth list: 'Track' refuses them. */
  protectedAddresses?: string[];
}

export type FakeTrackingServer = FakeApiServer<TrackingRoute | ChainsRoute> & { state: FakeTrackingState };

/** The Pro plan's wallets. */
const DEFAULT_WALLET_LIMIT = PLANS.pro.trackedWallets;

/** The plan whose limit a fake's `walletLimit` is, for the api's words. */
const PLAN_OF_LIMIT: Record<number, string> = Object.fromEntries(Object.values(PLANS).map((plan) => [plan.trackedWallets, plan.name]));

const MUTE_HOURS: Record<Exclude<MuteDuration, 'forever' | 'off'>, number> = { '1h': 1, '24h': 24 };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** When a mute of `duration` ends, as the api answers it. */
export function fakeMutedUntil(duration: MuteDuration, now = Date.now()): string | null {
  if (duration === 'off') return null;
  if (duration === 'forever') return MUTED_FOREVER;
  return new Date(now + MUTE_HOURS[duration] * 3_600_000).toISOString();
}

export function fakeTrackingRoutes(state: FakeTrackingState): Record<TrackingRoute, RouteHandler> {
  const saved = (address: string) => state.settings.wallets.find((wallet) => sameAddress(wallet.address, address));
  /**
   * `mutedUntil` and `notWatchedOn` are read-only: a save drops what it sends, and the wallet keeps the
   * saved ones. Its options are kept as the api parses them (defaults filled in, `chainsOff` sorted, once each).
   */
  const keepMute = (wallet: TrackedWalletInput): TrackedWallet => {
    const notWatchedOn = saved(wallet.address)?.notWatchedOn;
    return {
      address: wallet.address.toLowerCase(),
      nickname: wallet.nickname || wallet.address.toLowerCase(),
      monitorOptions: monitorOptions.parse(wallet.monitorOptions),
      ...(notWatchedOn ? { notWatchedOn } : {}),
      mutedUntil: saved(wallet.address)?.mutedUntil ?? null,
    };
  };

  return {
    'POST /users/register': (request) => {
      const { wallets, checkInterval } = request.body as RegistrationPayload;
      const before = state.settings.wallets;
      state.settings = {
        wallets: [
          ...before.map((wallet) => {
            const added = wallets.find((candidate) => sameAddress(candidate.address, wallet.address));
            return added ? keepMute(added) : wallet;
          }),
          ...wallets.filter((added) => !saved(added.address)).map(keepMute),
        ],
        check_interval: checkInterval,
      };
      return ok(state.settings);
    },
    'GET /users/settings': () => ok(state.settings),
    'PUT /users/settings': (request) => {
      const { settings } = request.body as { settings: RegistrationPayload };
      state.settings = { wallets: settings.wallets.map(keepMute), check_interval: settings.checkInterval };
      return ok(state.settings);
    },
    'GET /users/transactions/:address/latest': (request) => {
      const limit = Number(request.url.searchParams.get('limit') ?? 5);
      const transactions = state.transactions[request.params.address.toLowerCase()] ?? [];
      return ok({ transactions: transactions.slice(0, limit) });
    },
    'POST /users/wallets': (request) => {
      const address = (request.body as { address: string }).address.toLowerCase();
      if (state.protectedAddresses?.some((entry) => sameAddress(entry, address))) return fail('wallet_protected')(request);
      if (saved(address)) return fail('already_tracked')(request);
      const limit = state.walletLimit ?? DEFAULT_WALLET_LIMIT;
      if (state.settings.wallets.length >= limit)
        return fail('subscription_limit', PLAN_OF_LIMIT[limit] ?? 'Pro', `tracks up to ${limit} wallets`)(request);
      const wallet: TrackedWallet = {
        address,
        nickname: address,
        monitorOptions: { ...DEFAULT_MONITOR_OPTIONS, chainsOff: [] },
        mutedUntil: null,
      };
      state.settings = { ...state.settings, wallets: [...state.settings.wallets, wallet] };
      return { status: 201, body: { wallet } };
    },
    'PUT /users/wallets/:address/mute': (request) => {
      const { address } = request.params;
      if (!saved(address)) return fail('not_tracked')(request);
      const mutedUntil = fakeMutedUntil((request.body as { duration: MuteDuration }).duration);
      state.settings = {
        ...state.settings,
        wallets: state.settings.wallets.map((wallet) => (sameAddress(wallet.address, address) ? { ...wallet, mutedUntil } : wallet)),
      };
      return ok({ address: saved(address)?.address ?? address, mutedUntil });
    },
  };
}

/** What the fake server holds: nothing tracked, the default check interval, a Pro plan's 6 wallets. */
export function fakeTrackingState(initial: Partial<FakeTrackingState> = {}): FakeTrackingState {
  return {
    settings: initial.settings ?? { wallets: [], check_interval: 60000 },
    transactions: initial.transactions ?? {},
    walletLimit: initial.walletLimit ?? DEFAULT_WALLET_LIMIT,
    protectedAddresses: initial.protectedAddresses ?? [],
  };
}

/** Installs the fake tracking api as global.fetch; `state` is what the server holds. To serve it beside
 * other routes: serveFakeApi({ ...fakeTrackingRoutes(state), ...others }). */
export function serveFakeTracking(initial: Partial<FakeTrackingState> = {}): FakeTrackingServer {
  const state = fakeTrackingState(initial);
  return { ...serveFakeApi(fakeTrackingRoutes(state)), state };
}
