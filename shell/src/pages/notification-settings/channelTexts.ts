// The words of the Notifications settings page (issue 24), in one place for the page and its tests.
import type { Channel, DeliveryOutcome } from '@whalewatch/shared';

export const NOTIFICATION_SETTINGS_TITLE = 'Notifications';
export const NOTIFICATION_SETTINGS_LEAD =
  'Choose where your wallet alerts go: in the app, by email, and to your webhooks, Telegram, Discord or Slack.';
export const CHANNELS_HEADING = 'Alert channels';
export const NO_CHANNELS = 'No channels yet. Alerts reach you in the app and by email.';
export const SECRET_ONCE = "Copy this signing secret now: you won't see it again.";
export const TELEGRAM_UNAVAILABLE = 'Telegram alerts are not set up on this server.';
export const URL_REQUIRED = 'Please enter a valid URL';
export const WALLETS_HEADING = 'Channels per wallet';
export const NO_WALLETS = 'Track a wallet to choose where its alerts go.';
export const testQueued = (channel: Channel) => `Test alert queued for ${channelTitle(channel)}. It appears in the delivery log once sent.`;

export const KIND_NAMES: Record<Channel['kind'], string> = { webhook: 'Webhook', telegram: 'Telegram', discord: 'Discord', slack: 'Slack' };

export const channelTitle = (channel: Channel) => `${KIND_NAMES[channel.kind]}: ${channel.name}`;

export const OUTCOME_LABELS: Record<DeliveryOutcome, string> = {
  delivered: 'Delivered',
  timeout: 'Timed out',
  network: 'Network error',
  'http-error': 'Refused by the receiver',
  'rate-limited': 'Rate limited',
  refused: 'Blocked address',
};

/** 'Delivered (200)', 'Timed out' … */
export const outcomeText = (outcome: DeliveryOutcome, status: number | null) =>
  `${OUTCOME_LABELS[outcome] ?? outcome}${status === null ? '' : ` (${status})`}`;

export const latencyText = (latencyMs: number | null) => (latencyMs === null ? '—' : `${latencyMs} ms`);

/** An http(s) URL, as the api asks; its own checks (https, addresses) answer after. */
export function urlError(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : URL_REQUIRED;
  } catch {
    return URL_REQUIRED;
  }
}
