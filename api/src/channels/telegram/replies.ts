// What the Whalewatch bot says in Telegram.
export const CONNECTED =
  "Connected: your Whalewatch alerts will arrive in this chat.\n/mute 0x… mutes a wallet's alerts, /unmute 0x… brings them back, /stop disconnects this chat.";
export const START_WITHOUT_CODE =
  'To receive your Whalewatch alerts here, open Whalewatch → Settings → Notifications and choose Connect Telegram.';
export const LINK_INVALID = 'This link has expired or was already used. Choose Connect Telegram in Whalewatch again for a new one.';
export const STOPPED = 'Disconnected: Whalewatch alerts no longer come to this chat. Connect Telegram again in Whalewatch to resume.';
export const NOT_CONNECTED = 'This chat is not connected to Whalewatch. Choose Connect Telegram in Whalewatch to connect it.';
export const MUTE_USAGE = 'Usage: /mute 0x… [1h | 24h | forever] (forever until you /unmute it)';
export const UNMUTE_USAGE = 'Usage: /unmute 0x…';

const FOR: Record<string, string> = { '1h': 'for an hour', '24h': 'for 24 hours', forever: 'until you /unmute it' };
export const muted = (wallet: string, duration: string) => `Muted alerts from ${wallet} ${FOR[duration] ?? ''}.`.replace(' .', '.');
export const unmuted = (wallet: string) => `Alerts from ${wallet} are back on.`;
