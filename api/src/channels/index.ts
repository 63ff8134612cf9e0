// Alert channels (issue 24): where alerts go beyond the open tab and email — the user's own webhooks
// (signed, Standard Webhooks), Telegram chats, Discord and Slack. Every alert stored is queued for each
// of its user's channels in the same transaction (a trigger on notifications: drizzle/0015), and the
// outbox delivers it once per channel, retried for 24 h, with nothing lost to a crash or a restart.
//   routes.ts        the HTTP API for Settings → Notifications
//   service.ts       what those routes do; targets.ts checks pasted URLs; plan.ts the plan rule
//   outbox/          claim → send → record; backoff; the background worker; disabled-channel emails
//   transports/      webhook, Telegram (grammY), Discord, Slack (@slack/webhook): one message each
//   formats/         an alert (and a digest of several) in each channel's format
//   network/         the SSRF guard, the pinned and bounded POST, the signatures
//   telegram/        the bot: deep-link codes, commands, long polling by one process at a time
//   at-rest.ts       targets and signing secrets sealed in the database (api/src/secrets), their digests;
//                    reseal.ts seals what is not under the current key on start, unreadable.ts reports
import { Api, webhookCallback } from 'grammy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../audit';
import type { Authenticator } from '../auth';
import type { ChannelsConfig } from '../config';
import type { Database, Db } from '../db';
import type { Mailer } from '../email';
import type { OutsideServices } from '../health';
import { vaultOf } from '../secrets';
import type { ChannelKind } from './kinds';
import { systemLookup, type Lookup, type TargetRules } from './network/target-guard';
import { createDisableNotices } from './outbox/notices';
import { createChannelOutbox, type ChannelOutbox, type OutboxLog } from './outbox/outbox';
import { outboxWorker } from './outbox/worker';
import { resealChannels } from './reseal';
import { channelRoutes } from './routes';
import { channelsService } from './service';
import type { TargetSettings } from './targets';
import { TELEGRAM_MESSAGES_PER_SECOND, sharedPerSecondBudget } from './telegram/budget';
import { createTelegramBot, type TelegramBot } from './telegram/bot';
import { chatCommands } from './telegram/commands';
import { pollWhileHoldingLease, type Polling } from './telegram/polling';
import { discordTransport } from './transports/discord';
import { slackTransport } from './transports/slack';
import { telegramTransport } from './transports/telegram';
import type { Transport } from './transports/transport';
import { webhookTransport } from './transports/webhook';
import { UnreadableChannels } from './unreadable';

export const TELEGRAM_WEBHOOK_PATH = '/channels/telegram/webhook';

type Log = OutboxLog & { info(object: object, message: string): void };

/** Each kind's transport; Telegram only with a bot token. */
export function buildTransports(config: ChannelsConfig, db: Db, lookup: Lookup = systemLookup): Partial<Record<ChannelKind, Transport>> {
  const rules = (trustedHosts: string[] = []): TargetRules => ({ allowLoopback: config.allowLoopback, lookup, trustedHosts });
  const transports: Partial<Record<ChannelKind, Transport>> = {
    webhook: webhookTransport({ rules: rules(), timeoutMs: config.timeoutMs }),
    discord: discordTransport({ rules: rules(config.discordHosts), timeoutMs: config.timeoutMs }),
    slack: slackTransport({ rules: rules(config.slackHosts), timeoutMs: config.timeoutMs }),
  };
  if (config.telegram) {
    const api = new Api(config.telegram.token, {
      apiRoot: config.telegram.apiUrl,
      timeoutSeconds: Math.max(1, Math.ceil(config.timeoutMs / 1000)),
    });
    transports.telegram = telegramTransport({
      api,
      waitForBudget: sharedPerSecondBudget(db, 'channels:telegram:bot', TELEGRAM_MESSAGES_PER_SECOND),
    });
  }
  return transports;
}

export type Channels = {
  routes: FastifyPluginAsyncZod<{ authenticator: Authenticator }>;
  outbox: ChannelOutbox;
  telegram: TelegramBot | null;
  /** Wakes this process's outbox. */
  kick: () => void;
  /** The background delivery (and the Telegram bot's polling) in this process. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Secrets at rest, on start in every api process: seals what is not under the current key (reseal.ts)
   * and logs how many rows remain; never throws (a failure is logged, the next start goes on).
   */
  reseal(): Promise<void>;
  /** Channels this process could not open, a sentence per missing key (for /health). */
  problems(): string[];
};

export function createChannels({
  config,
  database,
  mailer,
  audit,
  services,
  siteUrl,
  windowMs,
  log,
  lookup = systemLookup,
}: {
  config: ChannelsConfig;
  database: Pick<Database, 'db' | 'listen'>;
  mailer: Mailer;
  /** Where channels added and removed (on the page or from a Telegram chat) are recorded. */
  audit: AuditLog;
  services: OutsideServices;
  siteUrl: string;
  /** The write-limit window ("Send test" and "Connect Telegram" are counted in it). */
  windowMs: number;
  log: Log;
  lookup?: Lookup;
}): Channels {
  const { db } = database;
  const unreadable = new UnreadableChannels();
  const outbox = createChannelOutbox({
    db,
    transports: buildTransports(config, db, lookup),
    siteUrl,
    leaseMs: config.leaseMs,
    log,
    services,
    unreadable,
  });
  const notices = createDisableNotices({ db, mailer, siteUrl, leaseMs: config.leaseMs });
  const worker = outboxWorker({ outbox, notices, database, lanes: config.lanes, pollMs: config.pollMs, log });
  const telegram = config.telegram
    ? createTelegramBot({
        token: config.telegram.token,
        apiUrl: config.telegram.apiUrl,
        commands: chatCommands({ db, siteUrl, audit }),
        log,
      })
    : null;
  const targets: TargetSettings = {
    allowLoopback: config.allowLoopback,
    lookup,
    discordHosts: config.discordHosts,
    slackHosts: config.slackHosts,
  };
  const service = channelsService({
    db,
    targets,
    windowMs,
    telegramUsername: telegram ? () => telegram.username() : undefined,
    kick: worker.kick,
  });
  let polling: Polling | null = null;

  return {
    outbox,
    telegram,
    kick: worker.kick,
    routes: async (app, { authenticator }) => {
      await app.register(channelRoutes, { service, authenticator, audit });
      const webhook = config.telegram?.webhook;
      if (telegram && webhook) {
        // Telegram's own calls: no bearer token, the secret token it was given in setWebhook instead.
        app.post(
          TELEGRAM_WEBHOOK_PATH,
          { schema: { hide: true } },
          webhookCallback(telegram.bot, 'fastify', { secretToken: webhook.secret }),
        );
      }
    },
    async start() {
      await worker.start();
      if (!telegram || !config.telegram) return;
      const webhook = config.telegram.webhook;
      if (webhook) {
        await telegram.bot.api
          .setWebhook(webhook.url, { secret_token: webhook.secret, allowed_updates: ['message'] })
          .catch((error: unknown) =>
            log.error({ err: error }, 'telegram setWebhook failed: the bot receives no commands until it succeeds'),
          );
      } else {
        polling = pollWhileHoldingLease({ db, bot: telegram.bot, log });
      }
    },
    async stop() {
      await polling?.stop();
      polling = null;
      await worker.stop();
    },
    async reseal() {
      try {
        const vault = await vaultOf(db);
        const { resealed, remaining } = await resealChannels(db, vault, unreadable);
        log.info(
          { keyId: vault.keyId, resealed, remaining },
          `secrets at rest: ${resealed} alert channel(s) sealed again under key id ${vault.keyId}; ${remaining} not under it`,
        );
        for (const problem of unreadable.problems()) log.error({ keyId: vault.keyId }, problem);
      } catch (error) {
        log.error({ err: error }, 'secrets at rest: the startup pass stopped; the next start goes on where it did');
      }
    },
    problems: () => unreadable.problems(),
  };
}
