// Alert channels (issue 24): webhooks, Telegram, Discord and Slack for the Notifications settings page.
// The api's routes are in api/src/channels/routes.ts; these are their answers as the page reads them.
import { api } from './apiClient';

export type ChannelKind = 'webhook' | 'telegram' | 'discord' | 'slack';
export type DeliveryOutcome = 'delivered' | 'timeout' | 'network' | 'http-error' | 'rate-limited' | 'refused';

export interface LastDelivery {
  at: string;
  outcome: DeliveryOutcome;
  status: number | null;
  latencyMs: number | null;
}

export interface Channel {
  id: string;
  kind: ChannelKind;
  /** What the list calls it (a webhook's host, a Telegram chat's title, …). */
  name: string;
  /** A webhook's URL (its query left out); null for the others. */
  url: string | null;
  state: 'connected' | 'disabled';
  disabledReason: string | null;
  disabledAt: string | null;
  /** Failing since then (retried with backoff; disabled after 24 h). */
  failingSince: string | null;
  lastSuccessAt: string | null;
  lastDelivery: LastDelivery | null;
  pending: number;
  previousSecretValidUntil: string | null;
  createdAt: string;
}

export interface ChannelList {
  allowed: boolean;
  /** The upgrade wording when the plan has no channels. */
  upgrade: string | null;
  limit: number;
  telegram: { available: boolean };
  channels: Channel[];
}

export interface DeliveryAttempt {
  at: string;
  alertId: string;
  /** How many alerts the attempt carried (a digest carries several). */
  alerts: number;
  outcome: DeliveryOutcome;
  status: number | null;
  latencyMs: number | null;
  excerpt: string;
}

export interface WalletChannels {
  address: string;
  nickname: string | null;
  channels: string[];
}

export const CHANNELS_LOAD_FAILED = 'Failed to load your alert channels';
export const CHANNEL_ADD_FAILED = 'Failed to connect the channel';
export const CHANNEL_REMOVE_FAILED = 'Failed to disconnect the channel';
export const CHANNEL_ENABLE_FAILED = 'Failed to turn the channel back on';
export const CHANNEL_TEST_FAILED = 'Failed to send a test alert';
export const SECRET_ROTATE_FAILED = 'Failed to rotate the signing secret';
export const TELEGRAM_LINK_FAILED = 'Failed to connect Telegram';
export const DELIVERIES_LOAD_FAILED = 'Failed to load the delivery log';
export const WALLET_CHANNELS_LOAD_FAILED = "Failed to load your wallets' channels";
export const WALLET_CHANNELS_SAVE_FAILED = "Failed to save the wallet's channels";

const id = (value: string) => encodeURIComponent(value);

export const channelsApi = {
  list: (signal?: AbortSignal) => api.get<ChannelList>('/channels', { fallbackError: CHANNELS_LOAD_FAILED, signal }),
  addWebhook: (url: string) => api.post<{ channel: Channel; secret: string }>('/channels/webhooks', { url }, { fallbackError: CHANNEL_ADD_FAILED }),
  rotateSecret: (channelId: string) =>
    api.post<{ secret: string; previousSecretValidUntil: string }>(`/channels/webhooks/${id(channelId)}/secret`, undefined, { fallbackError: SECRET_ROTATE_FAILED }),
  telegramLink: () => api.post<{ url: string; expiresAt: string }>('/channels/telegram/link', undefined, { fallbackError: TELEGRAM_LINK_FAILED }),
  addDiscord: (url: string) => api.post<{ channel: Channel }>('/channels/discord', { url }, { fallbackError: CHANNEL_ADD_FAILED }),
  addSlack: (url: string) => api.post<{ channel: Channel }>('/channels/slack', { url }, { fallbackError: CHANNEL_ADD_FAILED }),
  remove: (channelId: string) => api.delete<void>(`/channels/${id(channelId)}`, { fallbackError: CHANNEL_REMOVE_FAILED }),
  enable: (channelId: string) => api.post<{ channel: Channel }>(`/channels/${id(channelId)}/enable`, undefined, { fallbackError: CHANNEL_ENABLE_FAILED }),
  sendTest: (channelId: string) => api.post<{ id: string; queued: boolean }>(`/channels/${id(channelId)}/test`, undefined, { fallbackError: CHANNEL_TEST_FAILED }),
  deliveries: (channelId: string, signal?: AbortSignal) =>
    api.get<{ attempts: DeliveryAttempt[] }>(`/channels/${id(channelId)}/deliveries`, { fallbackError: DELIVERIES_LOAD_FAILED, signal }),
  wallets: (signal?: AbortSignal) => api.get<{ wallets: WalletChannels[] }>('/channels/wallets', { fallbackError: WALLET_CHANNELS_LOAD_FAILED, signal }),
  chooseWalletChannels: (address: string, channels: string[]) =>
    api.put<{ address: string; channels: string[] }>(`/channels/wallets/${id(address)}`, { channels }, { fallbackError: WALLET_CHANNELS_SAVE_FAILED }),
};
