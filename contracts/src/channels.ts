// Alert channels (issue 24): the user's webhooks, Telegram chats, Discord and Slack, for the Settings →
// Notifications page: listed with their state, added within the plan, removed, turned back on, tested,
// their delivery log, and which tracked wallets' alerts go to which channel.
import { z } from 'zod';
import { isoTime } from './common';
import { walletAddress } from './tracking';
import { route } from './route';

export const CHANNEL_KINDS = ['webhook', 'telegram', 'discord', 'slack'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** How one delivery attempt went. */
export const DELIVERY_OUTCOMES = ['delivered', 'timeout', 'network', 'http-error', 'rate-limited', 'refused'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** The longest URL a user may paste. */
export const MAX_CHANNEL_URL_LENGTH = 2048;
export const INVALID_CHANNEL_URL = 'Please enter a valid URL';

export const lastDelivery = z.object({
  at: isoTime,
  outcome: z.enum(DELIVERY_OUTCOMES),
  status: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
});
export type LastDelivery = z.output<typeof lastDelivery>;

export const channel = z.object({
  id: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  /** What the list calls it (a webhook's host, a Telegram chat's title, …). */
  name: z.string(),
  /** A webhook's URL (its query left out); null for the others. */
  url: z.string().nullable(),
  state: z.enum(['connected', 'disabled']),
  disabledReason: z.string().nullable(),
  disabledAt: isoTime.nullable(),
  /** Failing since then (retried with backoff; disabled after 24 h). */
  failingSince: isoTime.nullable(),
  lastSuccessAt: isoTime.nullable(),
  lastDelivery: lastDelivery.nullable(),
  /** Alerts waiting to be delivered. */
  pending: z.number().int(),
  /** Webhooks whose secret was rotated: the old secret still signs until then. */
  previousSecretValidUntil: isoTime.nullable(),
  createdAt: isoTime,
});
export type Channel = z.output<typeof channel>;

export const channelList = z.object({
  allowed: z.boolean(),
  /** The upgrade wording when the plan has no channels (the UI shows it with a link to /pricing). */
  upgrade: z.string().nullable(),
  limit: z.number().int(),
  telegram: z.object({ available: z.boolean() }),
  channels: z.array(channel),
});
export type ChannelList = z.output<typeof channelList>;

export const deliveryAttempt = z.object({
  at: isoTime,
  alertId: z.string(),
  /** How many alerts the attempt carried (a digest carries several). */
  alerts: z.number().int(),
  outcome: z.enum(DELIVERY_OUTCOMES),
  status: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  excerpt: z.string(),
});
export type DeliveryAttempt = z.output<typeof deliveryAttempt>;

export const walletChannels = z.object({
  address: z.string(),
  nickname: z.string().nullable(),
  /** The ids of the channels its alerts go to. */
  channels: z.array(z.string()),
});
export type WalletChannels = z.output<typeof walletChannels>;

export const addedChannel = z.object({ channel });
/** A new webhook, with its signing secret: shown this once. */
export const addedWebhook = z.object({ channel, secret: z.string() });
export const rotatedSecret = z.object({ secret: z.string(), previousSecretValidUntil: isoTime });
export const telegramLink = z.object({ url: z.string(), expiresAt: isoTime });
export const queuedTest = z.object({ id: z.string(), queued: z.literal(true) });

const byId = z.object({ id: z.uuid('No such channel') });
const pastedUrl = z.object({ url: z.string().trim().min(1, INVALID_CHANNEL_URL).max(MAX_CHANNEL_URL_LENGTH, INVALID_CHANNEL_URL) });

/** Adding any channel: over the plan, or one the user has already. */
const ADD_ERRORS = ['subscription_limit', 'already_connected'] as const;
/** A pasted URL refused by the target guard (resolved at once). */
const TARGET_ERRORS = [
  'target_not_https',
  'target_http_not_loopback',
  'target_has_credentials',
  'target_unresolvable',
  'target_private_address',
] as const;

export const channelsRoutes = {
  'GET /channels': route({
    method: 'GET',
    path: '/channels',
    access: 'user',
    responses: { 200: channelList },
    errors: [],
  }),
  'POST /channels/webhooks': route({
    method: 'POST',
    path: '/channels/webhooks',
    access: 'user',
    body: pastedUrl,
    responses: { 201: addedWebhook },
    errors: ['insufficient_aal', ...ADD_ERRORS, 'invalid_url', ...TARGET_ERRORS],
  }),
  'POST /channels/webhooks/:id/secret': route({
    method: 'POST',
    path: '/channels/webhooks/:id/secret',
    access: 'user',
    params: byId,
    responses: { 200: rotatedSecret },
    errors: ['insufficient_aal', 'channel_not_found'],
  }),
  'POST /channels/telegram/link': route({
    method: 'POST',
    path: '/channels/telegram/link',
    access: 'user',
    responses: { 200: telegramLink },
    errors: ['insufficient_aal', 'telegram_not_set_up', 'subscription_limit', 'telegram_unreachable'],
  }),
  'POST /channels/discord': route({
    method: 'POST',
    path: '/channels/discord',
    access: 'user',
    body: pastedUrl,
    responses: { 201: addedChannel },
    errors: ['insufficient_aal', ...ADD_ERRORS, 'invalid_discord_url', ...TARGET_ERRORS],
  }),
  'POST /channels/slack': route({
    method: 'POST',
    path: '/channels/slack',
    access: 'user',
    body: pastedUrl,
    responses: { 201: addedChannel },
    errors: ['insufficient_aal', ...ADD_ERRORS, 'invalid_slack_url', ...TARGET_ERRORS],
  }),
  'GET /channels/wallets': route({
    method: 'GET',
    path: '/channels/wallets',
    access: 'user',
    responses: { 200: z.object({ wallets: z.array(walletChannels) }) },
    errors: [],
  }),
  'PUT /channels/wallets/:address': route({
    method: 'PUT',
    path: '/channels/wallets/:address',
    access: 'user',
    params: z.object({ address: walletAddress }),
    body: z.object({ channels: z.array(z.uuid()).max(100) }),
    responses: { 200: z.object({ address: z.string(), channels: z.array(z.string()) }) },
    errors: ['not_tracked', 'unknown_channels'],
  }),
  'DELETE /channels/:id': route({
    method: 'DELETE',
    path: '/channels/:id',
    access: 'user',
    params: byId,
    responses: { 204: z.null() },
    errors: ['insufficient_aal', 'channel_not_found'],
  }),
  'POST /channels/:id/enable': route({
    method: 'POST',
    path: '/channels/:id/enable',
    access: 'user',
    params: byId,
    responses: { 200: addedChannel },
    errors: ['channel_not_found', 'subscription_limit'],
  }),
  'POST /channels/:id/test': route({
    method: 'POST',
    path: '/channels/:id/test',
    access: 'user',
    params: byId,
    /** The test alert is queued in the outbox: `id` is its webhook-id. */
    responses: { 202: queuedTest },
    errors: ['channel_not_found', 'channel_disabled', 'subscription_limit'],
  }),
  'GET /channels/:id/deliveries': route({
    method: 'GET',
    path: '/channels/:id/deliveries',
    access: 'user',
    params: byId,
    /** Newest first, at most 100. */
    responses: { 200: z.object({ attempts: z.array(deliveryAttempt) }) },
    errors: ['channel_not_found'],
  }),
} as const;
