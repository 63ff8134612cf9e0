// Alert channels (issue 24): webhooks, Telegram, Discord and Slack for the Notifications settings page,
// through the one api client and the routes' contracts (@whalewatch/contracts channels.ts).
import { call } from './apiClient';

export type {
  Channel,
  ChannelKind,
  ChannelList,
  DeliveryAttempt,
  DeliveryOutcome,
  LastDelivery,
  WalletChannels,
} from '@whalewatch/contracts';

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

export const channelsApi = {
  list: (signal?: AbortSignal) => call('GET /channels', {}, { fallbackError: CHANNELS_LOAD_FAILED, signal }),
  addWebhook: (url: string) => call('POST /channels/webhooks', { body: { url } }, { fallbackError: CHANNEL_ADD_FAILED }),
  rotateSecret: (id: string) => call('POST /channels/webhooks/:id/secret', { params: { id } }, { fallbackError: SECRET_ROTATE_FAILED }),
  telegramLink: () => call('POST /channels/telegram/link', {}, { fallbackError: TELEGRAM_LINK_FAILED }),
  addDiscord: (url: string) => call('POST /channels/discord', { body: { url } }, { fallbackError: CHANNEL_ADD_FAILED }),
  addSlack: (url: string) => call('POST /channels/slack', { body: { url } }, { fallbackError: CHANNEL_ADD_FAILED }),
  remove: async (id: string): Promise<void> => {
    await call('DELETE /channels/:id', { params: { id } }, { fallbackError: CHANNEL_REMOVE_FAILED });
  },
  enable: (id: string) => call('POST /channels/:id/enable', { params: { id } }, { fallbackError: CHANNEL_ENABLE_FAILED }),
  sendTest: (id: string) => call('POST /channels/:id/test', { params: { id } }, { fallbackError: CHANNEL_TEST_FAILED }),
  deliveries: (id: string, signal?: AbortSignal) =>
    call('GET /channels/:id/deliveries', { params: { id } }, { fallbackError: DELIVERIES_LOAD_FAILED, signal }),
  wallets: (signal?: AbortSignal) => call('GET /channels/wallets', {}, { fallbackError: WALLET_CHANNELS_LOAD_FAILED, signal }),
  chooseWalletChannels: (address: string, channels: string[]) =>
    call('PUT /channels/wallets/:address', { params: { address }, body: { channels } }, { fallbackError: WALLET_CHANNELS_SAVE_FAILED }),
};
