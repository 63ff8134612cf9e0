// What the bot does for each command in a chat: /start <code> connects the chat to the user the code was
// made for (within their plan); /stop disconnects it; /mute <wallet> [1h|24h|forever] and /unmute
// <wallet> use the api's own mute (PUT /users/wallets/:address/mute) for every user the chat is
// connected to who tracks that wallet. Each answers with the text to reply. Connecting and disconnecting
// go in each user's audit log (no request: a chat, not a browser).
import { INVALID_WALLET_ADDRESS, MUTE_DURATIONS, type MuteDuration } from '@whalewatch/contracts';
import { and, eq } from 'drizzle-orm';
import { walletName } from '@whalewatch/shared/format';
import type { AuditLog } from '../../audit';
import type { Db } from '../../db';
import { alertChannels, trackedWallets } from '../../db';
import { HttpError } from '../../http';
import { vaultOf } from '../../secrets';
import { muteWallet, NOT_TRACKED } from '../../tracking';
import { sameTarget } from '../at-rest';
import { requireChannelsInPlan } from '../plan';
import { countChannels, saveChannel } from '../repo';
import { redeemLinkCode } from './link-codes';
import { CONNECTED, LINK_INVALID, MUTE_USAGE, muted, NOT_CONNECTED, START_WITHOUT_CODE, STOPPED, UNMUTE_USAGE, unmuted } from './replies';

export type Chat = { id: string; name: string };

export type ChatCommands = {
  start(chat: Chat, code: string): Promise<string>;
  stop(chat: Chat): Promise<string>;
  mute(chat: Chat, args: string): Promise<string>;
  unmute(chat: Chat, args: string): Promise<string>;
};

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function chatCommands({
  db,
  siteUrl,
  audit,
  now = () => new Date(),
}: {
  db: Db;
  siteUrl: string;
  audit: AuditLog;
  now?: () => Date;
}): ChatCommands {
  /** The chat's channels, found by the digest of its id (the id itself is sealed). */
  const theChat = async (chat: Chat) => sameTarget(await vaultOf(db), 'telegram', chat.id);
  const usersOf = async (chat: Chat) =>
    (
      await db
        .select({ userId: alertChannels.userId })
        .from(alertChannels)
        .where(await theChat(chat))
    ).map((row) => row.userId);

  /** Mutes (or unmutes, 'off') the wallet for the chat's users; the reply. */
  async function setMute(chat: Chat, args: string, usage: string, durationOf: (words: string[]) => MuteDuration | null): Promise<string> {
    const words = args.trim().split(/\s+/).filter(Boolean);
    const duration = durationOf(words);
    if (words.length === 0 || !duration) return usage;
    if (!ADDRESS.test(words[0])) return INVALID_WALLET_ADDRESS;
    const address = words[0].toLowerCase() as `0x${string}`;
    const users = await usersOf(chat);
    if (users.length === 0) return NOT_CONNECTED;
    let name: string | null = null;
    for (const userId of users) {
      try {
        await muteWallet(db, { userId, email: '' }, address, duration);
      } catch (error) {
        if (error instanceof HttpError && error.code === 'not_tracked') continue;
        throw error;
      }
      const [wallet] = await db
        .select()
        .from(trackedWallets)
        .where(and(eq(trackedWallets.userId, userId), eq(trackedWallets.address, address)));
      name ??= wallet ? walletName(wallet) : address;
    }
    if (name === null) return NOT_TRACKED;
    return duration === 'off' ? unmuted(name) : muted(name, duration);
  }

  return {
    async start(chat, code) {
      if (!code.trim()) return START_WITHOUT_CODE;
      const at = now();
      const redeemed = await redeemLinkCode(db, code.trim(), chat.id, at);
      if (redeemed === 'invalid') return LINK_INVALID;
      const { userId } = redeemed;
      const connected = await usersOf(chat);
      try {
        await requireChannelsInPlan(db, userId, (await countChannels(db, userId)) + (connected.includes(userId) ? 0 : 1));
      } catch (error) {
        if (error instanceof HttpError && error.code === 'subscription_limit')
          return `${error.message.replace('/pricing', `${siteUrl}/pricing`)}`;
        throw error;
      }
      const { row, created } = await saveChannel(db, { userId, kind: 'telegram', target: chat.id, name: chat.name }, at);
      if (created) await audit.record({ userId, action: 'channel_added', details: { channelId: row.id, kind: row.kind, name: row.name } });
      return CONNECTED;
    },
    async stop(chat) {
      const removed = await db
        .delete(alertChannels)
        .where(await theChat(chat))
        .returning({ id: alertChannels.id, userId: alertChannels.userId, kind: alertChannels.kind, name: alertChannels.name });
      for (const { id, userId, kind, name } of removed) {
        await audit.record({ userId, action: 'channel_removed', details: { channelId: id, kind, name } });
      }
      return removed.length > 0 ? STOPPED : NOT_CONNECTED;
    },
    mute: (chat, args) =>
      setMute(chat, args, MUTE_USAGE, (words) => {
        const duration = (words[1] ?? 'forever').toLowerCase();
        return duration !== 'off' && (MUTE_DURATIONS as readonly string[]).includes(duration) ? (duration as MuteDuration) : null;
      }),
    unmute: (chat, args) => setMute(chat, args, UNMUTE_USAGE, (words) => (words.length === 1 ? 'off' : null)),
  };
}
