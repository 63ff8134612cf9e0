import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CORS_ORIGINS, EMBEDDED_SUPABASE_ANON_KEY, loadConfig, SAMPLE_NEWS_FEEDS } from './config';

describe('configuration from the environment', () => {
  it('keys and confirms notifications for the chain it reads', () => {
    expect(loadConfig({ CHAIN_RPC_URL: 'https://node.example' }).monitor).toMatchObject({ chainId: 1, confirmations: 12 });
    expect(loadConfig({ ETHERSCAN_API_KEY: 'key', ETHERSCAN_CHAIN_ID: '10' }).monitor.chainId).toBe(10);
    expect(loadConfig({ MONITOR: 'off', MONITOR_CONFIRMATIONS: '0', CHAIN_ID: '5' }).monitor).toMatchObject({ enabled: false, confirmations: 0, chainId: 5 });
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
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      dataDir: path.resolve(__dirname, '..', '..', '.data', 'pglite'),
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
      chain: { rpcUrl: 'http://127.0.0.1:8545', wsUrl: 'ws://127.0.0.1:8545', parallelReads: 4, etherscan: undefined },
      prices: { source: 'dev', defiLlamaUrl: 'https://coins.llama.fi' },
      adminToken: undefined,
      monitor: { enabled: true, chainId: 31337, confirmations: 2, pollIntervalMs: 250, batchSize: 50 },
      // The devnet's transactions are on no public explorer: no links to one.
      explorerUrl: '',
      alertEmailGapMs: 300_000,
      notificationStreamsPerUser: 10,
      requestTimeoutMs: 30_000,
      apiDocs: true,
      billing: { webhookSecret: undefined, paddleApi: undefined, prices: { starter: undefined, pro: undefined, 'privacy-shield': undefined } },
      news: { enabled: true, feeds: SAMPLE_NEWS_FEEDS, refreshMs: 900_000, llm: undefined },
      channels: { enabled: true, allowLoopback: true, timeoutMs: 10_000, leaseMs: 60_000, pollMs: 1_000, lanes: 4, discordHosts: [], slackHosts: [], telegram: undefined },
    });
    expect(SAMPLE_NEWS_FEEDS).toHaveLength(3);
    for (const feed of SAMPLE_NEWS_FEEDS) expect(fs.existsSync(new URL(feed))).toBe(true);
    expect(DEFAULT_CORS_ORIGINS).toContain('http://localhost:3000');
    expect(DEFAULT_CORS_ORIGINS).toContain('http://127.0.0.1:3006');
  });

  it('reads the Paddle webhook secret and the price of each plan, and refuses a price id that is not one', () => {
    const config = loadConfig({ PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_01secret', PADDLE_PRICE_STARTER: 'pri_01a', PADDLE_PRICE_PRO: 'pri_01b', PADDLE_PRICE_PRIVACY_SHIELD: 'pri_01c' });
    expect(config.billing).toEqual({ webhookSecret: 'pdl_ntfset_01secret', prices: { starter: 'pri_01a', pro: 'pri_01b', 'privacy-shield': 'pri_01c' } });
    expect(() => loadConfig({ PADDLE_PRICE_PRO: 'pro' })).toThrow(/PADDLE_PRICE_PRO: must be a Paddle price id/);
  });

  it('reads the news feeds, the refresh interval and the LLM endpoint (used only with its key)', () => {
    const config = loadConfig({ NEWS_FEEDS: 'https://feeds.example/rss, file:///srv/news/local.xml', NEWS_REFRESH_MS: '60000', LLM_BASE_URL: 'https://llm.example/v1', LLM_API_KEY: 'sk-1', NEWS: 'off' });
    expect(config.news).toEqual({
      enabled: false,
      feeds: ['https://feeds.example/rss', 'file:///srv/news/local.xml'],
      refreshMs: 60_000,
      llm: { baseUrl: 'https://llm.example/v1', apiKey: 'sk-1', model: 'gpt-4o-mini' },
    });
    expect(loadConfig({ LLM_BASE_URL: 'https://llm.example/v1' }).news.llm).toBeUndefined();
    expect(() => loadConfig({ NEWS_FEEDS: 'ftp://feeds.example/rss' })).toThrow(/NEWS_FEEDS.0: must be http\(s\):\/\/ or file:\/\/ feed URLs/);
  });

  it('reads the alert channel settings: production mode off the devnet, delivery where the monitor runs, Telegram with its token', () => {
    expect(loadConfig({ CHAIN_RPC_URL: 'https://node.example' }).channels).toMatchObject({ allowLoopback: false, enabled: true });
    expect(loadConfig({ CHAIN_RPC_URL: 'https://node.example', CHANNELS_ALLOW_LOOPBACK: 'on', MONITOR: 'off' }).channels).toMatchObject({ allowLoopback: true, enabled: false });
    expect(loadConfig({ MONITOR: 'off', CHANNELS: 'on' }).channels.enabled).toBe(true);
    expect(loadConfig({ DISCORD_WEBHOOK_HOSTS: '127.0.0.1:9001, Proxy.example', SLACK_WEBHOOK_HOSTS: '[::1]:9002' }).channels).toMatchObject({ discordHosts: ['127.0.0.1:9001', 'proxy.example'], slackHosts: ['[::1]:9002'] });
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123456:ABCdefGHIjklMNOpqrSTUvwx' }).channels.telegram).toEqual({ token: '123456:ABCdefGHIjklMNOpqrSTUvwx', apiUrl: 'https://api.telegram.org', webhook: undefined });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrow(/TELEGRAM_BOT_TOKEN: must be a bot token/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: '123456:ABCdefGHIjklMNOpqrSTUvwx', TELEGRAM_WEBHOOK_URL: 'https://api.example/channels/telegram/webhook' })).toThrow(/TELEGRAM_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ CHANNEL_TIMEOUT_MS: '10000', CHANNEL_LEASE_MS: '15000' })).toThrow(/CHANNEL_LEASE_MS: must be at least twice CHANNEL_TIMEOUT_MS/);
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

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ API_PORT: '' }).port).toBe(4000);
  });

  it('delegates accounts to a hosted Supabase project only with its anon key', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /SUPABASE_ANON_KEY: required when SUPABASE_URL is set/,
    );
    const config = loadConfig({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'anon' });
    expect(config.auth.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon', jwtSecret: undefined });
  });

  it('refuses a JWT secret shorter than 32 characters', () => {
    expect(() => loadConfig({ AUTH_JWT_SECRET: 'short' })).toThrow(/AUTH_JWT_SECRET: must be at least 32 characters/);
  });

  it('reads chain data from Etherscan when keys are set, numbered keys first, without repeats, as one account at 3 calls a second', () => {
    const config = loadConfig({ ETHERSCAN_API_KEY: 'DEFAULT', ETHERSCAN_API_KEY_2: 'TWO', ETHERSCAN_API_KEY_1: 'ONE', ETHERSCAN_API_KEY_3: 'ONE' });

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
    expect(() => loadConfig({ ETHERSCAN_API_KEY: 'K', ETHERSCAN_RATE_PER_SECOND: '0' })).toThrow(/ETHERSCAN_RATE_PER_SECOND: must be at least 1/);
  });

  it('prices from DefiLlama once the chain is not the local devnet', () => {
    expect(loadConfig({ CHAIN_RPC_URL: 'https://eth.example/rpc' }).prices.source).toBe('defillama');
    expect(loadConfig({ CHAIN_RPC_URL: 'https://eth.example/rpc', PRICES_SOURCE: 'dev' }).prices.source).toBe('dev');
  });
});
