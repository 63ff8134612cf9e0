// A user's alert channels, as the Settings → Notifications page uses them: listed with their state,
// added (within the plan), removed, turned back on, tested, their delivery log, and which tracked
// wallets go to which channel.
import { CHANNEL_KINDS, DELIVERY_OUTCOMES, errorMessage, type ChannelKind, type DeliveryOutcome } from '@whalewatch/contracts';
import { planStanding } from '../billing';
import type { Db } from '../db';
import { failure, HttpError } from '../http';
import { hitRateLimit } from '../http';
import { UnreadableSecret, vaultOf, type Vault } from '../secrets';
import { openTarget } from './at-rest';
import { newSigningSecret } from './network/signing';
import { attemptsOf } from './outbox/repo';
import { channelLimitMessage, channelsAllowed, CHANNELS_PER_PLAN, requireChannelsInPlan } from './plan';
import * as repo from './repo';
import { checkDiscordUrl, checkSlackUrl, checkWebhookUrl, type CheckedTarget, type TargetSettings } from './targets';
import { createLinkCode } from './telegram/link-codes';

export const CHANNEL_NOT_FOUND = errorMessage('channel_not_found');
export const ALREADY_CONNECTED = errorMessage('already_connected');
export const TELEGRAM_NOT_SET_UP = errorMessage('telegram_not_set_up');
export const TELEGRAM_UNREACHABLE = errorMessage('telegram_unreachable');
export const UNKNOWN_CHANNELS = errorMessage('unknown_channels');
export const CHANNEL_OFF = errorMessage('channel_disabled');

/** While a secret is rotated, the old one keeps signing beside the new one this long. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60_000;
/** "Send test" and "Connect Telegram" per user in the write window. */
const TESTS_PER_WINDOW = 30;
const LINKS_PER_WINDOW = 20;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A stored kind or outcome: only ever one of the contract's (anything else is a bug, answered 500). */
function known<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`a channel's stored ${what} '${value}' is none the contract knows`);
  return found;
}
const kindOf = (value: string): ChannelKind => known(CHANNEL_KINDS, value, 'kind');
const outcomeOf = (value: string): DeliveryOutcome => known(DELIVERY_OUTCOMES, value, 'delivery outcome');

/**
 * A webhook's URL as the list shows it (its query, which may hold a token, left out); the others' names.
 * One this api cannot open (its key is not configured: /health says which) shows none.
 */
function shownTarget(vault: Vault, channel: repo.ChannelRow): string | null {
  if (channel.kind !== 'webhook') return null;
  let target: string;
  try {
    target = openTarget(vault, channel);
  } catch (error) {
    if (error instanceof UnreadableSecret) return null;
    throw error;
  }
  const url = new URL(target);
  return `${url.origin}${url.pathname}${url.search ? '?…' : ''}`;
}

export type ChannelView = ReturnType<typeof toView>;

function toView(vault: Vault, channel: repo.ChannelRow, activity: Awaited<ReturnType<typeof repo.channelActivity>>, at: Date) {
  const last = activity.last.get(channel.id);
  return {
    id: channel.id,
    kind: kindOf(channel.kind),
    name: channel.name,
    url: shownTarget(vault, channel),
    state: channel.state === 'active' ? ('connected' as const) : ('disabled' as const),
    disabledReason: channel.disabledReason,
    disabledAt: iso(channel.disabledAt),
    /** Failing since then (retried with backoff; disabled after 24 h). */
    failingSince: iso(channel.failingSince),
    lastSuccessAt: iso(channel.lastSuccessAt),
    lastDelivery: last
      ? { at: last.at.toISOString(), outcome: outcomeOf(last.outcome), status: last.status, latencyMs: last.latencyMs }
      : null,
    pending: activity.pending.get(channel.id) ?? 0,
    /** Webhooks whose secret was rotated: the old secret still signs until then. */
    previousSecretValidUntil:
      channel.previousSecretUntil && channel.previousSecretUntil > at ? channel.previousSecretUntil.toISOString() : null,
    createdAt: channel.createdAt.toISOString(),
  };
}

export type ChannelsContext = {
  db: Db;
  targets: TargetSettings;
  windowMs: number;
  /** Set when TELEGRAM_BOT_TOKEN is: the bot's @username. */
  telegramUsername?: () => Promise<string>;
  /** Wakes this process's outbox (a test queued). */
  kick: () => void;
  now?: () => Date;
};

export function channelsService({ db, targets, windowMs, telegramUsername, kick, now = () => new Date() }: ChannelsContext) {
  async function view(channel: repo.ChannelRow): Promise<ChannelView> {
    return toView(await vaultOf(db), channel, await repo.channelActivity(db, [channel.id]), now());
  }

  async function requireChannel(userId: string, id: string): Promise<repo.ChannelRow> {
    const channel = await repo.channelOf(db, userId, id);
    if (!channel) throw failure('channel_not_found');
    return channel;
  }

  /** Adds a webhook, Discord or Slack channel: within the plan, its URL checked, not one the user has. */
  async function add(userId: string, kind: ChannelKind, check: () => Promise<CheckedTarget>, secret?: string) {
    await requireChannelsInPlan(db, userId, (await repo.countChannels(db, userId)) + 1);
    const checked = await check();
    const row = await repo.insertChannel(db, { userId, kind, ...checked, ...(secret ? { secret } : {}) }, now());
    if (!row) throw failure('already_connected');
    return view(row);
  }

  return {
    async list(userId: string) {
      const [{ plan }, channels] = await Promise.all([planStanding(db, userId), repo.channelsOf(db, userId)]);
      const activity = await repo.channelActivity(
        db,
        channels.map((channel) => channel.id),
      );
      const vault = await vaultOf(db);
      return {
        allowed: channelsAllowed(plan),
        /** The upgrade wording when the plan has no channels (the UI shows it with a link to /pricing). */
        upgrade: channelsAllowed(plan) ? null : channelLimitMessage(plan),
        limit: CHANNELS_PER_PLAN[plan],
        telegram: { available: Boolean(telegramUsername) },
        channels: channels.map((channel) => toView(vault, channel, activity, now())),
      };
    },

    async addWebhook(userId: string, url: string) {
      const secret = newSigningSecret();
      return { channel: await add(userId, 'webhook', () => checkWebhookUrl(url, targets), secret), secret };
    },
    addDiscord: async (userId: string, url: string) => ({ channel: await add(userId, 'discord', () => checkDiscordUrl(url, targets)) }),
    addSlack: async (userId: string, url: string) => ({ channel: await add(userId, 'slack', () => checkSlackUrl(url, targets)) }),

    async rotateSecret(userId: string, id: string) {
      const secret = newSigningSecret();
      const previousValidUntil = new Date(now().getTime() + SECRET_OVERLAP_MS);
      const row = await repo.rotateSecret(db, userId, id, secret, previousValidUntil);
      if (!row) throw failure('channel_not_found');
      return { secret, previousSecretValidUntil: previousValidUntil.toISOString() };
    },

    async telegramLink(userId: string) {
      if (!telegramUsername) throw failure('telegram_not_set_up');
      await requireChannelsInPlan(db, userId, (await repo.countChannels(db, userId)) + 1);
      await hitRateLimit(db, `channels:telegram-link:${userId}`, { limit: LINKS_PER_WINDOW, windowMs });
      let username: string;
      try {
        username = await telegramUsername();
      } catch (error) {
        throw new HttpError(503, TELEGRAM_UNREACHABLE, 'telegram_unreachable', {}, { cause: error });
      }
      const { code, expiresAt } = await createLinkCode(db, userId, now());
      return { url: `https://t.me/${username}?start=${code}`, expiresAt: expiresAt.toISOString() };
    },

    async remove(userId: string, id: string) {
      const removed = await repo.removeChannel(db, userId, id);
      if (!removed) throw failure('channel_not_found');
      return removed;
    },

    async enable(userId: string, id: string) {
      await requireChannel(userId, id);
      await requireChannelsInPlan(db, userId, await repo.countChannels(db, userId));
      const row = await repo.enableChannel(db, userId, id, now());
      if (!row) throw failure('channel_not_found');
      kick();
      return { channel: await view(row) };
    },

    async sendTest(userId: string, id: string) {
      const channel = await requireChannel(userId, id);
      if (channel.state !== 'active') throw failure('channel_disabled');
      await requireChannelsInPlan(db, userId, await repo.countChannels(db, userId));
      await hitRateLimit(db, `channels:test:${userId}`, { limit: TESTS_PER_WINDOW, windowMs });
      const webhookId = await repo.queueTest(db, channel, now());
      kick();
      return { id: webhookId, queued: true as const };
    },

    async deliveries(userId: string, id: string) {
      await requireChannel(userId, id);
      const attempts = await attemptsOf(db, id);
      return {
        attempts: attempts.map((attempt) => ({
          at: attempt.at.toISOString(),
          alertId: attempt.alertId,
          alerts: attempt.alerts,
          outcome: outcomeOf(attempt.outcome),
          status: attempt.status,
          latencyMs: attempt.latencyMs,
          excerpt: attempt.excerpt,
        })),
      };
    },

    async wallets(userId: string) {
      const [channels, { wallets, exclusions }] = await Promise.all([repo.channelsOf(db, userId), repo.walletChoices(db, userId)]);
      const excluded = new Set(exclusions.map((row) => `${row.channelId}:${row.walletAddress}`));
      return {
        wallets: wallets.map((wallet) => ({
          address: wallet.address,
          nickname: wallet.nickname,
          channels: channels.filter((channel) => !excluded.has(`${channel.id}:${wallet.address}`)).map((channel) => channel.id),
        })),
      };
    },

    async chooseWalletChannels(userId: string, address: string, chosen: string[]) {
      const { wallets } = await repo.walletChoices(db, userId);
      if (!wallets.some((wallet) => wallet.address === address)) throw failure('not_tracked');
      const mine = new Set((await repo.channelsOf(db, userId)).map((channel) => channel.id));
      if (chosen.some((id) => !mine.has(id))) throw failure('unknown_channels');
      await repo.chooseChannels(db, userId, address, chosen);
      return { address, channels: [...new Set(chosen)] };
    },
  };
}

export type ChannelsService = ReturnType<typeof channelsService>;
