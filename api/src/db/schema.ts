// Every table of the api. drizzle-kit generates the migrations in api/drizzle/ from this file.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgPolicy,
  pgRole,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const demoRequests = pgTable('demo_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Accounts (the embedded Supabase-compatible auth service). Emails are stored trimmed and lower-cased. An
// account made by signing in with a wallet (schema-web3.ts) has no email, password or confirmation.
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').unique(),
  passwordHash: text('password_hash'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** Supabase's user_metadata: sign-up's `data`, then merged by updateUser({ data }). */
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  /** The email identity Supabase lists in `identities`: its id, and the sign-up data it keeps. */
  identityId: uuid('identity_id').notNull().defaultRandom(),
  identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-up waiting for its emailed code; the row's userId becomes the account's id. */
export const pendingSignUps = pgTable('pending_sign_ups', {
  email: text('email').primaryKey(),
  userId: uuid('user_id').notNull().defaultRandom(),
  passwordHash: text('password_hash').notNull(),
  /** The sign-up's `data`, the account's user_metadata once confirmed. */
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  codeHash: text('code_hash').notNull(),
  /** Code checks made so far, right or wrong; at most MAX_CODE_ATTEMPTS. */
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the session began: password, otp or recovery (the JWT's amr). */
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** GoTrue's assurance level: aal1, or aal2 once a second factor was verified in this session. */
    aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
    /** The JWT's amr: how the session was authenticated, one entry per method (newest first). */
    amr: jsonb('amr').$type<{ method: string; timestamp: number }[]>().notNull().default([]),
    /** The factor that raised it to aal2. */
    factorId: uuid('factor_id'),
    /** The client it began on, for "Where you're signed in". */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Its sign-in, or its last refresh. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

/**
 * Refresh tokens rotate: each use revokes the token and issues its successor in the same session. As in
 * Supabase Auth, a token's parent is kept, and when it was revoked: the parent of the session's newest
 * token, or a token revoked within the reuse interval, may be presented again (two tabs refreshing at once).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash'),
    revoked: boolean('revoked').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_tokens_user_id_idx').on(table.userId)],
);

/** Fixed-window counters shared by every api process (rate limits on sign-in, sign-up and recovery). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Secrets the api generates once and keeps (e.g. the embedded JWT secret when none is configured). */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Wallet tracking: each user's check interval and tracked wallets with their monitor options. Users
// are identified by their auth id (embedded or hosted Supabase), so there is no foreign key to `users`.
export const trackingSettings = pgTable('tracking_settings', {
  userId: uuid('user_id').primaryKey(),
  email: text('email').notNull(),
  checkIntervalMs: integer('check_interval_ms').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const trackedWallets = pgTable(
  'tracked_wallets',
  {
    userId: uuid('user_id').notNull(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    nickname: text('nickname').notNull(),
    tokenTransfers: boolean('token_transfers').notNull(),
    tokenApprovals: boolean('token_approvals').notNull(),
    etherTransfers: boolean('ether_transfers').notNull(),
    /** In ETH; applies to every move, a token's through its USD value at the ether price of the block. */
    minTransactionValue: doublePrecision('min_transaction_value').notNull(),
    /** in, out or both: which moves alert (approvals count as out). */
    direction: text('direction').notNull().default('both'),
    /** Alert on tokens without a price (on mainnet mostly spam airdrops). */
    alertUnpricedTokens: boolean('alert_unpriced_tokens').notNull().default(false),
    /** No alerts until then (a far-future time: until unmuted). */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /** Chain ids it is not watched on (its owner turned them off); every other enabled chain watches it. */
    chainsOff: integer('chains_off')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Order in the user's list. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.address] }),
    // The wallet monitor matches every block against all tracked addresses.
    index('tracked_wallets_address_idx').on(table.address),
  ],
);

/** Each user's plan (DESIGN.md §4); no row means the free account. Billing webhooks and `npm run plan` set it. */
export const userPlans = pgTable('user_plans', {
  userId: uuid('user_id').primaryKey(),
  plan: text('plan').notNull(),
  /** Who set it: 'billing' or 'operator'. */
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// AI News (`news/`): stories read from the configured feeds, one row per story whichever feeds carried
// it (the canonical link and the normalised title are both unique), with its summary, sentiment and the
// tokens it mentions.
export const newsStories = pgTable(
  'news_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    /** The link without tracking parameters, fragment or trailing slash, host lower-cased. */
    canonicalUrl: text('canonical_url').notNull().unique(),
    /** The title lower-cased with punctuation and spacing folded: the same story from another source. */
    titleKey: text('title_key').notNull().unique(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull(),
    /** bullish, bearish or neutral. */
    sentiment: text('sentiment').notNull(),
    /** 'llm' or 'extractive': who wrote the summary. */
    summarizer: text('summarizer').notNull(),
    tokens: text('tokens').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_stories_published_idx').on(table.publishedAt, table.id)],
);

// Billing (DESIGN.md §4 "Billing"): Paddle's webhooks, each applied once, and what they say about each
// subscription. A user's paid plan is read from their subscriptions; user_plans holds operators' grants.

/** Every webhook event applied, by Paddle's event id: a redelivery changes nothing. */
export const paddleEvents = pgTable('paddle_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Paddle customer (ctm_…) of each user, once a webhook has named it: checkout then passes {id}. */
export const paddleCustomers = pgTable('paddle_customers', {
  userId: uuid('user_id').primaryKey(),
  customerId: text('customer_id').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Events that named no user this api knows (no custom data, a customer not linked yet): kept as Paddle
 * sent them, and applied once a later event links their customer to a user. Not recorded as applied,
 * so a replay from Paddle's dashboard applies one too.
 */
export const paddleUnlinkedEvents = pgTable('paddle_unlinked_events', {
  eventId: text('event_id').primaryKey(),
  customerId: text('customer_id'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  /** The event's JSON exactly as delivered. */
  body: text('body').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Purchases by a Paddle customer already linked to another user (two accounts paying as one customer):
 * applied to the user checkout named, and kept here for an operator (GET /admin/billing/conflicts).
 */
export const billingConflicts = pgTable('billing_conflicts', {
  eventId: text('event_id').primaryKey(),
  customerId: text('customer_id').notNull(),
  /** The user the customer is linked to (and stays linked to). */
  linkedUserId: uuid('linked_user_id').notNull(),
  /** The user the purchase was applied to. */
  appliedUserId: uuid('applied_user_id').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** Paddle's: active, trialing, past_due, paused, canceled. */
    status: text('status').notNull(),
    priceId: text('price_id').notNull(),
    /** The plan the price buys; null for a price this api does not sell. */
    plan: text('plan'),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }),
    nextBilledAt: timestamp('next_billed_at', { withTimezone: true }),
    /** The occurred_at of the event this row reflects: an older event arriving later changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId)],
);

// The token watchlist (spec §3 "Watchlist entry"): supabase-js reads and writes it through PostgREST —
// hosted Supabase's, or the api's /rest/v1/watchlist in the embedded default. Row-level security keeps
// each signed-in user to their own rows in both: the policy compares user_id with the `sub` claim of the
// request's JWT, which PostgREST (and the embedded route) put in `request.jwt.claims`.

/** Supabase's role for signed-in requests; the migration creates it where it does not exist. */
export const authenticatedRole = pgRole('authenticated').existing();

const jwtSubject = sql`(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid`;

export const watchlist = pgTable(
  'watchlist',
  {
    userId: uuid('user_id').notNull(),
    /** Lower-case 0x address. */
    tokenAddress: text('token_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tokenAddress] }),
    check('watchlist_token_address_check', sql`${table.tokenAddress} ~ '^0x[0-9a-f]{40}$'`),
    pgPolicy('watchlist_own_rows', {
      for: 'all',
      to: authenticatedRole,
      using: sql`${table.userId} = ${jwtSubject}`,
      withCheck: sql`${table.userId} = ${jwtSubject}`,
    }),
  ],
).enableRLS();

// The stealth list (spec §3 "Stealth wallet entry", DESIGN.md §4 "Stealth"): wallets their owners have
// proven they control, hidden from other users' tracking and lookups. A wallet is on at most one list.
export const stealthWallets = pgTable(
  'stealth_wallets',
  {
    /** Lower-case 0x address. */
    walletAddress: text('wallet_address').primaryKey(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stealth_wallets_user_idx').on(table.userId)],
);

/** The message a user must sign with a wallet to put it on their stealth list; one per user and wallet. */
export const stealthChallenges = pgTable(
  'stealth_challenges',
  {
    userId: uuid('user_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    message: text('message').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.walletAddress] })],
);

// Notifications (DESIGN.md §4 "Wallet monitor", "Notifications").

/** Numbers every change of a notification (created, confirmed, retracted): the SSE event ids. */
export const notificationEvents = pgSequence('notification_events');

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** chain:tx hash:user:wallet — one alert per transaction and watched wallet, whatever restarts or
     * processes. (Notifications from before alerts were grouped have chain:tx hash:log index:user:wallet.) */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    userId: uuid('user_id').notNull(),
    /** transaction or test (ether-transfer, token-transfer or token-approval before alerts were grouped). */
    kind: text('kind').notNull(),
    walletAddress: text('wallet_address').notNull(),
    walletNickname: text('wallet_nickname').notNull(),
    /** The headline move's direction, amount, symbol and counterparty (the whole alert is in `moves`). */
    direction: text('direction').notNull(),
    amount: text('amount').notNull(),
    symbol: text('symbol').notNull(),
    counterparty: text('counterparty'),
    /** The alert in words (api/src/notifications/describe.ts), and a line per move when they are unrelated. */
    message: text('message'),
    lines: jsonb('lines').$type<string[]>(),
    /** Every move of the wallet in the transaction, valued in USD at the block (shared's AlertMove). */
    moves: jsonb('moves').$type<StoredMove[]>(),
    valueUsd: doublePrecision('value_usd'),
    venue: text('venue'),
    /** The latency receipt: the block's time, when the monitor saw it, when it first reached the user's tab. */
    blockTime: timestamp('block_time', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The chain it happened on (null for a test notification). */
    chainId: integer('chain_id'),
    txHash: text('tx_hash'),
    logIndex: integer('log_index'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    blockHash: text('block_hash'),
    /** pending, confirmed or retracted. */
    status: text('status').notNull(),
    eventSeq: bigint('event_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('notification_events')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set once its email went out (or was skipped): the email outbox is what is still null. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** A process sending its email holds it until then; after a crash another sends it (at least once). */
    emailLeaseUntil: timestamp('email_lease_until', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_event_idx').on(table.userId, table.eventSeq),
    index('notifications_pending_block_idx').on(table.status, table.blockNumber),
    // The email outbox: what is not emailed yet, read at every flush.
    index('notifications_outbox_idx')
      .on(table.userId, table.walletAddress)
      .where(sql`${table.emailedAt} is null`),
  ],
);

/**
 * Bridge arrivals paired with the alert of their deposit on another chain (issue 35): a bridge is one
 * alert, and a step done twice pairs an arrival once. A deposit pairs with one arrival.
 */
export const bridgeArrivals = pgTable(
  'bridge_arrivals',
  {
    /** The arrival's alert key (chain:tx hash:user:wallet), which was not stored as an alert of its own. */
    arrivalKey: text('arrival_key').primaryKey(),
    depositId: uuid('deposit_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bridge_arrivals_deposit_idx').on(table.depositId)],
);

/** Where the monitor has got to on a chain; its row lock lets one api process at a time advance it. */
export const monitorCursors = pgTable('monitor_cursors', {
  chain: text('chain').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The explorer path of the monitor, one row per chain and watched address (DESIGN.md §4): read through
 * `lastBlock`, next read due at `nextPollAt`. A process claims due rows FOR UPDATE SKIP LOCKED and marks
 * them with its lease; only the lease holder writes the poll's result.
 */
export const walletPollCursors = pgTable(
  'wallet_poll_cursors',
  {
    chain: text('chain').notNull(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    /** The head when the address was first watched: older activity is history, not news. */
    sinceBlock: bigint('since_block', { mode: 'number' }).notNull(),
    lastBlock: bigint('last_block', { mode: 'number' }).notNull(),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull(),
    /** Set while a process polls the address; its poll is retried by others once `nextPollAt` passes. */
    leaseId: uuid('lease_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chain, table.address] }),
    index('wallet_poll_cursors_due_idx').on(table.chain, table.nextPollAt),
  ],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id').primaryKey(),
  /** Kept in step with emailPolicy ('off' ⇔ false) for the api processes of before email policies. */
  email: boolean('email').notNull().default(true),
  /** instant, hourly, daily or off. */
  emailPolicy: text('email_policy').notNull().default('instant'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When alerts of a user were last emailed: per wallet for instant emails (at most one per wallet per 5
 * minutes), and under wallet 'digest' for hourly and daily digests.
 */
export const alertEmailSends = pgTable(
  'alert_email_sends',
  {
    userId: uuid('user_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.walletAddress] })],
);

/** Raw bytes (PGlite answers Uint8Array, node-postgres a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// Alert channels (webhooks, Telegram, Discord, Slack): their own file.
export * from './schema-channels';
export * from './schema-mfa';

// Historical prices (one per coin and past day): their own file.
export * from './schema-prices';

/**
 * The holder analysis's transfer index (issue 23), one row per analyzed token: its newest transfers (at
 * most 100,000) run from transfer `oldestSkip` (counted in chain order) of block `oldestBlock` through
 * block `tipBlock`. What they add up to is kept per address in holder_balances; the transfers of the newest
 * blocks are kept in holder_index_blocks, to take back out when a reorg replaces those blocks. Older
 * transfers leave the window by being read again from the chain (deep blocks never change).
 */
export const holderIndexes = pgTable(
  'holder_indexes',
  {
    /** The chain the token is on (one address may be a token on several chains). */
    chainId: integer('chain_id').notNull(),
    /** Lower-case 0x contract address. */
    token: text('token').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals').notNull(),
    tipBlock: bigint('tip_block', { mode: 'number' }).notNull(),
    tipHash: text('tip_hash').notNull(),
    oldestBlock: bigint('oldest_block', { mode: 'number' }).notNull(),
    /** Transfers of `oldestBlock` before the window's first one. */
    oldestSkip: integer('oldest_skip').notNull(),
    /** Transfers in the window. */
    transfers: integer('transfers').notNull(),
    /** Last analysed: the least recently read index goes first when too many are kept. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.token] })],
);

/**
 * An indexed token's transfers in one of the newest blocks, packed (analyzer/packed-transfers.ts), with
 * the block's hash; the tip block has a row even without transfers, so a reorg of it shows.
 */
export const holderIndexBlocks = pgTable(
  'holder_index_blocks',
  {
    chainId: integer('chain_id').notNull(),
    token: text('token').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** Null when the source did not say (an explorer answer without blockHash). */
    blockHash: text('block_hash'),
    transfers: bytea('transfers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.token, table.blockNumber] })],
);

/** Each address's net inflow over an indexed token's window: the top holders are its largest positive rows. */
export const holderBalances = pgTable(
  'holder_balances',
  {
    chainId: integer('chain_id').notNull(),
    token: text('token').notNull(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    /** Raw amount; negative for an address that sent more than it received within the window. */
    balance: numeric('balance').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.token, table.address] }),
    index('holder_balances_top_idx').on(table.chainId, table.token, table.balance),
  ],
);

/** A move as stored in notifications.moves: shared's AlertMove. */
export type StoredMove = {
  kind: 'ether' | 'token' | 'approval';
  direction: 'in' | 'out';
  amount: string;
  symbol: string;
  token: string | null;
  valueUsd: number | null;
  priced: boolean;
  counterparty: string | null;
  counterpartyLabel: { name: string; kind: string } | null;
};
