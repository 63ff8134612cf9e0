// The api's configuration: environment variables parsed once at start-up, with embedded defaults.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { etherscanAccountsFromEnv, type EtherscanAccount } from './chain/etherscan/accounts';
import { ETHERSCAN_V2_URL } from './chain/etherscan/client';
import { DEFAULT_RATE_PER_SECOND } from './chain/etherscan/key-pool';
import { DEFAULT_PARALLEL_READS } from './chain/rpc/rpc-source';
import { DEFILLAMA_URL } from './prices/defillama';
import { StartupError } from './startup-error';

const repoRoot = path.resolve(__dirname, '..', '..');
const frontEndPorts = [3000, 3001, 3002, 3003, 3004, 3005, 3006];

export const DEFAULT_DATA_DIR = path.join(repoRoot, '.data', 'pglite');
export const DEFAULT_CORS_ORIGINS = ['localhost', '127.0.0.1'].flatMap((host) =>
  frontEndPorts.map((port) => `http://${host}:${port}`),
);
/** The anon key of the embedded Supabase-compatible auth service (public by design, spec §6). */
export const EMBEDDED_SUPABASE_ANON_KEY = 'whalewatch-embedded-anon-key';
/** The local devnet (`npm start` runs it). */
export const DEVNET_RPC_URL = 'http://127.0.0.1:8545';
/** Counting window of the rate limits kept in the database (auth, sign-in failures, writes). */
export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000;
/** The largest body most routes accept: the biggest legitimate one (tracking settings for 100 wallets) is ~30 KB. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
/** PGlite's in-memory data directory, used by tests. */
export const IN_MEMORY = 'memory://';

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** An http(s) URL without a trailing slash, as links are built by appending paths. */
const origin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));

/** host[:port] entries, comma-separated, lower-cased (extra hosts accepted as Discord or Slack webhooks). */
const hostList = z
  .string()
  .transform((list) => list.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/, 'must be host or host:port entries')));

/** Telegram's Bot API. */
export const TELEGRAM_API_URL = 'https://api.telegram.org';

const paddlePriceId = z.string().regex(/^pri_[a-z0-9]+$/, 'must be a Paddle price id (pri_…)');

const envSchema = z.object({
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: wholeNumber(0, 65535).default(4000),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z
    .string()
    .default(DEFAULT_DATA_DIR)
    .transform((dir) => (dir.startsWith(IN_MEMORY) ? dir : path.resolve(dir))),
  CORS_ORIGINS: z
    .string()
    .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins' })))
    .default(DEFAULT_CORS_ORIGINS),
  BODY_LIMIT_BYTES: wholeNumber(1, Number.MAX_SAFE_INTEGER).default(DEFAULT_BODY_LIMIT_BYTES),
  REQUEST_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_URL: origin.default('http://127.0.0.1:3000'),
  API_PUBLIC_URL: origin.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Whalewatch <no-reply@whalewatch.local>'),
  AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: wholeNumber(30, 7 * 24 * 3600).default(3600),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: wholeNumber(0, 3600).default(10),
  AUTH_RATE_LIMIT_PER_IP: wholeNumber(1, 1_000_000).default(50),
  AUTH_RATE_LIMIT_PER_EMAIL: wholeNumber(1, 1_000_000).default(10),
  AUTH_FAILED_SIGNINS_PER_EMAIL_IP: wholeNumber(1, 1_000_000).default(10),
  AUTH_FAILED_SIGNINS_PER_EMAIL: wholeNumber(1, 1_000_000).default(100),
  RATE_LIMIT_PER_IP: wholeNumber(1, 100_000_000).default(1200),
  WRITE_RATE_LIMIT_PER_IP: wholeNumber(1, 1_000_000).default(30),
  WRITE_RATE_LIMIT_PER_USER: wholeNumber(1, 1_000_000).default(600),
  NOTIFICATION_STREAMS_PER_USER: wholeNumber(1, 10_000).default(10),
  SUPABASE_URL: origin.optional(),
  SUPABASE_ANON_KEY: z.string().min(1).default(EMBEDDED_SUPABASE_ANON_KEY),
  SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CHAIN_RPC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  CHAIN_WS_URL: z.union([z.literal('off'), z.url({ protocol: /^wss?$/, error: "must be a ws(s) URL or 'off'" })]).optional(),
  CHAIN_RPC_PARALLEL_READS: wholeNumber(1, 32).default(DEFAULT_PARALLEL_READS),
  ETHERSCAN_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(ETHERSCAN_V2_URL),
  ETHERSCAN_CHAIN_ID: wholeNumber(1, Number.MAX_SAFE_INTEGER).default(1),
  ETHERSCAN_RATE_PER_SECOND: wholeNumber(1, 1_000).default(DEFAULT_RATE_PER_SECOND),
  PRICES_SOURCE: z.enum(['dev', 'defillama']).optional(),
  DEFILLAMA_URL: origin.default(DEFILLAMA_URL),
  ADMIN_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  MONITOR: z.enum(['on', 'off']).default('on'),
  EXPLORER_URL: origin.optional(),
  MONITOR_POLL_MS: wholeNumber(100, 3_600_000).default(250),
  MONITOR_CONFIRMATIONS: wholeNumber(0, 1000).optional(),
  CHAIN_ID: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
  NEWS: z.enum(['on', 'off']).default('on'),
  NEWS_FEEDS: z
    .string()
    .transform((list) => list.split(',').map((feed) => feed.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^(https?|file)$/, error: 'must be http(s):// or file:// feed URLs' })).min(1))
    .optional(),
  NEWS_REFRESH_MS: wholeNumber(10_000, 24 * 3_600_000).default(15 * 60_000),
  ALERT_EMAIL_GAP_MS: wholeNumber(0, 24 * 3_600_000).default(5 * 60_000),
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TEMPERATURE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number from 0 to 2')
    .transform(Number)
    .pipe(z.number().max(2, 'must be a number from 0 to 2'))
    .optional(),
  PADDLE_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  PADDLE_PRICE_STARTER: paddlePriceId.optional(),
  PADDLE_PRICE_PRO: paddlePriceId.optional(),
  PADDLE_PRICE_PRIVACY_SHIELD: paddlePriceId.optional(),
  PADDLE_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  PADDLE_ENVIRONMENT: z.enum(['production', 'sandbox']).optional(),
  PADDLE_API_URL: origin.optional(),
  PADDLE_API_TIMEOUT_MS: wholeNumber(100, 60_000).default(10_000),
  API_DOCS: z.enum(['on', 'off']).default('on'),
  CHANNELS: z.enum(['on', 'off']).optional(),
  CHANNELS_ALLOW_LOOPBACK: z.enum(['on', 'off']).optional(),
  CHANNEL_TIMEOUT_MS: wholeNumber(100, 60_000).default(10_000),
  CHANNEL_LEASE_MS: wholeNumber(500, 3_600_000).default(60_000),
  CHANNEL_POLL_MS: wholeNumber(20, 60_000).default(1_000),
  CHANNEL_LANES: wholeNumber(1, 64).default(4),
  DISCORD_WEBHOOK_HOSTS: hostList.optional(),
  SLACK_WEBHOOK_HOSTS: hostList.optional(),
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must be a bot token from @BotFather (123456:ABC…)').optional(),
  TELEGRAM_API_URL: origin.default(TELEGRAM_API_URL),
  TELEGRAM_WEBHOOK_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16–256 characters of A–Z, a–z, 0–9, _ and -').optional(),
});

/** anvil's chain id: the devnet's notifications are keyed apart from mainnet's. */
export const DEVNET_CHAIN_ID = 31337;

export type Config = {
  host: string;
  port: number;
  /** When set, a real Postgres server; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  corsOrigins: string[];
  /** The largest request body most routes accept (413 past it); Paddle's webhook has its own. */
  bodyLimitBytes: number;
  rateLimits: RateLimitsConfig;
  /** The most a client may take to send a whole request (headers and body): a slow body is cut off. */
  requestTimeoutMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The front end: password-reset links may only lead here or to a CORS origin. */
  siteUrl: string;
  /** How browsers reach this api; links in emails start with it. */
  publicUrl: string;
  mail: { smtpUrl: string; from: string };
  auth: AuthConfig;
  chain: ChainConfig;
  /** 'dev': the devnet's price path (moves over time, the same on every machine); 'defillama': live and past prices. */
  prices: { source: 'dev' | 'defillama'; defiLlamaUrl: string };
  /** Set: operator routes (PUT /admin/plans) accept this bearer token. */
  adminToken?: string;
  /** The wallet monitor; off, this process serves the api only. */
  monitor: { enabled: boolean; chainId: number; confirmations: number; pollIntervalMs: number; batchSize: number };
  /** Instant alert emails: at most one per wallet in this long. */
  alertEmailGapMs: number;
  /** Live notification streams a user may hold open in one api process; a new one past it ends their oldest. */
  notificationStreamsPerUser: number;
  /** Block explorer links in notification emails: `${explorerUrl}/tx/<hash>`; '' for none (the devnet). */
  explorerUrl: string;
  billing: BillingConfig;
  news: NewsConfig;
  /** Serve the OpenAPI document (/docs/openapi.json) and its rendered reference (/docs). */
  apiDocs: boolean;
  channels: ChannelsConfig;
};

/** Alert channels: webhooks, Telegram, Discord and Slack (api/src/channels). */
export type ChannelsConfig = {
  /** This process delivers (CHANNELS; like MONITOR, which it follows when unset). */
  enabled: boolean;
  /** The embedded default (the devnet): channels may lead to this computer, http included. Production: public https only. */
  allowLoopback: boolean;
  /** The most one send may take, connecting and reading included. */
  timeoutMs: number;
  /** A process sending to a channel holds it this long (renewed after each send); after a crash another resends what was not marked. */
  leaseMs: number;
  /** How often an idle process looks for deliveries coming due (an alert stored anywhere wakes it at once). */
  pollMs: number;
  /** Channels one process sends to at the same time. */
  lanes: number;
  /** host[:port] accepted as Discord / Slack webhooks besides discord.com and hooks.slack.com. */
  discordHosts: string[];
  slackHosts: string[];
  /** Set with TELEGRAM_BOT_TOKEN. `webhook`: Telegram posts updates to the api instead of long polling. */
  telegram?: { token: string; apiUrl: string; webhook?: { url: string; secret: string } };
};

/** The sample feeds bundled with the api: `npm start` shows news without internet. */
export const SAMPLE_NEWS_FEEDS = ['crypto-daily.rss.xml', 'chain-ledger.atom.xml', 'defi-wire.rss.xml'].map(
  (file) => pathToFileURL(path.resolve(__dirname, '..', 'news-samples', file)).href,
);

export type NewsConfig = {
  /** Read the feeds on a schedule in this process. */
  enabled: boolean;
  feeds: string[];
  refreshMs: number;
  /** Set: summaries from this OpenAI-compatible endpoint; otherwise the offline summarizer. `temperature`
   *  is sent only when set: some models refuse any but their default. */
  llm?: { baseUrl: string; apiKey: string; model: string; temperature?: number };
};

export type BillingConfig = {
  /** Paddle's notification secret; unset, the webhook route answers 503 and nothing is billed. */
  webhookSecret?: string;
  /** The Paddle price each paid plan is sold at. */
  prices: { starter?: string; pro?: string; 'privacy-shield'?: string };
  /** Paddle's server-side API (customer portal sessions); unset, "Manage subscription" answers 503. */
  paddleApi?: PaddleApiConfig;
};

/** Paddle's live and sandbox APIs (developer.paddle.com, "Sandbox"). */
export const PADDLE_API_URLS = { production: 'https://api.paddle.com', sandbox: 'https://sandbox-api.paddle.com' } as const;

export type PaddleApiConfig = {
  apiKey: string;
  /** PADDLE_API_URL, else the environment's: PADDLE_ENVIRONMENT, or sandbox for a sandbox key (pdl_sdbx_…). */
  baseUrl: string;
  /** The most one call to Paddle may take, connecting included. */
  timeoutMs: number;
};

export type ChainConfig = {
  /** Blocks, logs and balances: any Ethereum JSON-RPC node (default: the local devnet). */
  rpcUrl: string;
  /**
   * The same node over WebSocket, which pushes new blocks to the monitor (polling stays the fallback):
   * CHAIN_WS_URL, else the RPC URL with ws(s):// (anvil and most providers serve both on one address);
   * unset with CHAIN_WS_URL=off.
   */
  wsUrl?: string;
  /** eth_getLogs calls one holder scan keeps in flight. */
  parallelReads: number;
  /**
   * Set when explorer keys are configured: chain data then comes from Etherscan's V2 API, each account's
   * keys sharing its budget of `ratePerSecond` calls.
   */
  etherscan?: { baseUrl: string; chainId: number; accounts: EtherscanAccount[]; ratePerSecond: number };
};

/** Rate limits beyond the auth ones; 429 with Retry-After past each. */
export type RateLimitsConfig = {
  /** Requests per client IP and minute on every route, counted in each process's memory. */
  perIpPerMinute: number;
  /** Anonymous writes (demo requests, token refreshes) per route and client IP in `windowMs`. */
  writesPerIp: number;
  /** A signed-in user's writes on any route in `windowMs`. */
  writesPerUser: number;
  windowMs: number;
};

export type AuthConfig = {
  /** Signs the embedded auth service's JWTs; generated and kept in the database when unset. */
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  /**
   * As GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: a spent refresh token presented again this
   * soon after it was spent gets a new one instead of ending the session (the parent of the session's
   * active token always gets the active one back).
   */
  refreshTokenReuseIntervalSeconds: number;
  /**
   * Per `windowMs`: sign-in, sign-up, code and reset requests per client IP; sign-up, code and reset
   * requests per email; failed sign-ins per email from one IP, and per email from IPs it has never
   * signed in from (much higher: nobody can lock a user out of their usual client).
   */
  rateLimit: { perIp: number; perEmail: number; failedSignInsPerEmailIp: number; failedSignInsPerEmail: number; windowMs: number };
  /** Set: accounts live in this hosted Supabase project and the api delegates to it. */
  supabase?: { url: string; anonKey: string; jwtSecret?: string };
  /** The anon key browsers send to the embedded auth service. */
  anonKey: string;
};

/** Paddle's API keys name their environment (pdl_live_apikey_…, pdl_sdbx_apikey_…); PADDLE_ENVIRONMENT says it for older keys. */
function paddleEnvironment(environment: 'production' | 'sandbox' | undefined, apiKey: string): 'production' | 'sandbox' {
  if (environment) return environment;
  return apiKey.startsWith('pdl_sdbx_') ? 'sandbox' : 'production';
}

/** CHAIN_WS_URL as given ('off': none), else the RPC URL's ws(s):// twin. */
function webSocketUrl(setting: string | undefined, rpcUrl: string): string | undefined {
  if (setting === 'off') return undefined;
  if (setting) return setting;
  return rpcUrl.replace(/^http/, 'ws');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (API_PORT=) means "use the default", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  if (vars.CHANNEL_LEASE_MS < 2 * vars.CHANNEL_TIMEOUT_MS) {
    // A send may take the whole timeout: a shorter lease could run out mid-send and another process resend it.
    throw new StartupError('Invalid configuration: CHANNEL_LEASE_MS: must be at least twice CHANNEL_TIMEOUT_MS');
  }
  if (vars.TELEGRAM_WEBHOOK_URL && !vars.TELEGRAM_WEBHOOK_SECRET) {
    throw new StartupError('Invalid configuration: TELEGRAM_WEBHOOK_SECRET: required when TELEGRAM_WEBHOOK_URL is set');
  }
  if (vars.SUPABASE_URL && !present.SUPABASE_ANON_KEY) {
    throw new StartupError('Invalid configuration: SUPABASE_ANON_KEY: required when SUPABASE_URL is set');
  }
  let etherscanAccounts: EtherscanAccount[];
  try {
    etherscanAccounts = etherscanAccountsFromEnv(present);
  } catch (error) {
    throw new StartupError(`Invalid configuration: ETHERSCAN_API_KEYS: ${error instanceof Error ? error.message : String(error)}`);
  }
  const onDevnet = !vars.CHAIN_RPC_URL && etherscanAccounts.length === 0;
  const chainId = vars.CHAIN_ID ?? (etherscanAccounts.length > 0 ? vars.ETHERSCAN_CHAIN_ID : onDevnet ? DEVNET_CHAIN_ID : 1);
  return {
    host: vars.API_HOST,
    port: vars.API_PORT,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    corsOrigins: vars.CORS_ORIGINS,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    rateLimits: {
      perIpPerMinute: vars.RATE_LIMIT_PER_IP,
      writesPerIp: vars.WRITE_RATE_LIMIT_PER_IP,
      writesPerUser: vars.WRITE_RATE_LIMIT_PER_USER,
      windowMs: AUTH_RATE_WINDOW_MS,
    },
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
    logLevel: vars.LOG_LEVEL,
    siteUrl: vars.SITE_URL,
    publicUrl: vars.API_PUBLIC_URL ?? `http://${vars.API_HOST}:${vars.API_PORT}`,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
    auth: {
      jwtSecret: vars.AUTH_JWT_SECRET,
      accessTokenTtlSeconds: vars.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenReuseIntervalSeconds: vars.AUTH_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
      rateLimit: {
        perIp: vars.AUTH_RATE_LIMIT_PER_IP,
        perEmail: vars.AUTH_RATE_LIMIT_PER_EMAIL,
        failedSignInsPerEmailIp: vars.AUTH_FAILED_SIGNINS_PER_EMAIL_IP,
        failedSignInsPerEmail: vars.AUTH_FAILED_SIGNINS_PER_EMAIL,
        windowMs: AUTH_RATE_WINDOW_MS,
      },
      supabase: vars.SUPABASE_URL
        ? { url: vars.SUPABASE_URL, anonKey: vars.SUPABASE_ANON_KEY, jwtSecret: vars.SUPABASE_JWT_SECRET }
        : undefined,
      anonKey: vars.SUPABASE_ANON_KEY,
    },
    chain: {
      rpcUrl: vars.CHAIN_RPC_URL ?? DEVNET_RPC_URL,
      wsUrl: webSocketUrl(vars.CHAIN_WS_URL, vars.CHAIN_RPC_URL ?? DEVNET_RPC_URL),
      parallelReads: vars.CHAIN_RPC_PARALLEL_READS,
      etherscan:
        etherscanAccounts.length > 0
          ? { baseUrl: vars.ETHERSCAN_API_URL, chainId: vars.ETHERSCAN_CHAIN_ID, accounts: etherscanAccounts, ratePerSecond: vars.ETHERSCAN_RATE_PER_SECOND }
          : undefined,
    },
    prices: { source: vars.PRICES_SOURCE ?? (onDevnet ? 'dev' : 'defillama'), defiLlamaUrl: vars.DEFILLAMA_URL },
    adminToken: vars.ADMIN_TOKEN,
    monitor: {
      enabled: vars.MONITOR === 'on',
      chainId,
      // Notified at once as pending either way; confirmed after a few blocks on the devnet, ~2.5 min on mainnet.
      confirmations: vars.MONITOR_CONFIRMATIONS ?? (onDevnet ? 2 : 12),
      pollIntervalMs: vars.MONITOR_POLL_MS,
      batchSize: 50,
    },
    alertEmailGapMs: vars.ALERT_EMAIL_GAP_MS,
    notificationStreamsPerUser: vars.NOTIFICATION_STREAMS_PER_USER,
    // The devnet's transactions exist on no public explorer: no links to one.
    explorerUrl: vars.EXPLORER_URL ?? (chainId === DEVNET_CHAIN_ID ? '' : 'https://etherscan.io'),
    news: {
      enabled: vars.NEWS === 'on',
      feeds: vars.NEWS_FEEDS ?? SAMPLE_NEWS_FEEDS,
      refreshMs: vars.NEWS_REFRESH_MS,
      llm:
        vars.LLM_BASE_URL && vars.LLM_API_KEY
          ? { baseUrl: vars.LLM_BASE_URL, apiKey: vars.LLM_API_KEY, model: vars.LLM_MODEL, temperature: vars.LLM_TEMPERATURE }
          : undefined,
    },
    billing: {
      webhookSecret: vars.PADDLE_WEBHOOK_SECRET,
      prices: { starter: vars.PADDLE_PRICE_STARTER, pro: vars.PADDLE_PRICE_PRO, 'privacy-shield': vars.PADDLE_PRICE_PRIVACY_SHIELD },
      paddleApi: vars.PADDLE_API_KEY
        ? { apiKey: vars.PADDLE_API_KEY, baseUrl: vars.PADDLE_API_URL ?? PADDLE_API_URLS[paddleEnvironment(vars.PADDLE_ENVIRONMENT, vars.PADDLE_API_KEY)], timeoutMs: vars.PADDLE_API_TIMEOUT_MS }
        : undefined,
    },
    apiDocs: vars.API_DOCS === 'on',
    channels: {
      enabled: (vars.CHANNELS ?? vars.MONITOR) === 'on',
      allowLoopback: vars.CHANNELS_ALLOW_LOOPBACK ? vars.CHANNELS_ALLOW_LOOPBACK === 'on' : chainId === DEVNET_CHAIN_ID,
      timeoutMs: vars.CHANNEL_TIMEOUT_MS,
      leaseMs: vars.CHANNEL_LEASE_MS,
      pollMs: vars.CHANNEL_POLL_MS,
      lanes: vars.CHANNEL_LANES,
      discordHosts: vars.DISCORD_WEBHOOK_HOSTS ?? [],
      slackHosts: vars.SLACK_WEBHOOK_HOSTS ?? [],
      telegram: vars.TELEGRAM_BOT_TOKEN
        ? {
            token: vars.TELEGRAM_BOT_TOKEN,
            apiUrl: vars.TELEGRAM_API_URL,
            webhook: vars.TELEGRAM_WEBHOOK_URL && vars.TELEGRAM_WEBHOOK_SECRET ? { url: vars.TELEGRAM_WEBHOOK_URL, secret: vars.TELEGRAM_WEBHOOK_SECRET } : undefined,
          }
        : undefined,
    },
  };
}
