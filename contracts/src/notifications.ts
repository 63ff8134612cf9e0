// A user's notifications (DESIGN.md §4 "Notifications"): the centre's list and read state, the email
// preference, one transaction's alerts (the /tx/:hash page), a test notification, and the live stream.
import { z } from 'zod';
import { addressLabel, chainRef, isoTime } from './common';
import { chainQuery } from './chains';
import { route } from './route';

/** What a notification is about: a transaction of a tracked wallet, or a test. (Notifications stored
 * before alerts were grouped by transaction have the kind of their one move.) */
export const NOTIFICATION_KINDS = ['transaction', 'ether-transfer', 'token-transfer', 'token-approval', 'test'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** 'pending' until the block has the configured confirmations, then 'confirmed'; 'retracted' when a reorg removed it. */
export const NOTIFICATION_STATUSES = ['pending', 'confirmed', 'retracted'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const ALERT_MOVE_KINDS = ['ether', 'token', 'approval'] as const;

/** One thing a tracked wallet did in a transaction, from the wallet's point of view. */
export const alertMove = z.object({
  kind: z.enum(ALERT_MOVE_KINDS),
  /** 'in' when the wallet receives; 'out' when it sends or grants an approval. */
  direction: z.enum(['in', 'out']),
  /** Decimal-adjusted amount ('1250000.5'); 'unlimited' for an unlimited approval, '0' for a revocation. */
  amount: z.string(),
  /** 'ETH' or the token's symbol. */
  symbol: z.string(),
  /** The token contract, lower-case; null for ether. */
  token: z.string().nullable(),
  /** USD value at the block; null when the token has no price (and for approvals). */
  valueUsd: z.number().nullable(),
  /** False for a token without a price. */
  priced: z.boolean(),
  /** The other side: sender, recipient or approved spender. */
  counterparty: z.string().nullable(),
  counterpartyLabel: addressLabel.nullable(),
});
export type AlertMove = z.output<typeof alertMove>;

/** One alert: everything a tracked wallet did in one transaction (GET /notifications, the stream). */
export const walletNotification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  wallet: z.object({ address: z.string(), nickname: z.string() }),
  /** The alert in words, e.g. 'Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14'. */
  message: z.string(),
  /** Several unrelated moves: one line per move under the message; otherwise empty. */
  lines: z.array(z.string()),
  moves: z.array(alertMove),
  /** The largest move's USD value (the swap's, the transfer's); null when nothing had a price. */
  valueUsd: z.number().nullable(),
  /** The DEX a swap went through, when known ('Uniswap V3: Router'). */
  venue: z.string().nullable(),
  /** The chain it happened on; null for a test notification. */
  chain: chainRef.nullable(),
  txHash: z.string().nullable(),
  blockNumber: z.number().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  /** When it was stored. */
  createdAt: isoTime,
  readAt: isoTime.nullable(),
  /** Latency receipt: the block's timestamp, when the monitor saw the block, and when the alert was first
   * delivered to this user's open tab (null until then). */
  blockTime: isoTime.nullable(),
  seenAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
});
export type WalletNotification = z.output<typeof walletNotification>;

export const notificationPage = z.object({
  /** Newest first. */
  notifications: z.array(walletNotification),
  unread: z.number().int(),
});
export type NotificationPage = z.output<typeof notificationPage>;

/** How alerts are emailed: each at once (at most one email per wallet per 5 minutes; the rest wait for
 * the next one), an hourly or daily digest, or never. */
export const EMAIL_POLICIES = ['instant', 'hourly', 'daily', 'off'] as const;
export type EmailPolicy = (typeof EMAIL_POLICIES)[number];

export const notificationPreferences = z.object({
  emailPolicy: z.enum(EMAIL_POLICIES),
  /** True unless emailPolicy is 'off'. */
  email: z.boolean(),
});
export type NotificationPreferences = z.output<typeof notificationPreferences>;

/** GET /transactions/:hash: the signed-in user's alerts about one transaction. */
export const transactionAlerts = z.object({ hash: z.string(), alerts: z.array(walletNotification) });
export type TransactionAlerts = z.output<typeof transactionAlerts>;

export const MAX_NOTIFICATIONS_PAGE = 100;
export const DEFAULT_NOTIFICATIONS_PAGE = 20;

/**
 * The live stream (text/event-stream, resumable with Last-Event-ID): each change of one of the user's
 * notifications is an event of this type, its id the change's sequence number and its data the
 * notification as JSON (notificationStreamEvent). It is no JSON answer, so the contract's 200 is the
 * stream's text; the events are checked against notificationStreamEvent where they are read.
 */
export const NOTIFICATION_STREAM_EVENT = 'notification';
/**
 * Sent (with empty data) just before the api ends a stream because its session ended: signed out here or
 * from another device, a password change, the account deleted. The browser is told to wait a minute before
 * reconnecting; the page asks the auth service about its session at once instead (and is signed out).
 */
export const SESSION_ENDED_STREAM_EVENT = 'session-ended';
export const notificationStreamEvent = walletNotification;
export type NotificationStreamEvent = z.output<typeof notificationStreamEvent>;

export const notificationsRoutes = {
  'GET /notifications': route({
    method: 'GET',
    path: '/notifications',
    access: 'user',
    query: z.object({ limit: z.coerce.number().int().min(1).max(MAX_NOTIFICATIONS_PAGE).default(DEFAULT_NOTIFICATIONS_PAGE) }),
    responses: { 200: notificationPage },
    errors: [],
  }),
  'POST /notifications/read': route({
    method: 'POST',
    path: '/notifications/read',
    access: 'user',
    /** Those notifications read, or all of them without `ids`. */
    body: z.object({ ids: z.array(z.uuid()).max(500).optional() }).default({}),
    responses: { 200: z.object({ unread: z.number().int() }) },
    errors: [],
  }),
  'GET /notifications/preferences': route({
    method: 'GET',
    path: '/notifications/preferences',
    access: 'user',
    responses: { 200: notificationPreferences },
    errors: [],
  }),
  'PUT /notifications/preferences': route({
    method: 'PUT',
    path: '/notifications/preferences',
    access: 'user',
    // {email: boolean} is what clients of before email policies send: on is instant, off is off.
    body: z.union([z.object({ emailPolicy: z.enum(EMAIL_POLICIES) }), z.object({ email: z.boolean() })]),
    responses: { 200: notificationPreferences },
    errors: [],
  }),
  'GET /transactions/:hash': route({
    method: 'GET',
    path: '/transactions/:hash',
    access: 'user',
    params: z.object({ hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Please enter a valid transaction hash') }),
    /** Only the alerts on this chain (slug or id; /tx/:chain/:hash); on any chain when absent (/tx/:hash, links in older emails). */
    query: z.object({ chain: chainQuery.optional() }),
    responses: { 200: transactionAlerts },
    errors: ['no_alert_for_transaction', 'unknown_chain'],
  }),
  'POST /notifications/test': route({
    method: 'POST',
    path: '/notifications/test',
    access: 'user',
    responses: { 200: walletNotification },
    errors: [],
  }),
  'GET /notifications/stream': route({
    method: 'GET',
    path: '/notifications/stream',
    access: 'user',
    // EventSource sends no headers: the token comes in the query, and a new EventSource (a new token)
    // names the last event it saw.
    query: z.object({ access_token: z.string().optional(), last_event_id: z.string().optional() }),
    responses: {
      200: z
        .string()
        .describe(
          `text/event-stream: '${NOTIFICATION_STREAM_EVENT}' events, each notificationStreamEvent as JSON; '${SESSION_ENDED_STREAM_EVENT}' before it ends for a session that ended`,
        ),
    },
    errors: [],
  }),
} as const;
