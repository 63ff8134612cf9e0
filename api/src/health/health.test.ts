import { errorMessage } from '@whalewatch/contracts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { EtherscanError, fallbackSource, type ChainSource } from '../chain';
import type { Database } from '../db/database';
import { monitorCursors, notifications } from '../db/schema';
import { PricesUnavailableError, type PriceSource } from '../prices';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../testing/test-app';
import { CHAIN_UNREACHABLE } from './service';

/** A chain that answers the one call /health makes. */
const answeringChain = { name: 'rpc', latestBlockNumber: async () => 1234n } as unknown as ChainSource;
/** An explorer (Etherscan keys configured): the monitor polls wallets instead of following blocks. */
const explorerChain = {
  name: 'etherscan',
  latestBlockNumber: async () => 1234n,
  walletPolling: { activity: async () => ({ transactions: [], logs: [] }), requestsPerPoll: 2, requestsPerSecond: 3 },
} as unknown as ChainSource;

describe('GET /health', () => {
  let api: TestApp;
  afterEach(() => api.close());

  const health = async () => {
    const response = await api.app.inject({ method: 'GET', url: '/health' });
    return { status: response.statusCode, body: response.json() };
  };

  it('is ok, with no reasons, when the database, its tables and the chain all answer', async () => {
    api = await createTestApp({}, { chain: answeringChain });

    expect(await health()).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: 'ok',
        chain: { source: 'rpc', latestBlock: '1234' },
        chains: [{ id: 1, slug: 'ethereum', name: 'Ethereum', source: 'rpc', latestBlock: '1234' }],
        reasons: [],
        monitor: [],
        overdueEmails: 0,
        billingConflicts: 0,
        services: {},
      },
    });
  });

  it('answers each chain on its own: one whose node hangs is degraded, the other answers, and the answer does not wait long', async () => {
    const hanging = { ...answeringChain, latestBlockNumber: () => new Promise<bigint>(() => {}) };
    api = await createTestApp(
      { CHAINS: '31337,31338', CHAIN_RPC_URL: 'http://127.0.0.1:9', CHAIN_RPC_URL_31338: 'http://127.0.0.1:9' },
      {
        chains: new Map([
          [31337, answeringChain],
          [31338, hanging],
        ]),
      },
    );
    const started = Date.now();
    const { body } = await health();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(body).toMatchObject({
      status: 'degraded',
      chains: [
        { id: 31337, slug: 'ethereum', name: 'Ethereum', source: 'rpc', latestBlock: '1234' },
        { id: 31338, slug: 'base', name: 'Base', source: 'rpc', error: 'Chain unreachable' },
      ],
    });
    expect(body.reasons).toContain('Base (chain 31338): Chain unreachable: its alerts resume where they stopped once it is back');
  });

  it('is degraded, naming the chain, when the chain cannot be reached', async () => {
    api = await createTestApp();

    const { status, body } = await health();

    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', database: 'ok', chain: { source: 'rpc', error: CHAIN_UNREACHABLE } });
    expect(body.reasons).toEqual([expect.stringMatching(/^chain: last call failed at \S+: /)]);
    expect(body.services.chain).toEqual({ lastError: expect.any(String), lastErrorAt: expect.any(String), lastOkAt: null });
  });

  it("is degraded with the chain source's own reasons, such as an Etherscan key set aside, while the chain still answers", async () => {
    const setAside =
      'Etherscan API key …0001 (account "default") is set aside until 2026-11-20T12:01:00.000Z: Etherscan answered "Invalid API Key"; it is tried again then';
    api = await createTestApp({}, { chain: { ...answeringChain, name: 'etherscan', problems: () => [setAside] } });

    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'degraded', chain: { source: 'etherscan', latestBlock: '1234' }, reasons: [setAside] },
    });
  });

  it('lists a chain’s sources in order and which serves, the one set aside among the reasons', async () => {
    const failure = 'Blockscout proxy/eth_blockNumber failed after 0 retries: HTTP 502';
    const down = {
      name: 'blockscout',
      latestBlockNumber: () => Promise.reject(new EtherscanError('network', failure)),
    } as unknown as ChainSource;
    const chain = fallbackSource([
      { source: down, deadlineMs: 1_000 },
      { source: answeringChain, deadlineMs: 1_000 },
    ]);
    api = await createTestApp({}, { chain });

    const { body } = await health();

    const until: unknown = body.chain.sources?.[0]?.setAsideUntil;
    expect(until).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/));
    const state = {
      source: 'rpc',
      latestBlock: '1234',
      sources: [
        { name: 'blockscout', serving: false, setAsideUntil: until, reason: failure },
        { name: 'rpc', serving: true },
      ],
    };
    expect(body).toMatchObject({ status: 'degraded', chain: state, chains: [{ id: 1, slug: 'ethereum', name: 'Ethereum', ...state }] });
    expect(body.reasons).toEqual([
      `Blockscout is set aside until ${String(until)}: ${failure}`,
      'The node (rpc) serves this chain meanwhile',
    ]);
  });

  it('is degraded when a core table cannot be read, where `select 1` alone stayed green', async () => {
    api = await createTestApp({}, { chain: answeringChain });
    await api.database.db.execute(sql`alter table users rename to users_lost`);

    const { status, body } = await health();

    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.reasons).toEqual(['Table users cannot be read: relation "users" does not exist']);
  });

  it('is degraded when a migration this build ships is not applied', async () => {
    api = await createTestApp({}, { chain: answeringChain });
    await api.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );

    expect((await health()).body.reasons).toEqual(['Database migrations are not all applied: restart the api to apply them']);
  });

  it('names a mail server whose last send failed, and clears it once a send goes through', async () => {
    let down = true;
    const mailer = { send: async () => (down ? Promise.reject(new Error('Greeting never received')) : undefined), close: () => {} };
    api = await createTestApp({}, { chain: answeringChain, mailer });
    const signUp = () =>
      api.app.inject({
        method: 'POST',
        url: '/auth/signup/initiate',
        payload: { email: `${randomUUID()}@example.com`, password: 'correct horse battery' },
      });

    await signUp();
    expect((await health()).body.reasons).toEqual([expect.stringMatching(/^smtp: last call failed at \S+: Greeting never received$/)]);

    down = false;
    await signUp();
    expect((await health()).body).toMatchObject({ status: 'ok', reasons: [] });
  });

  it('names the news feeds when the last one read could not be reached', async () => {
    api = await createTestApp({ NEWS_FEEDS: 'http://127.0.0.1:9/feed.xml' }, { chain: answeringChain });

    await api.app.news.refresh();

    expect((await health()).body.reasons).toEqual([expect.stringMatching(/^news: last call failed at \S+: /)]);
  });

  it('names the price source by its own account of what failed, once, and clears it when the source recovers', async () => {
    const outage = 'Prices from DefiLlama are unavailable since 2026-11-24T10:00:00.000Z: DefiLlama did not answer within 8000 ms';
    let problem: string | null = outage;
    const prices: PriceSource = {
      tokenPrices: async () => new Map(),
      ethPrice: async () => null,
      pricesAt: async () => Promise.reject(new PricesUnavailableError('DefiLlama did not answer within 8000 ms')),
      priceSeries: async () => [],
      problem: () => problem,
    };
    api = await createTestApp({}, { chain: answeringChain, prices });
    await api.app.prices.pricesAt([{ asset: 'eth', at: 1_764_000_000 }]).catch(() => undefined);

    expect((await health()).body).toMatchObject({ status: 'degraded', reasons: [outage] });

    problem = null;
    expect((await health()).body).toMatchObject({ status: 'ok', reasons: [] });
  });

  it('reports a monitor cursor that stopped moving and alert emails long overdue', async () => {
    // The monitor runs but cannot move: this chain answers no blocks.
    api = await createTestApp({ MONITOR: 'on', MONITOR_POLL_MS: '3600000', CHAIN_ID: '31337' }, { chain: answeringChain });
    const { db } = api.database;
    await api.app.ready();
    const longAgo = new Date(Date.now() - 20 * 60_000);
    await db
      .insert(monitorCursors)
      .values({ chain: 'rpc:31337', blockNumber: 7, blockHash: '0xabc', updatedAt: longAgo })
      .onConflictDoUpdate({ target: monitorCursors.chain, set: { updatedAt: longAgo } });
    await db.insert(notifications).values({
      idempotencyKey: randomUUID(),
      userId: randomUUID(),
      kind: 'transaction',
      walletAddress: '0x00000000000000000000000000000000000000aa',
      walletNickname: 'Whale',
      direction: 'out',
      amount: '1',
      symbol: 'ETH',
      status: 'confirmed',
      createdAt: longAgo,
    });

    const { body } = await health();

    expect(body.status).toBe('degraded');
    expect(body.reasons).toEqual([
      expect.stringMatching(/^The wallet monitor has not advanced on chain rpc:31337 for 1[23]\d\d s \(last block 7\)$/),
      expect.stringMatching(/^1 alert email is overdue \(oldest from .+\)$/),
    ]);
    expect(body.overdueEmails).toBe(1);
  });

  it("answers 503 'Database unavailable' when the database cannot be queried", async () => {
    api = await createTestApp();
    await api.database.close();

    const response = await api.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: errorMessage('database_unavailable'), code: 'database_unavailable' });
  });
});

describe('GET /health: the monitor cursors of chains the configuration follows', () => {
  const twentyMinutesAgo = () => new Date(Date.now() - 20 * 60_000);
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await database.close();
  });

  /** The data directory restarted under `env`: the cursor rows a previous configuration left are still there. */
  async function restartWith(env: NodeJS.ProcessEnv, chain: ChainSource) {
    app = await buildApp(testConfig({ MONITOR: 'on', MONITOR_POLL_MS: '3600000', ...env }), { database, chain });
    await app.ready();
    return (await app.inject({ method: 'GET', url: '/health' })).json<{
      status: string;
      reasons: string[];
      monitor: { chain: string; blockNumber: number }[];
    }>();
  }

  it('is ok when the only stale cursor is the devnet’s, after the same data directory restarted with Etherscan keys; the row stays untouched', async () => {
    const updatedAt = twentyMinutesAgo();
    // What a devnet run left: the block monitor's cursor on chain 31337.
    await database.db.insert(monitorCursors).values({ chain: 'rpc:31337', blockNumber: 7, blockHash: '0xabc', updatedAt });

    const body = await restartWith({ ETHERSCAN_API_KEYS: 'TESTKEY1' }, explorerChain);

    expect(body).toMatchObject({ status: 'ok', reasons: [], monitor: [{ chain: 'rpc:31337', blockNumber: 7 }] });
    expect(await database.db.select().from(monitorCursors).where(eq(monitorCursors.chain, 'rpc:31337'))).toEqual([
      { chain: 'rpc:31337', blockNumber: 7, blockHash: '0xabc', updatedAt },
    ]);
  });

  it('is degraded by a stale cursor of the chain it follows, naming it, and not by the stale cursor of a chain no longer configured', async () => {
    await database.db.insert(monitorCursors).values([
      { chain: 'rpc:1', blockNumber: 5, blockHash: '0xdef', updatedAt: twentyMinutesAgo() },
      { chain: 'rpc:31337', blockNumber: 7, blockHash: '0xabc', updatedAt: twentyMinutesAgo() },
    ]);

    // This chain answers no blocks, so the running monitor cannot move its cursor.
    const body = await restartWith({ CHAIN_ID: '31337' }, answeringChain);

    expect(body.status).toBe('degraded');
    expect(body.reasons).toEqual([
      expect.stringMatching(/^The wallet monitor has not advanced on chain rpc:31337 for 1[23]\d\d s \(last block 7\)$/),
    ]);
  });
});
