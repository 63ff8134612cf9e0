import { spawnSync } from 'node:child_process';
import { KNOWN_CHAINS } from '@whalewatch/contracts/constants';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PARALLEL_READS as RPC_PARALLEL_READS } from '../chain/rpc/rpc-source';
import { DEFAULT_CORS_ORIGINS, EMBEDDED_SUPABASE_ANON_KEY, loadConfig, SAMPLE_NEWS_FEEDS } from './config';
import { ConfigError, DEFAULT_PARALLEL_READS, describeEnvironment, environmentSchema, formatEnvironment, secrets } from './environment';

const REPO = path.resolve(__dirname, '..', '..', '..');

// A value for every secret the schema marks, each one distinct and easy to spot.
const secretValues: Record<string, string> = {
  DATABASE_URL: 'postgres://whale:pg-password-0001@db.example:5432/whalewatch',
  SMTP_URL: 'smtps://mailer:smtp-password-0002@smtp.example:465',
  AUTH_JWT_SECRET: 'jwt-secret-0003-jwt-secret-0003-jwt-secret',
  SUPABASE_JWT_SECRET: 'supabase-secret-0004-supabase-secret-0004',
  CHAIN_RPC_URL: 'https://eth-mainnet.example/v2/rpc-key-0005?token=rpc-token-0006',
  CHAIN_WS_URL: 'wss://eth-mainnet.example/v2/ws-key-0007',
  ETHERSCAN_API_KEYS: 'research:etherscan-key-0008,etherscan-key-0009',
  ETHERSCAN_API_KEY: 'etherscan-key-0010',
  ETHERSCAN_API_KEY_1: 'etherscan-key-0011',
  ETHERSCAN_API_KEY_20: 'etherscan-key-0012',
  ADMIN_TOKEN: 'admin-token-0013-admin-token-0013-admin-token',
  LLM_API_KEY: 'llm-key-0014',
  PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_paddle-secret-0015',
  PADDLE_API_KEY: 'pdl_sdbx_apikey_paddle-key-0016',
  TELEGRAM_BOT_TOKEN: '123456:telegram-token-0017-ABCDEFGHIJ',
  TELEGRAM_WEBHOOK_SECRET: 'telegram-secret-0018',
  CHAIN_RPC_URL_8453: 'https://base-mainnet.example/v2/rpc-key-0019',
  CHAIN_WS_URL_8453: 'wss://base-mainnet.example/v2/ws-key-0020',
  BLOCKSCOUT_API_KEY: 'blockscout-key-0021',
  ROUTESCAN_API_KEY: 'routescan-key-0022',
  SECRETS_KEY: 'secrets-key-0023-secrets-key-0023-secrets-k',
  SECRETS_PREVIOUS_KEYS: 'previous-key-0024-previous-key-0024-previou,previous-key-0025-previous-key-0025-previou',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-0026',
};
const secretParts = [
  'pg-password-0001',
  'smtp-password-0002',
  'jwt-secret-0003',
  'supabase-secret-0004',
  'rpc-key-0005',
  'rpc-token-0006',
  'ws-key-0007',
  'etherscan-key-00',
  'admin-token-0013',
  'llm-key-0014',
  'paddle-secret-0015',
  'paddle-key-0016',
  'telegram-token-0017',
  'telegram-secret-0018',
  'rpc-key-0019',
  'ws-key-0020',
  'blockscout-key-0021',
  'routescan-key-0022',
  'secrets-key-0023',
  'previous-key-0024',
  'previous-key-0025',
  'service-role-key-0026',
];

describe('configuration from the environment', () => {
  it('keys and confirms notifications for the chain it reads', () => {
    expect(loadConfig({ CHAIN_RPC_URL: 'https://node.example' }).monitor).toMatchObject({ chainId: 1, confirmations: 12 });
    expect(loadConfig({ ETHERSCAN_API_KEY: 'key', ETHERSCAN_CHAIN_ID: '42161' }).monitor).toMatchObject({
      chainId: 42161,
      confirmations: 20,
    });
    expect(loadConfig({ ETHERSCAN_API_KEY: 'key', ETHERSCAN_CHAIN_ID: '10', ETHERSCAN_PLAN: 'paid' }).monitor.chainId).toBe(10);
    expect(loadConfig({ MONITOR: 'off', MONITOR_CONFIRMATIONS: '0', CHAIN_ID: '5' }).monitor).toMatchObject({
      enabled: false,
      confirmations: 0,
      chainId: 5,
    });
  });

  it('links transactions on Etherscan except on the devnet, unless EXPLORER_URL says where', () => {
    expect(loadConfig({}).explorerUrl).toBe('');
    expect(loadConfig({ CHAIN_RPC_URL: 'http://127.0.0.1:8545', CHAIN_ID: '31337' }).explorerUrl).toBe('');
    expect(loadConfig({ CHAIN_RPC_URL: 'https://node.example' }).explorerUrl).toBe('https://etherscan.io');
    expect(loadConfig({ EXPLORER_URL: 'https://sepolia.etherscan.io' }).explorerUrl).toBe('https://sepolia.etherscan.io');
  });

  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});

    expect(config).toEqual({
      role: 'all',
      duties: { serves: true, monitors: true, works: true },
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      dataDir: path.resolve(__dirname, '..', '..', '..', '.data', 'pglite'),
      corsOrigins: DEFAULT_CORS_ORIGINS,
      bodyLimitBytes: 64 * 1024,
      rateLimits: { perIpPerMinute: 1200, writesPerIp: 30, writesPerUser: 600, windowMs: 15 * 60 * 1000 },
      logLevel: 'info',
      siteUrl: 'http://127.0.0.1:3000',
      publicUrl: 'http://127.0.0.1:4000',
      mail: { smtpUrl: 'smtp://127.0.0.1:1025', from: 'Whalewatch <no-reply@whalewatch.local>' },
      auth: {
        jwtSecret: undefined,
        accessTokenTtlSeconds: 3600,
        refreshTokenReuseIntervalSeconds: 10,
        rateLimit: { perIp: 50, perEmail: 10, failedSignInsPerEmailIp: 10, failedSignInsPerEmail: 100, windowMs: 15 * 60 * 1000 },
        supabase: undefined,
        anonKey: EMBEDDED_SUPABASE_ANON_KEY,
      },
      chain: { rpcUrl: 'http://127.0.0.1:8545', wsUrl: 'ws://127.0.0.1:8545', parallelReads: 4 },
      // Both devnet chains: the L1 standing in for Ethereum, the L2 for Base.
      chains: [
        {
          info: { id: 31337, slug: 'ethereum', name: 'Ethereum', nativeSymbol: 'ETH', explorerUrl: '' },
          profile: expect.objectContaining({ confirmations: 2, blockTimeMs: 2_000, defiLlamaChain: 'ethereum' }),
          source: { rpcUrl: 'http://127.0.0.1:8545', wsUrl: 'ws://127.0.0.1:8545', parallelReads: 4 },
        },
        {
          info: { id: 31338, slug: 'base', name: 'Base', nativeSymbol: 'ETH', explorerUrl: '' },
          profile: expect.objectContaining({ confirmations: 2, blockTimeMs: 1_000, defiLlamaChain: 'base' }),
          source: { rpcUrl: 'http://127.0.0.1:8546', wsUrl: 'ws://127.0.0.1:8546', parallelReads: 4 },
        },
      ],
      prices: { source: 'dev', defiLlamaUrl: 'https://coins.llama.fi' },
      adminToken: undefined,
      secrets: { key: undefined, previousKeys: [] },
      monitor: { enabled: true, chainId: 31337, confirmations: 2, pollIntervalMs: 250, batchSize: 50 },
      // The devnet's transactions are on no public explorer: no links to one.
      explorerUrl: '',
      alertEmailGapMs: 300_000,
      notificationStreamsPerUser: 10,
      requestTimeoutMs: 30_000,
      apiDocs: true,
      billing: {
        webhookSecret: undefined,
        paddleApi: undefined,
        prices: { starter: undefined, pro: undefined, 'privacy-shield': undefined },
      },
      news: { enabled: true, feeds: SAMPLE_NEWS_FEEDS, refreshMs: 900_000, llm: undefined },
      channels: {
        enabled: true,
        allowLoopback: true,
        timeoutMs: 10_000,
        leaseMs: 60_000,
        pollMs: 1_000,
        lanes: 4,
        discordHosts: [],
        slackHosts: [],
        telegram: undefined,
      },
    });
    expect(SAMPLE_NEWS_FEEDS).toHaveLength(3);
    for (const feed of SAMPLE_NEWS_FEEDS) expect(fs.existsSync(new URL(feed))).toBe(true);
    expect(DEFAULT_CORS_ORIGINS).toContain('http://localhost:3000');
    expect(DEFAULT_CORS_ORIGINS).toContain('http://127.0.0.1:3006');
  });

  it('reads the secrets-at-rest key and the previous keys, each 32 bytes in base64url', () => {
    const [current, first, second] = [1, 2, 3].map((fill) => Buffer.alloc(32, fill).toString('base64url'));
    expect(loadConfig({ SECRETS_KEY: current, SECRETS_PREVIOUS_KEYS: ` ${first}, ${second},` }).secrets).toEqual({
      key: current,
      previousKeys: [first, second],
    });
    const message = 'must be 32 random bytes in base64url (43 characters of A–Z, a–z, 0–9, _ and -)';
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(`SECRETS_KEY: ${message}`);
    expect(() => loadConfig({ SECRETS_PREVIOUS_KEYS: `${first},${current}=` })).toThrow(`SECRETS_PREVIOUS_KEYS.1: ${message}`);
  });

  it('reads the Paddle webhook secret and the price of each plan, and refuses a price id that is not one', () => {
    const config = loadConfig({
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_01secret',
      PADDLE_PRICE_STARTER: 'pri_01a',
      PADDLE_PRICE_PRO: 'pri_01b',
      PADDLE_PRICE_PRIVACY_SHIELD: 'pri_01c',
    });
    expect(config.billing).toEqual({
      webhookSecret: 'pdl_ntfset_01secret',
      prices: { starter: 'pri_01a', pro: 'pri_01b', 'privacy-shield': 'pri_01c' },
    });
    expect(() => loadConfig({ PADDLE_PRICE_PRO: 'pro' })).toThrow(/PADDLE_PRICE_PRO: must be a Paddle price id/);
  });

  it('reads the news feeds, the refresh interval and the LLM endpoint (used only with its key)', () => {
    const config = loadConfig({
      NEWS_FEEDS: 'https://feeds.example/rss, file:///srv/news/local.xml',
      NEWS_REFRESH_MS: '60000',
      LLM_BASE_URL: 'https://llm.example/v1',
      LLM_API_KEY: 'sk-1',
      NEWS: 'off',
    });
    expect(config.news).toEqual({
      enabled: false,
      feeds: ['https://feeds.example/rss', 'file:///srv/news/local.xml'],
      refreshMs: 60_000,
      llm: { baseUrl: 'https://llm.example/v1', apiKey: 'sk-1', model: 'gpt-4o-mini' },
    });
    expect(loadConfig({ LLM_BASE_URL: 'https://llm.example/v1' }).news.llm).toBeUndefined();
    expect(() => loadConfig({ NEWS_FEEDS: 'ftp://feeds.example/rss' })).toThrow(
      /NEWS_FEEDS.0: must be http\(s\):\/\/ or file:\/\/ feed URLs/,
    );
  });

  it('reads the alert channel settings: production mode off the devnet, delivery where the monitor runs, Telegram with its token', () => {
    expect(loadConfig({ CHAIN_RPC_URL: 'https://node.example' }).channels).toMatchObject({ allowLoopback: false, enabled: true });
    expect(loadConfig({ CHAIN_RPC_URL: 'https://node.example', CHANNELS_ALLOW_LOOPBACK: 'on', MONITOR: 'off' }).channels).toMatchObject({
      allowLoopback: true,
      enabled: false,
    });
    expect(loadConfig({ MONITOR: 'off', CHANNELS: 'on' }).channels.enabled).toBe(true);
    expect(
      loadConfig({ DISCORD_WEBHOOK_HOSTS: '127.0.0.1:9001, Proxy.example', SLACK_WEBHOOK_HOSTS: '[::1]:9002' }).channels,
    ).toMatchObject({ discordHosts: ['127.0.0.1:9001', 'proxy.example'], slackHosts: ['[::1]:9002'] });
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123456:ABCdefGHIjklMNOpqrSTUvwx' }).channels.telegram).toEqual({
      token: '123456:ABCdefGHIjklMNOpqrSTUvwx',
      apiUrl: 'https://api.telegram.org',
      webhook: undefined,
    });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrow(/TELEGRAM_BOT_TOKEN: must be a bot token/);
    expect(() =>
      loadConfig({
        TELEGRAM_BOT_TOKEN: '123456:ABCdefGHIjklMNOpqrSTUvwx',
        TELEGRAM_WEBHOOK_URL: 'https://api.example/channels/telegram/webhook',
      }),
    ).toThrow(/TELEGRAM_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ CHANNEL_TIMEOUT_MS: '10000', CHANNEL_LEASE_MS: '15000' })).toThrow(
      /CHANNEL_LEASE_MS: must be at least twice CHANNEL_TIMEOUT_MS/,
    );
  });

  it('rejects API_PORT=abc with a message naming API_PORT', () => {
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(/API_PORT: must be a whole number/);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ API_PORT: '70000', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrow(
      /API_PORT: must be at most 65535.*DATABASE_URL: must be a postgres.*LOG_LEVEL/,
    );
  });

  it('reads a comma-separated list of CORS origins', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://whalewatch.example, http://localhost:8080' });

    expect(config.corsOrigins).toEqual(['https://whalewatch.example', 'http://localhost:8080']);
  });

  it('runs everything in one process by default, and each part where its ROLE says', () => {
    const parts = (env: NodeJS.ProcessEnv) => {
      const config = loadConfig(env);
      return {
        role: config.role,
        serves: config.duties.serves,
        monitor: config.monitor.enabled,
        channels: config.channels.enabled,
        news: config.news.enabled,
        works: config.duties.works,
      };
    };
    expect(parts({})).toEqual({ role: 'all', serves: true, monitor: true, channels: true, news: true, works: true });
    expect(parts({ ROLE: 'web' })).toEqual({ role: 'web', serves: true, monitor: false, channels: false, news: false, works: false });
    expect(parts({ ROLE: 'monitor' })).toEqual({
      role: 'monitor',
      serves: false,
      monitor: true,
      channels: false,
      news: false,
      works: false,
    });
    expect(parts({ ROLE: 'workers' })).toEqual({ role: 'workers', serves: false, monitor: false, channels: true, news: true, works: true });
    // The parts' own switches still hold within a role.
    expect(parts({ ROLE: 'workers', NEWS: 'off', CHANNELS: 'off' })).toMatchObject({ channels: false, news: false, works: true });
    expect(parts({ ROLE: 'all', MONITOR: 'off' })).toMatchObject({ monitor: false, channels: false, serves: true });
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(/ROLE: /);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ API_PORT: '' }).port).toBe(4000);
  });

  it('delegates accounts to a hosted Supabase project only with its anon key', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_ANON_KEY: required when SUPABASE_URL is set/);
    const config = loadConfig({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'anon' });
    expect(config.auth.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon', jwtSecret: undefined });
  });

  it('refuses a JWT secret shorter than 32 characters', () => {
    expect(() => loadConfig({ AUTH_JWT_SECRET: 'short' })).toThrow(/AUTH_JWT_SECRET: must be at least 32 characters/);
  });

  it('reads chain data from Etherscan when keys are set, numbered keys first, without repeats, as one account at 3 calls a second', () => {
    const config = loadConfig({
      ETHERSCAN_API_KEY: 'DEFAULT',
      ETHERSCAN_API_KEY_2: 'TWO',
      ETHERSCAN_API_KEY_1: 'ONE',
      ETHERSCAN_API_KEY_3: 'ONE',
    });

    expect(config.chain.etherscan).toEqual({
      baseUrl: 'https://api.etherscan.io/v2/api',
      chainId: 1,
      accounts: [{ name: 'default', keys: ['ONE', 'TWO', 'DEFAULT'] }],
      ratePerSecond: 3,
    });
    expect(config.prices.source).toBe('defillama');
  });

  it('reads which Etherscan keys share an account from ETHERSCAN_API_KEYS, and each account’s budget from ETHERSCAN_RATE_PER_SECOND', () => {
    const config = loadConfig({ ETHERSCAN_API_KEYS: 'research:R1,R2;alerts:A1', ETHERSCAN_RATE_PER_SECOND: '5' });

    expect(config.chain.etherscan).toMatchObject({
      accounts: [
        { name: 'research', keys: ['R1', 'R2'] },
        { name: 'alerts', keys: ['A1'] },
      ],
      ratePerSecond: 5,
    });
    expect(() => loadConfig({ ETHERSCAN_API_KEYS: 'research:R1;research:R2' })).toThrow(
      'Invalid configuration: ETHERSCAN_API_KEYS: the account name "research" is used twice',
    );
    expect(() => loadConfig({ ETHERSCAN_API_KEY: 'K', ETHERSCAN_RATE_PER_SECOND: '0' })).toThrow(
      /ETHERSCAN_RATE_PER_SECOND: must be at least 1/,
    );
  });

  it('prices from DefiLlama once the chain is not the local devnet', () => {
    expect(loadConfig({ CHAIN_RPC_URL: 'https://eth.example/rpc' }).prices.source).toBe('defillama');
    expect(loadConfig({ CHAIN_RPC_URL: 'https://eth.example/rpc', PRICES_SOURCE: 'dev' }).prices.source).toBe('dev');
  });

  it('reads the same default for the RPC reads as the RPC source keeps', () => {
    expect(DEFAULT_PARALLEL_READS).toBe(RPC_PARALLEL_READS);
  });
});

describe('DATA_DIR: the local state root, in every process', () => {
  it('keeps the embedded database in DATA_DIR/pglite unless PGLITE_DIR says where', () => {
    expect(loadConfig({ DATA_DIR: '/srv/whalewatch' }).dataDir).toBe(path.join('/srv/whalewatch', 'pglite'));
    expect(loadConfig({ DATA_DIR: '/srv/whalewatch', PGLITE_DIR: '/mnt/fast/db' }).dataDir).toBe('/mnt/fast/db');
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(loadConfig({}).dataDir).toBe(path.join(REPO, '.data', 'pglite'));
  });

  it('reads relative paths from the repository, whichever folder the process runs in', () => {
    expect(loadConfig({ DATA_DIR: 'state' }).dataDir).toBe(path.join(REPO, 'state', 'pglite'));
    expect(loadConfig({ PGLITE_DIR: 'db' }).dataDir).toBe(path.join(REPO, 'db'));
  });

  it('refuses DATA_DIR=memory://, pointing at PGLITE_DIR', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://' })).toThrow(
      /DATA_DIR: must be a directory \(for an in-memory database set PGLITE_DIR=memory:\/\/\)/,
    );
  });
});

describe('the effective configuration, printed', () => {
  it('marks every secret in the schema', () => {
    const marked = Object.entries(environmentSchema.shape)
      .filter(([, schema]) => secrets.has(schema))
      .map(([name]) => name);
    const numbered = [
      ...Array.from({ length: 20 }, (_, index) => `ETHERSCAN_API_KEY_${index + 1}`),
      ...KNOWN_CHAINS.flatMap((chain) => [`CHAIN_RPC_URL_${chain.id}`, `CHAIN_WS_URL_${chain.id}`]),
    ];
    expect(marked.sort()).toEqual([...Object.keys(secretValues).filter((name) => !numbered.includes(name)), ...numbered].sort());
  });

  it('lists every variable with its value and whether it is the default, and never a secret’s value', () => {
    const env = { ...secretValues, API_PORT: '4100', DATA_DIR: '/srv/whalewatch' };
    const lines = describeEnvironment(env);
    const text = formatEnvironment(lines);

    expect(lines.map((line) => line.variable).sort()).toEqual(Object.keys(environmentSchema.shape).sort());
    expect(lines.find((line) => line.variable === 'API_PORT')).toMatchObject({ value: '4100', source: 'set', secret: false });
    expect(lines.find((line) => line.variable === 'API_HOST')).toMatchObject({ value: '127.0.0.1', source: 'default' });
    expect(lines.find((line) => line.variable === 'PGLITE_DIR')).toMatchObject({
      value: path.join('/srv/whalewatch', 'pglite'),
      source: 'default',
    });
    expect(lines.find((line) => line.variable === 'PRICES_SOURCE')).toMatchObject({ value: '(unset)', source: 'unset' });
    expect(text).toMatch(/API_PORT +4100 +\(set\)/);
    expect(text).toMatch(/API_HOST +127\.0\.0\.1 +\(default\)/);
    // URLs keep their shape, without credentials.
    expect(text).toContain('postgres://whale:********@db.example:5432/whalewatch');
    expect(text).toContain('smtps://mailer:********@smtp.example:465');
    expect(text).toContain('https://eth-mainnet.example/********?token=********');
    for (const part of secretParts) expect(text).not.toContain(part);
  });

  it('names each invalid variable with its reason', () => {
    let thrown: unknown;
    try {
      describeEnvironment({ API_PORT: 'abc', WEB_PORT: '70000', ADMIN_TOKEN: 'short-admin-token' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems).toEqual([
      { variable: 'API_PORT', message: 'must be a whole number' },
      { variable: 'ADMIN_TOKEN', message: 'must be at least 32 characters' },
      { variable: 'WEB_PORT', message: 'must be at most 65535' },
    ]);
    // The rejected value is not echoed back: a mistyped secret stays secret.
    expect((thrown as ConfigError).message).not.toContain('short-admin-token');
  });
});

describe('npm start -- --config', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-config-')), 'state');
  });
  afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/start.mjs', '--config'], {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('prints the configuration npm start would run with, secrets masked, and starts nothing', () => {
    const run = start({ ...secretValues, WEB_PORT: '3100' });

    expect(run.stderr).not.toMatch(/Invalid configuration/);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`DATA_DIR +${dataDir} +\\(set\\)`));
    expect(run.stdout).toMatch(new RegExp(`PGLITE_DIR +${path.join(dataDir, 'pglite')} +\\(default\\)`));
    expect(run.stdout).toMatch(/WEB_PORT +3100 +\(set\)/);
    // Derived by npm start from WEB_PORT: the api is handed the shell's URL.
    expect(run.stdout).toMatch(/SITE_URL +http:\/\/127\.0\.0\.1:3100 +\(set by npm start\)/);
    expect(run.stdout).toMatch(/ADMIN_TOKEN +\*{8} +\(set, secret\)/);
    for (const part of secretParts) expect(run.stdout + run.stderr).not.toContain(part);
    // Nothing started: npm start creates DATA_DIR (and its registry and pid file) first thing.
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 120_000);

  it('names an invalid variable and exits non-zero', () => {
    const run = start({ API_PORT: 'abc', DEVNET_PORT: '0' });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:\n  API_PORT: must be a whole number\n  DEVNET_PORT: must be at least 1');
    expect(run.stdout).toBe('');
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 120_000);
});
