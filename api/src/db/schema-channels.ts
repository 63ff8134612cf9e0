// Alert channels (api/src/channels): where a user's alerts go beyond the open tab and email — their own
// webhooks, Telegram chats, Discord and Slack webhooks — with one delivery outbox per channel keyed by
// the alert's idempotency key, the delivery log, and the Telegram link codes. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const alertChannels = pgTable(
  'alert_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** webhook, telegram, discord or slack. */
    kind: text('kind').notNull(),
    /**
     * The URL (webhook, Discord, Slack) or the Telegram chat id, sealed (enc:v1:<key id>:…, api/src/secrets;
     * plaintext only in rows stored before issue 36, until the api's startup pass seals them).
     */
    target: text('target').notNull(),
    /** `<key id>:<HMAC-SHA-256 of the target>`: one channel per user and target, and a chat found by its id. */
    targetDigest: text('target_digest'),
    /** What the user sees: the URL's host, the chat's title. */
    name: text('name').notNull(),
    /** Webhooks: the Standard Webhooks signing secret (whsec_…), sealed as `target` is. */
    secret: text('secret'),
    /** The secret before the last rotation (sealed), still signing beside the new one until `previousSecretUntil`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** active or disabled. */
    state: text('state').notNull().default('active'),
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set when the owner is to be emailed that it was disabled; cleared once that email went. */
    noticeDueAt: timestamp('notice_due_at', { withTimezone: true }),
    /** The first failed send since the last success: after 24 h of failing the channel is disabled. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** No send before this: the service's pace, a Retry-After, a backoff after a failure. */
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process sending to the channel holds it until then (claimed FOR UPDATE SKIP LOCKED). */
    leaseId: uuid('lease_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('alert_channels_user_target_digest_idx').on(table.userId, table.kind, table.targetDigest),
    index('alert_channels_due_idx').on(table.state, table.nextSendAt),
  ],
);

/**
 * The outbox: one row per alert and channel, written in the transaction that stores the alert (a
 * trigger on notifications, so no way of storing an alert can skip it). Rows done with are pruned after
 * a week (channels/outbox/prune.ts).
 */
export const channelDeliveries = pgTable(
  'channel_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** The alert's idempotency key (the webhook-id); test:<uuid> for "Send test". */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The alert; null for a channel's own test. */
    notificationId: uuid('notification_id'),
    /** pending, sent, failed (given up after 24 h) or skipped (retracted alert, plan without channels). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** How many alerts the message that carried it held: 1 alone, more in a digest. */
    messageSize: integer('message_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('channel_deliveries_key_idx').on(table.channelId, table.idempotencyKey),
    index('channel_deliveries_due_idx')
      .on(table.channelId, table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** The delivery log: each attempt to send to a channel (the newest 100 per channel are kept). */
export const channelAttempts = pgTable(
  'channel_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The first alert's idempotency key (the webhook-id). */
    alertId: text('alert_id').notNull(),
    /** How many alerts the message carried (more than 1: a digest). */
    alerts: integer('alerts').notNull(),
    /** delivered, timeout, network, http-error, rate-limited or refused. */
    outcome: text('outcome').notNull(),
    status: integer('status'),
    latencyMs: integer('latency_ms').notNull(),
    /** The start of the answer (at most 1 KB), or what went wrong. */
    excerpt: text('excerpt').notNull(),
  },
  (table) => [index('channel_attempts_channel_at_idx').on(table.channelId, table.at)],
);

/** A tracked wallet whose alerts do not go to a channel (no row: every channel gets them). */
export const channelWalletExclusions = pgTable(
  'channel_wallet_exclusions',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    /** Lower-case 0x address. */
    walletAddress: text('wallet_address').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.walletAddress] })],
);

/** "Connect Telegram": a one-time code in the bot's deep link, stored hashed. */
export const telegramLinkCodes = pgTable('telegram_link_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The chat it connected, as the digest of its id (as `alert_channels.target_digest`): not the id itself. */
  chatId: text('chat_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Work one api process at a time may do (the Telegram bot's long polling): who holds it, until when. */
export const workerLeases = pgTable('worker_leases', {
  name: text('name').primaryKey(),
  holder: uuid('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});
