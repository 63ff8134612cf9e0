// The api's configuration: its environment variables (environment.ts: the schema every process shares,
// defaults included) read once at start-up into the Config the api's modules take.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEVNET_BASE, DEVNET_ETHEREUM, KNOWN_CHAINS } from '@whalewatch/contracts/constants';
import { CHAIN_PROFILES, chainSettings, DEVNET_RPC_URL, type ChainConfig, type EnabledChain } from './chains';
import { ConfigError, readEnvironment, type Variables } from './environment';
import type { ChainSourceName } from './explorers';
import { dutiesOf, type Role, type RoleDuties } from './roles';

export {
  DEVNET_RPC_URL,
  DEVNET_L2_RPC_URL,
  CHAIN_PROFILES,
  chainInfo,
  type ChainConfig,
  type ChainProfile,
  type EnabledChain,
} from './chains';
export { QUICK_CALL_DEADLINE_MS, type NodeSetting, type ExplorerSourceSetting, type SourceSetting } from './chain-sources';
export * from './explorers';

export {
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_CORS_ORIGINS,
  DEFAULT_DATA_DIR,
  EMBEDDED_SUPABASE_ANON_KEY,
  IN_MEMORY,
  TELEGRAM_API_URL,
} from './environment';

/** Counting window of the rate limits kept in the database (auth, sign-in failures, writes). */
export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000;

/** anvil's chain ids: the devnet's notifications are keyed apart from mainnet's and Base's. */
export const DEVNET_CHAIN_ID = DEVNET_ETHEREUM.id;
export const DEVNET_L2_CHAIN_ID = DEVNET_BASE.id;

export type Config = {
  /** What this process does (ROLE); its duties decide what starts. */
  role: Role;
  duties: RoleDuties;
  host: string;
  port: number;
  /** When set, a real Postgres server; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /**
   * The embedded database's (PGlite's) directory: PGLITE_DIR, else `pglite/` in DATA_DIR (the local state
   * root every process shares); `memory://` keeps it in memory. Backups go beside it (`backups/`).
   */
  dataDir: string;
  corsOrigins: string[];
  /** The largest request body most routes accept (413 past it); Paddle's webhook has its own. */
  bodyLimitBytes: number;
  rateLimits: RateLimitsConfig;
  /** The most a client may take to send a whole request (headers and body): a slow body is cut off. */
  requestTimeoutMs: number;
  logLevel: Variables['LOG_LEVEL'];
  /** The front end: password-reset links may only lead here or to a CORS origin. */
  siteUrl: string;
  /** How browsers reach this api; links in emails start with it. */
  publicUrl: string;
  mail: { smtpUrl: string; from: string };
  auth: AuthConfig;
  /** Every chain watched (CHAINS), the first one first: the one links and lookups without a chain mean. */
  chains: EnabledChain[];
  /** The first chain's data source. */
  chain: ChainConfig;
  /** 'dev': the devnet's price path (moves over time, the same on every machine); 'defillama': live and past prices. */
  prices: { source: 'dev' | 'defillama'; defiLlamaUrl: string };
  /** Set: operator routes (PUT /admin/plans) accept this bearer token. */
  adminToken?: string;
  /**
   * Secrets at rest: the key channel URLs and signing secrets are sealed under (unset: one the api keeps
   * in its database, which no dump is safe from) and earlier keys still read while they are rotated out.
   */
  secrets: { key?: string; previousKeys: string[] };
  /** The wallet monitor (one per chain; these are the first chain's); off, this process serves the api only. */
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
  (file) => pathToFileURL(path.resolve(__dirname, '..', '..', 'news-samples', file)).href,
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
  supabase?: { url: string; anonKey: string; jwtSecret?: string; serviceRoleKey?: string };
  /** The anon key browsers send to the embedded auth service. */
  anonKey: string;
};

/** Paddle's API keys name their environment (pdl_live_apikey_…, pdl_sdbx_apikey_…); PADDLE_ENVIRONMENT says it for older keys. */
function paddleEnvironment(environment: 'production' | 'sandbox' | undefined, apiKey: string): 'production' | 'sandbox' {
  if (environment) return environment;
  return apiKey.startsWith('pdl_sdbx_') ? 'sandbox' : 'production';
}

/** The api's configuration; throws a ConfigError (a StartupError) naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { vars, etherscanAccounts } = readEnvironment(env);
  const variables = vars as Record<string, unknown>;
  // CHAIN_SOURCES_<id> where set: a chain read through an explorer alone is no devnet either.
  const orders = new Map(
    KNOWN_CHAINS.flatMap(({ id }) => {
      const order = variables[`CHAIN_SOURCES_${id}`] as ChainSourceName[] | undefined;
      return order ? [[id, order] as const] : [];
    }),
  );
  // CHAINS naming a real network (its own node or explorer serves it) is no devnet: real defaults then.
  const namesRealChain = (vars.CHAINS ?? []).some((id) => id !== DEVNET_CHAIN_ID && id !== DEVNET_L2_CHAIN_ID);
  const onDevnet = !vars.CHAIN_RPC_URL && etherscanAccounts.length === 0 && orders.size === 0 && !namesRealChain;
  const firstChainId = vars.CHAIN_ID ?? (etherscanAccounts.length > 0 ? vars.ETHERSCAN_CHAIN_ID : onDevnet ? DEVNET_CHAIN_ID : 1);
  // The embedded default watches both devnet chains; a node or Etherscan keys of one's own, that chain alone.
  const ids = vars.CHAINS ?? (onDevnet && vars.CHAIN_ID === undefined ? [DEVNET_CHAIN_ID, DEVNET_L2_CHAIN_ID] : [firstChainId]);
  const perChain = (prefix: 'CHAIN_RPC_URL_' | 'CHAIN_WS_URL_' | 'BLOCKSCOUT_URL_' | 'ROUTESCAN_URL_', first?: string) =>
    new Map(
      ids.flatMap((id, index) => {
        const url = variables[`${prefix}${id}`] as string | undefined;
        const value = url ?? (index === 0 ? first : undefined);
        return value ? [[id, value] as const] : [];
      }),
    );
  const { chains, problems } = chainSettings({
    ids,
    // Nothing set and a first chain that is no devnet chain (CHAIN_ID=5): the local devnet, as ever.
    rpcUrls: perChain('CHAIN_RPC_URL_', vars.CHAIN_RPC_URL ?? (onDevnet && !CHAIN_PROFILES[ids[0]] ? DEVNET_RPC_URL : undefined)),
    wsUrls: perChain('CHAIN_WS_URL_', vars.CHAIN_WS_URL),
    parallelReads: vars.CHAIN_RPC_PARALLEL_READS,
    etherscan:
      etherscanAccounts.length > 0
        ? {
            baseUrl: vars.ETHERSCAN_API_URL,
            accounts: etherscanAccounts,
            ratePerSecond: vars.ETHERSCAN_RATE_PER_SECOND,
            plan: vars.ETHERSCAN_PLAN,
          }
        : undefined,
    blockscout: { urls: perChain('BLOCKSCOUT_URL_'), apiKey: vars.BLOCKSCOUT_API_KEY, ratePerSecond: vars.BLOCKSCOUT_RATE_PER_SECOND },
    routescan: { urls: perChain('ROUTESCAN_URL_'), apiKey: vars.ROUTESCAN_API_KEY, ratePerSecond: vars.ROUTESCAN_RATE_PER_SECOND },
    orders,
  });
  if (problems.length > 0) throw new ConfigError(problems);
  // MONITOR_CONFIRMATIONS, when set, holds on every chain.
  for (const chain of chains)
    chain.profile = { ...chain.profile, confirmations: vars.MONITOR_CONFIRMATIONS ?? chain.profile.confirmations };
  const [first] = chains;
  const chainId = first.info.id;
  const duties = dutiesOf(vars.ROLE);
  return {
    role: vars.ROLE,
    duties,
    host: vars.API_HOST,
    port: vars.API_PORT,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.PGLITE_DIR,
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
        ? {
            url: vars.SUPABASE_URL,
            anonKey: vars.SUPABASE_ANON_KEY,
            jwtSecret: vars.SUPABASE_JWT_SECRET,
            serviceRoleKey: vars.SUPABASE_SERVICE_ROLE_KEY,
          }
        : undefined,
      anonKey: vars.SUPABASE_ANON_KEY,
    },
    chains,
    chain: first.source,
    prices: { source: vars.PRICES_SOURCE ?? (onDevnet ? 'dev' : 'defillama'), defiLlamaUrl: vars.DEFILLAMA_URL },
    adminToken: vars.ADMIN_TOKEN,
    secrets: { key: vars.SECRETS_KEY, previousKeys: vars.SECRETS_PREVIOUS_KEYS ?? [] },
    monitor: {
      enabled: vars.MONITOR === 'on' && duties.monitors,
      chainId,
      // Notified at once as pending either way; confirmed after a few blocks on the devnet, ~2.5 min on mainnet.
      confirmations: first.profile.confirmations,
      pollIntervalMs: vars.MONITOR_POLL_MS,
      batchSize: 50,
    },
    alertEmailGapMs: vars.ALERT_EMAIL_GAP_MS,
    notificationStreamsPerUser: vars.NOTIFICATION_STREAMS_PER_USER,
    // The devnet's transactions exist on no public explorer: no links to one.
    explorerUrl: vars.EXPLORER_URL ?? first.info.explorerUrl,
    news: {
      enabled: vars.NEWS === 'on' && duties.works,
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
        ? {
            apiKey: vars.PADDLE_API_KEY,
            baseUrl: vars.PADDLE_API_URL ?? PADDLE_API_URLS[paddleEnvironment(vars.PADDLE_ENVIRONMENT, vars.PADDLE_API_KEY)],
            timeoutMs: vars.PADDLE_API_TIMEOUT_MS,
          }
        : undefined,
    },
    apiDocs: vars.API_DOCS === 'on',
    channels: {
      enabled: (vars.CHANNELS ?? vars.MONITOR) === 'on' && duties.works,
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
            webhook:
              vars.TELEGRAM_WEBHOOK_URL && vars.TELEGRAM_WEBHOOK_SECRET
                ? { url: vars.TELEGRAM_WEBHOOK_URL, secret: vars.TELEGRAM_WEBHOOK_SECRET }
                : undefined,
          }
        : undefined,
    },
  };
}
