// The kinds of alert channel, and their names as users read them.
export const CHANNEL_KINDS = ['webhook', 'telegram', 'discord', 'slack'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const KIND_NAMES: Record<string, string> = { webhook: 'webhook', telegram: 'Telegram', discord: 'Discord', slack: 'Slack' };
