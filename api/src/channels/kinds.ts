// The kinds of alert channel (the contract's), and their names as users read them.
export { CHANNEL_KINDS, type ChannelKind } from '@whalewatch/contracts';

export const KIND_NAMES: Record<string, string> = { webhook: 'webhook', telegram: 'Telegram', discord: 'Discord', slack: 'Slack' };
