// Every environment variable of every Whalewatch process in one zod schema: the api (`node dist/server.js`,
// config.ts builds its Config from this), `npm start` / `npm run dev` and the other scripts (scripts/*.mjs
// load this module's build, api/dist/environment.js, through scripts/config.mjs). One meaning per name, one
// default, one message per invalid variable, whichever process reads it. `npm start -- --config` prints
// the result (describeEnvironment), secrets masked: they are marked here, in the schema (`secret(…)`).
//
// Kept light (no chain client, no database): every script loads it.
import path from 'node:path';
import { KNOWN_CHAINS } from '@whalewatch/contracts/constants';
import { z } from 'zod';
import { etherscanAccountsFromEnv, NUMBERED_KEYS, type EtherscanAccount } from './etherscan-accounts';
import { CHAIN_SOURCE_NAMES } from './explorers';
import { ROLES } from './roles';
import { StartupError } from './startup-error';

/** The repository: relative paths in DATA_DIR, PGLITE_DIR and REMOTES_FILE are read from here, by every process. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** DATA_DIR's default: all local state (the embedded database, the devnet's chain, the mailbox, backups…). */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
/** The embedded database's folder under DATA_DIR, unless PGLITE_DIR says otherwise. */
export const PGLITE_SUBDIR = 'pglite';
/** PGlite's in-memory data directory: PGLITE_DIR=memory:// keeps nothing on disk (tests). */
export const IN_MEMORY = 'memory://';

const frontEndPorts = [3000, 3001, 3002, 3003, 3004, 3005, 3006];
export const DEFAULT_CORS_ORIGINS = ['localhost', '127.0.0.1'].flatMap((host) => frontEndPorts.map((port) => `http://${host}:${port}`));
/** The anon key of the embedded Supabase-compatible auth service (public by design, spec §6). */
export const EMBEDDED_SUPABASE_ANON_KEY = 'whalewatch-embedded-anon-key';
/** The largest body most routes accept: the biggest legitimate one (tracking settings for 100 wallets) is ~30 KB. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
/** Telegram's Bot API. */
export const TELEGRAM_API_URL = 'https://api.telegram.org';
/** eth_getLogs calls one holder scan keeps in flight (rpc-source's default; not imported: it loads viem). */
/** Etherscan's V2 API, one URL for every chain (the chain is a parameter). */
export const ETHERSCAN_V2_URL = 'https://api.etherscan.io/v2/api';
/** Etherscan's free plan: 3 calls a second per account. */
export const DEFAULT_RATE_PER_SECOND = 3;
/** DefiLlama's coins API, free and keyless. */
export const DEFILLAMA_URL = 'https://coins.llama.fi';

export const DEFAULT_PARALLEL_READS = 4;

/**
 * How a secret is printed: `value` entirely hidden; `url` with its password and query values hidden;
 * `url-path` with its path hidden too (RPC providers put the API key there).
 */
export type Secrecy = 'value' | 'url' | 'url-path';
/** The variables whose values are secrets, and how each is masked. */
export const secrets = z.registry<{ secret: Secrecy }>();
function secret<T extends z.ZodType>(schema: T, secrecy: Secrecy = 'value'): T {
  secrets.add(schema, { secret: secrecy });
  return schema;
}

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const port = wholeNumber(1, 65535);

/** An http(s) URL without a trailing slash, as links are built by appending paths. */
const origin = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((url) => url.replace(/\/+$/, ''));

/** host[:port] entries, comma-separated, lower-cased (extra hosts accepted as Discord or Slack webhooks). */
const hostList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/, 'must be host or host:port entries')));

/** A secrets-at-rest key: 32 random bytes in base64url, as `npm start` generates into DATA_DIR/secrets-key. */
const secretsKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url (43 characters of A–Z, a–z, 0–9, _ and -)');

const paddlePriceId = z.string().regex(/^pri_[a-z0-9]+$/, 'must be a Paddle price id (pri_…)');

/** A directory or file, relative paths from the repository. */
const localPath = z.string().transform((file) => path.resolve(REPO_ROOT, file));

/** ETHERSCAN_API_KEY_1 … _20 (chain/etherscan/accounts.ts reads them). */
const numberedEtherscanKeys = Object.fromEntries(
  Array.from({ length: NUMBERED_KEYS }, (_, index) => [`ETHERSCAN_API_KEY_${index + 1}`, secret(z.string().optional())]),
) as Record<`ETHERSCAN_API_KEY_${number}`, z.ZodOptional<z.ZodString>>;

const knownChainIds = new Set(KNOWN_CHAINS.map((chain) => chain.id));
const knownChainList = KNOWN_CHAINS.map((chain) => `${chain.id} (${chain.name}${chain.explorerUrl ? '' : ', devnet'})`).join(', ');

/** CHAINS: known chain ids, comma-separated, each once. */
const chainList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^\d+$/, 'must be chain ids (1,8453,…)').transform(Number))
      .min(1, 'must name at least one chain')
      .refine((ids) => ids.every((id) => knownChainIds.has(id)), `must list known chain ids: ${knownChainList}`)
      .refine((ids) => new Set(ids).size === ids.length, 'must name each chain once'),
  );

const rpcUrl = () => secret(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(), 'url-path');
const wsUrl = () =>
  secret(z.union([z.literal('off'), z.url({ protocol: /^wss?$/, error: "must be a ws(s) URL or 'off'" })]).optional(), 'url-path');

/** CHAIN_RPC_URL_<id> and CHAIN_WS_URL_<id> of every known chain. */
const perChainUrls = Object.fromEntries(
  KNOWN_CHAINS.flatMap((chain) => [
    [`CHAIN_RPC_URL_${chain.id}`, rpcUrl()],
    [`CHAIN_WS_URL_${chain.id}`, wsUrl()],
  ]),
) as Record<`CHAIN_RPC_URL_${number}` | `CHAIN_WS_URL_${number}`, ReturnType<typeof rpcUrl>>;

/** CHAIN_SOURCES_<id>: the chain's sources in order, comma-separated, each once. */
const sourceList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(CHAIN_SOURCE_NAMES, { error: `must list sources from ${CHAIN_SOURCE_NAMES.join(', ')}` }))
      .min(1, 'must name at least one source')
      .refine((names) => new Set(names).size === names.length, 'must name each source once'),
  );

const explorerUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

/** CHAIN_SOURCES_<id>, BLOCKSCOUT_URL_<id> and ROUTESCAN_URL_<id> of every known chain. */
const perChainSources = Object.fromEntries(
  KNOWN_CHAINS.flatMap((chain) => [
    [`CHAIN_SOURCES_${chain.id}`, sourceList.optional()],
    [`BLOCKSCOUT_URL_${chain.id}`, explorerUrl()],
    [`ROUTESCAN_URL_${chain.id}`, explorerUrl()],
  ]),
) as Record<`CHAIN_SOURCES_${number}`, z.ZodOptional<typeof sourceList>> &
  Record<`BLOCKSCOUT_URL_${number}` | `ROUTESCAN_URL_${number}`, ReturnType<typeof explorerUrl>>;

/** What the api reads (`npm start` reads some of them too, and hands the api the rest). */
export const apiVariables = z.object({
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: wholeNumber(0, 65535).default(4000),
  DATABASE_URL: secret(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(), 'url'),
  DATA_DIR: z
    .string()
    .refine((dir) => !dir.startsWith(IN_MEMORY), `must be a directory (for an in-memory database set PGLITE_DIR=${IN_MEMORY})`)
    .default(DEFAULT_DATA_DIR)
    .pipe(localPath),
  // Unset: DATA_DIR/pglite (readEnvironment fills it in).
  PGLITE_DIR: z
    .string()
    .transform((dir) => (dir.startsWith(IN_MEMORY) ? dir : path.resolve(REPO_ROOT, dir)))
    .optional(),
  CORS_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins' })))
    .default(DEFAULT_CORS_ORIGINS),
  BODY_LIMIT_BYTES: wholeNumber(1, Number.MAX_SAFE_INTEGER).default(DEFAULT_BODY_LIMIT_BYTES),
  REQUEST_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_URL: origin.default('http://127.0.0.1:3000'),
  API_PUBLIC_URL: origin.optional(),
  SMTP_URL: secret(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).default('smtp://127.0.0.1:1025'), 'url'),
  MAIL_FROM: z.string().min(3).default('Whalewatch <no-reply@whalewatch.local>'),
  AUTH_JWT_SECRET: secret(z.string().min(32, 'must be at least 32 characters').optional()),
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
  // Public by design: browsers send it.
  SUPABASE_ANON_KEY: z.string().min(1).default(EMBEDDED_SUPABASE_ANON_KEY),
  SUPABASE_JWT_SECRET: secret(z.string().min(32, 'must be at least 32 characters').optional()),
  // The project's service role key: only for deleting accounts (its admin API).
  SUPABASE_SERVICE_ROLE_KEY: secret(z.string().min(1).optional()),
  CHAINS: chainList.optional(),
  CHAIN_RPC_URL: rpcUrl(),
  CHAIN_WS_URL: wsUrl(),
  ...perChainUrls,
  CHAIN_RPC_PARALLEL_READS: wholeNumber(1, 32).default(DEFAULT_PARALLEL_READS),
  // Parsed into accounts by chain/etherscan/accounts.ts (readEnvironment).
  ETHERSCAN_API_KEYS: secret(z.string().optional()),
  ETHERSCAN_API_KEY: secret(z.string().optional()),
  ...numberedEtherscanKeys,
  ETHERSCAN_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(ETHERSCAN_V2_URL),
  ETHERSCAN_CHAIN_ID: wholeNumber(1, Number.MAX_SAFE_INTEGER).default(1),
  ETHERSCAN_RATE_PER_SECOND: wholeNumber(1, 1_000).default(DEFAULT_RATE_PER_SECOND),
  // free: the plan serves Ethereum, Arbitrum One and Polygon PoS only (third-party-facts); paid: every chain.
  ETHERSCAN_PLAN: z.enum(['free', 'paid']).default('free'),
  // Keyless explorers, used only where CHAIN_SOURCES_<id> names them (config/explorers.ts).
  BLOCKSCOUT_API_KEY: secret(z.string().min(1).optional()),
  BLOCKSCOUT_RATE_PER_SECOND: wholeNumber(1, 1_000).optional(),
  ROUTESCAN_API_KEY: secret(z.string().min(1).optional()),
  ROUTESCAN_RATE_PER_SECOND: wholeNumber(1, 1_000).optional(),
  ...perChainSources,
  PRICES_SOURCE: z.enum(['dev', 'defillama']).optional(),
  DEFILLAMA_URL: origin.default(DEFILLAMA_URL),
  ADMIN_TOKEN: secret(z.string().min(32, 'must be at least 32 characters').optional()),
  // Secrets at rest (api/src/secrets): what channel URLs and signing secrets are sealed under; the previous
  // keys, comma-separated, are still read while rows are re-sealed under the current one on start.
  SECRETS_KEY: secret(secretsKey.optional()),
  SECRETS_PREVIOUS_KEYS: secret(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .pipe(z.array(secretsKey))
      .optional(),
  ),
  ROLE: z.enum(ROLES).default('all'),
  MONITOR: z.enum(['on', 'off']).default('on'),
  EXPLORER_URL: origin.optional(),
  MONITOR_POLL_MS: wholeNumber(100, 3_600_000).default(250),
  MONITOR_CONFIRMATIONS: wholeNumber(0, 1000).optional(),
  CHAIN_ID: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
  NEWS: z.enum(['on', 'off']).default('on'),
  NEWS_FEEDS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((feed) => feed.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^(https?|file)$/, error: 'must be http(s):// or file:// feed URLs' })).min(1))
    .optional(),
  NEWS_REFRESH_MS: wholeNumber(10_000, 24 * 3_600_000).default(15 * 60_000),
  ALERT_EMAIL_GAP_MS: wholeNumber(0, 24 * 3_600_000).default(5 * 60_000),
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LLM_API_KEY: secret(z.string().min(1).optional()),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TEMPERATURE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number from 0 to 2')
    .transform(Number)
    .pipe(z.number().max(2, 'must be a number from 0 to 2'))
    .optional(),
  PADDLE_WEBHOOK_SECRET: secret(z.string().min(8, 'must be at least 8 characters').optional()),
  PADDLE_PRICE_STARTER: paddlePriceId.optional(),
  PADDLE_PRICE_PRO: paddlePriceId.optional(),
  PADDLE_PRICE_PRIVACY_SHIELD: paddlePriceId.optional(),
  PADDLE_API_KEY: secret(z.string().min(8, 'must be at least 8 characters').optional()),
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
  TELEGRAM_BOT_TOKEN: secret(
    z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must be a bot token from @BotFather (123456:ABC…)')
      .optional(),
  ),
  TELEGRAM_API_URL: origin.default(TELEGRAM_API_URL),
  TELEGRAM_WEBHOOK_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  TELEGRAM_WEBHOOK_SECRET: secret(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16–256 characters of A–Z, a–z, 0–9, _ and -')
      .optional(),
  ),
});

/** What only `npm start`, `npm run dev` and the scripts read (the front ends, the local mailbox, the devnet). */
export const launcherVariables = z.object({
  WEB_HOST: z.string().min(1).default('127.0.0.1'),
  WEB_PORT: port.default(3000),
  // Unset: WEB_HOST.
  PUBLIC_HOST: z.string().min(1).optional(),
  // Unset: http://PUBLIC_HOST:API_PORT.
  PUBLIC_API_URL: origin.optional(),
  // Unset: DATA_DIR/remotes.json, generated.
  REMOTES_FILE: localPath.optional(),
  MAIL_SMTP_PORT: port.default(1025),
  MAIL_WEB_PORT: port.default(1080),
  DEVNET_PORT: port.default(8545),
  // The devnet's second chain (the L2 standing in for Base).
  DEVNET_L2_PORT: port.default(8546),
  // Paddle.js's client-side token: public by design (the browser gets it in /config.json).
  PADDLE_CLIENT_TOKEN: z.string().optional(),
});

export const environmentSchema = apiVariables.extend(launcherVariables.shape);

type Parsed = z.infer<typeof environmentSchema>;
/** The variables, parsed, defaults filled in (PGLITE_DIR too: DATA_DIR/pglite unless set). */
export type Variables = Omit<Parsed, 'PGLITE_DIR'> & { PGLITE_DIR: string };
export type VariableName = keyof Parsed;
export type Problem = { variable: string; message: string };

/** An invalid configuration: every variable at fault with the reason, one line for the api's start-up error. */
export class ConfigError extends StartupError {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    super(`Invalid configuration: ${problems.map(({ variable, message }) => `${variable}: ${message}`).join('; ')}`);
    this.problems = problems;
  }
}

export type Environment = {
  vars: Variables;
  etherscanAccounts: EtherscanAccount[];
  /** The variable is set (an empty one counts as unset, as in most .env tooling). */
  isSet(name: VariableName): boolean;
};

/** Only what is set: an empty variable (API_PORT=) means "use the default". */
function present(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/** Parses and checks every variable; throws a ConfigError naming each one at fault. */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const given = present(env);
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => ({ variable: issue.path.join('.'), message: issue.message })));
  }
  const vars: Variables = { ...parsed.data, PGLITE_DIR: parsed.data.PGLITE_DIR ?? path.join(parsed.data.DATA_DIR, PGLITE_SUBDIR) };
  const problems: Problem[] = [];
  if (vars.CHANNEL_LEASE_MS < 2 * vars.CHANNEL_TIMEOUT_MS) {
    // A send may take the whole timeout: a shorter lease could run out mid-send and another process resend it.
    problems.push({ variable: 'CHANNEL_LEASE_MS', message: 'must be at least twice CHANNEL_TIMEOUT_MS' });
  }
  if (vars.TELEGRAM_WEBHOOK_URL && !vars.TELEGRAM_WEBHOOK_SECRET) {
    problems.push({ variable: 'TELEGRAM_WEBHOOK_SECRET', message: 'required when TELEGRAM_WEBHOOK_URL is set' });
  }
  if (vars.SUPABASE_URL && !given.SUPABASE_ANON_KEY) {
    problems.push({ variable: 'SUPABASE_ANON_KEY', message: 'required when SUPABASE_URL is set' });
  }
  let etherscanAccounts: EtherscanAccount[] = [];
  try {
    etherscanAccounts = etherscanAccountsFromEnv(given);
  } catch (error) {
    problems.push({ variable: 'ETHERSCAN_API_KEYS', message: error instanceof Error ? error.message : String(error) });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { vars, etherscanAccounts, isSet: (name) => name in given };
}

/** Where a printed value comes from. */
export type Source = 'set' | 'default' | 'unset' | 'derived';

export type ConfigLine = {
  variable: VariableName;
  group: 'api' | 'npm start';
  /** Printable: secrets masked. */
  value: string;
  source: Source;
  secret: boolean;
};

const MASK = '********';

/** A secret's printable form: nothing of a `value`, a URL's shape without its credentials. */
export function maskSecret(raw: string, secrecy: Secrecy): string {
  if (secrecy === 'value') return MASK;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return MASK;
  }
  const keys = [...url.searchParams.keys()];
  const maskPath = secrecy === 'url-path' && url.pathname !== '/' && url.pathname !== '';
  // Nothing to hide (the devnet's http://127.0.0.1:8545): printed as given.
  if (!url.password && keys.length === 0 && !maskPath && !url.hash) return raw;
  if (url.password) url.password = MASK;
  for (const key of keys) url.searchParams.set(key, MASK);
  if (maskPath) url.pathname = `/${MASK}`;
  if (url.hash) url.hash = MASK;
  return url.toString().replaceAll(encodeURIComponent(MASK), MASK);
}

function printable(value: string | number | boolean | readonly (string | number)[] | undefined): string {
  if (value === undefined) return '(unset)';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/**
 * Every variable with its effective value (secrets masked) and where it comes from. `effective` is what
 * the process actually reads, when a launcher puts more on top of `given` (`npm start` does for the
 * api: those are `derived`); it is validated, and a ConfigError names what is wrong.
 */
export function describeEnvironment(given: NodeJS.ProcessEnv, effective: NodeJS.ProcessEnv = given): ConfigLine[] {
  const { vars } = readEnvironment(effective);
  const defaults = readEnvironment({}).vars;
  const set = present(given);
  const used = present(effective);
  const launcherNames = new Set(Object.keys(launcherVariables.shape));
  return (Object.keys(environmentSchema.shape) as VariableName[]).map((variable) => {
    const schema = environmentSchema.shape[variable] as z.ZodType;
    const secrecy = secrets.get(schema)?.secret;
    const raw = used[variable];
    const value = vars[variable];
    // A launcher handing over what is the default anyway (API_PORT=4000) leaves it a default.
    const source: Source =
      raw === undefined || (set[variable] === undefined && printable(value) === printable(defaults[variable]))
        ? value === undefined
          ? 'unset'
          : 'default'
        : set[variable] === raw
          ? 'set'
          : 'derived';
    return {
      variable,
      group: launcherNames.has(variable) ? 'npm start' : 'api',
      value: secrecy && raw !== undefined ? maskSecret(raw, secrecy) : printable(value),
      source,
      secret: secrecy !== undefined,
    };
  });
}

/** describeEnvironment as text: a section per group, one variable a line. `derivedBy` names the launcher. */
export function formatEnvironment(lines: ConfigLine[], { derivedBy = 'the launcher' }: { derivedBy?: string } = {}): string {
  // The numbered variables (twenty Etherscan keys, a node URL per known chain): those set one a line, the
  // others on one line under their plain variable.
  const families = [
    { after: 'ETHERSCAN_API_KEY', prefix: 'ETHERSCAN_API_KEY_', shown: 'ETHERSCAN_API_KEY_n', each: 'n' },
    { after: 'CHAIN_RPC_URL', prefix: 'CHAIN_RPC_URL_', shown: 'CHAIN_RPC_URL_<id>', each: 'id' },
    { after: 'CHAIN_WS_URL', prefix: 'CHAIN_WS_URL_', shown: 'CHAIN_WS_URL_<id>', each: 'id' },
    { after: 'ETHERSCAN_PLAN', prefix: 'CHAIN_SOURCES_', shown: 'CHAIN_SOURCES_<id>', each: 'id' },
    { after: 'BLOCKSCOUT_RATE_PER_SECOND', prefix: 'BLOCKSCOUT_URL_', shown: 'BLOCKSCOUT_URL_<id>', each: 'id' },
    { after: 'ROUTESCAN_RATE_PER_SECOND', prefix: 'ROUTESCAN_URL_', shown: 'ROUTESCAN_URL_<id>', each: 'id' },
  ].map((family) => ({
    ...family,
    unset: lines.filter((line) => line.source === 'unset' && new RegExp(`^${family.prefix}\\d+$`).test(line.variable)),
  }));
  const hidden = new Set(families.flatMap((family) => family.unset));
  const shown = lines.filter((line) => !hidden.has(line));
  const width = Math.max(...shown.map((line) => line.variable.length), ...families.map((family) => family.shown.length));
  const label: Record<Source, string> = { set: 'set', default: 'default', unset: 'unset', derived: `set by ${derivedBy}` };
  const row = (line: ConfigLine) =>
    line.source === 'unset'
      ? `  ${line.variable.padEnd(width)}  (unset)`
      : `  ${line.variable.padEnd(width)}  ${line.value}  (${label[line.source]}${line.secret ? ', secret' : ''})`;
  const section = (group: ConfigLine['group'], title: string) => [
    title,
    ...shown
      .filter((line) => line.group === group)
      .flatMap((line) => {
        const rows = [row(line)];
        for (const family of families) {
          if (line.variable !== family.after || family.unset.length === 0) continue;
          const numbers = family.unset.map((unset) => unset.variable.slice(family.prefix.length));
          rows.push(`  ${family.shown.padEnd(width)}  (unset: ${family.each} = ${numbers.join(', ')})`);
        }
        return rows;
      }),
  ];
  return [
    `Effective configuration: every variable, its value and where it comes from (set: the environment;`,
    `default: the embedded default; set by ${derivedBy}: derived from other variables; unset: none, or one the`,
    'api derives at start-up, as README.md "Configuration" says). Secrets are masked.',
    '',
    ...section('api', 'api'),
    '',
    ...section('npm start', 'npm start, npm run dev and the scripts'),
  ].join('\n');
}
