// The alert channel routes of the product api (api/src/channels/routes.ts), faked in memory for the
// Notifications settings page: the plan's upgrade wording and 403s, the secret shown once, Telegram's 503
// without a bot token, the delivery log and each tracked wallet's channels.
import { errorMessage, type ChannelKind, type ChannelList, type DeliveryAttempt } from '@whalewatch/contracts';
import type { Channel, WalletChannels } from '../api/channels';
import { fail, failWith, ok, serveFakeApi, type FakeApiServer, type RouteHandler } from './fakeApi';
import type { ChainsRoute } from './fakeChainsApi';

export type ChannelsRoute =
  | 'GET /channels'
  | 'POST /channels/webhooks'
  | 'POST /channels/webhooks/:id/secret'
  | 'POST /channels/telegram/link'
  | 'POST /channels/discord'
  | 'POST /channels/slack'
  | 'GET /channels/wallets'
  | 'PUT /channels/wallets/:address'
  | 'DELETE /channels/:id'
  | 'POST /channels/:id/enable'
  | 'POST /channels/:id/test'
  | 'GET /channels/:id/deliveries';

export interface FakeChannelsState {
  /** false: the free plan (every change answers 403 with `upgrade`). */
  allowed: boolean;
  upgrade: string;
  telegramAvailable: boolean;
  channels: Channel[];
  deliveries: Record<string, DeliveryAttempt[]>;
  wallets: WalletChannels[];
  /** The secrets handed out, by channel id. */
  secrets: Record<string, string>;
}

/** The api's wording for the free plan (api/src/channels/plan.ts). */
export const FREE_PLAN_CHANNELS = errorMessage(
  'subscription_limit',
  'Free',
  'sends alerts in the app and by email. Webhooks, Telegram, Discord and Slack come with Starter and above: see /pricing',
);
export const FAKE_TELEGRAM_NOT_SET_UP = errorMessage('telegram_not_set_up');

/** The api's code for a pasted URL that is not one of the kind. */
const INVALID_URL_CODES = { webhook: 'invalid_url', discord: 'invalid_discord_url', slack: 'invalid_slack_url' } as const;

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function buildChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: nextId(),
    kind: 'webhook',
    name: 'hooks.example.com',
    url: 'https://hooks.example.com/whalewatch',
    state: 'connected',
    disabledReason: null,
    disabledAt: null,
    failingSince: null,
    lastSuccessAt: null,
    lastDelivery: null,
    pending: 0,
    previousSecretValidUntil: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDeliveryAttempt(overrides: Partial<DeliveryAttempt> = {}): DeliveryAttempt {
  return {
    at: '2026-11-23T10:00:00.000Z',
    alertId: 'alert-1',
    alerts: 1,
    outcome: 'delivered',
    status: 200,
    latencyMs: 120,
    excerpt: 'ok',
    ...overrides,
  };
}

const nameOf = (kind: ChannelKind, url: string) => (kind === 'webhook' ? new URL(url).host : kind === 'discord' ? 'Discord' : 'Slack');

function validUrl(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export function fakeChannelsRoutes(state: FakeChannelsState): Record<ChannelsRoute, RouteHandler> {
  const planned =
    (handler: RouteHandler): RouteHandler =>
    (request) =>
      state.allowed ? handler(request) : failWith(403, state.upgrade, 'subscription_limit')(request);
  const owned =
    (handler: (channel: Channel, request: Parameters<RouteHandler>[0]) => ReturnType<RouteHandler>): RouteHandler =>
    (request) => {
      const channel = state.channels.find((candidate) => candidate.id === request.params.id);
      return channel ? handler(channel, request) : fail('channel_not_found')(request);
    };
  const add = (kind: Exclude<ChannelKind, 'telegram'>): RouteHandler =>
    planned((request) => {
      const url = String((request.body as { url?: string } | undefined)?.url ?? '').trim();
      if (!validUrl(url)) return fail(INVALID_URL_CODES[kind])(request);
      const channel = buildChannel({ kind, name: nameOf(kind, url), url: kind === 'webhook' ? url : null });
      state.channels = [...state.channels, channel];
      state.wallets = state.wallets.map((wallet) => ({ ...wallet, channels: [...wallet.channels, channel.id] }));
      if (kind !== 'webhook') return { status: 201, body: { channel } };
      const secret = `whsec_${Buffer.from(channel.id).toString('base64')}`;
      state.secrets[channel.id] = secret;
      return { status: 201, body: { channel, secret } };
    });

  return {
    'GET /channels': () =>
      ok({
        allowed: state.allowed,
        upgrade: state.allowed ? null : state.upgrade,
        limit: state.allowed ? 10 : 0,
        telegram: { available: state.telegramAvailable },
        channels: state.channels,
      } satisfies ChannelList),
    'POST /channels/webhooks': add('webhook'),
    'POST /channels/discord': add('discord'),
    'POST /channels/slack': add('slack'),
    'POST /channels/webhooks/:id/secret': owned((channel) => {
      const secret = `whsec_rotated_${Object.keys(state.secrets).length}`;
      state.secrets[channel.id] = secret;
      return ok({ secret, previousSecretValidUntil: '2026-11-25T10:00:00.000Z' });
    }),
    'POST /channels/telegram/link': (request) => {
      if (!state.telegramAvailable) return fail('telegram_not_set_up')(request);
      return planned(() => ok({ url: 'https://t.me/whalewatch_bot?start=abc123', expiresAt: '2026-11-24T10:10:00.000Z' }))(request);
    },
    'GET /channels/wallets': () => ok({ wallets: state.wallets }),
    'PUT /channels/wallets/:address': (request) => {
      const chosen = (request.body as { channels: string[] }).channels;
      const address = request.params.address.toLowerCase();
      state.wallets = state.wallets.map((wallet) => (wallet.address.toLowerCase() === address ? { ...wallet, channels: chosen } : wallet));
      return ok({ address, channels: chosen });
    },
    'DELETE /channels/:id': owned((channel) => {
      state.channels = state.channels.filter((candidate) => candidate.id !== channel.id);
      return { status: 204 };
    }),
    'POST /channels/:id/enable': planned(
      owned((channel) => {
        const enabled: Channel = { ...channel, state: 'connected', disabledReason: null, disabledAt: null, failingSince: null };
        state.channels = state.channels.map((candidate) => (candidate.id === channel.id ? enabled : candidate));
        return ok({ channel: enabled });
      }),
    ),
    'POST /channels/:id/test': planned(
      owned((channel, request) => {
        if (channel.state !== 'connected') return fail('channel_disabled')(request);
        return { status: 202, body: { id: `test-${channel.id}`, queued: true } };
      }),
    ),
    'GET /channels/:id/deliveries': owned((channel) => ok({ attempts: state.deliveries[channel.id] ?? [] })),
  };
}

export type FakeChannelsServer = FakeApiServer<ChannelsRoute | ChainsRoute> & { state: FakeChannelsState };

/** A paid user's channel state with nothing connected yet, with `initial`'s fields instead. */
export function fakeChannelsState(initial: Partial<FakeChannelsState> = {}): FakeChannelsState {
  return {
    allowed: true,
    upgrade: FREE_PLAN_CHANNELS,
    telegramAvailable: true,
    channels: [],
    deliveries: {},
    wallets: [],
    secrets: {},
    ...initial,
  };
}

/** Installs the fake channel api as global.fetch; `state` is what the server holds. */
export function serveFakeChannels(initial: Partial<FakeChannelsState> = {}): FakeChannelsServer {
  const state = fakeChannelsState(initial);
  return { ...serveFakeApi(fakeChannelsRoutes(state)), state };
}
