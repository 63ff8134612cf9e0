// Two api processes (`node dist/server.js`) against one real PostgreSQL, both running the wallet monitor.
// Following a devnet block by block: each whale transaction is notified once per watcher (the cursor row
// is claimed FOR UPDATE SKIP LOCKED), every process's streams receive their users' notifications
// (LISTEN/NOTIFY), and when one process is killed mid-work the other carries on with no gap, no
// duplicate, and a browser that reconnects to it resumes after the last event it saw. Polling wallets
// through an explorer (a fake Etherscan over HTTP): the processes split the due wallets between them,
// each event notified once. Split by role (ROLE web, monitor, workers): each does its part and only it.
import { startDevnet, tokenBySymbol, type Devnet } from '@whalewatch/devnet';
import { Pool } from 'pg';
import {
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  publicActions,
  toHex,
  walletActions,
  type Address,
  type Hash,
} from 'viem';
import { foundry } from 'viem/chains';
import { buildApp, type App } from '../app';
import { getLogsList, routes, txlistList } from '../chain/etherscan/testing/explorer-lists';
import { rpcResult, startFakeEtherscan, type FakeEtherscan } from '../chain/etherscan/testing/fake-etherscan';
import { addressOf, hashOf, txlistRecord } from '../chain/etherscan/testing/records';
import type { PlanId } from '../plans/plans';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { silentTcpServer, type FaultyServer } from '../testing/faulty-servers';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { openStream, type NotificationStream, type StreamEvent } from '../testing/sse-stream';
import { testConfig } from '../testing/test-app';

jest.setTimeout(180_000);

const ALL_ON = { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0 };
// No pause between a wallet's alert emails (each transaction's email shows that one process sent it),
// and the devnet's price table.
const COMMON_ENV = {
  MONITOR_POLL_MS: '100',
  MONITOR_CONFIRMATIONS: '1',
  ALERT_EMAIL_GAP_MS: '0',
  PRICES_SOURCE: 'dev',
  AUTH_JWT_SECRET: TEST_JWT_SECRET,
  ADMIN_TOKEN: TEST_ADMIN_TOKEN,
};

let postgres: PostgresCluster;
let mailbox: Mailbox;
/** The database of the describe block running, with its two api processes and the api used for set-up. */
let pool: Pool;
let processes: ApiProcess[] = [];
let setup: App;

beforeAll(async () => {
  [postgres, mailbox] = await Promise.all([startPostgresCluster(), startMailbox()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([postgres?.stop(), mailbox?.close()]);
});

/** A database of its own, an api process on it for each of `envs`, and an api in this process (no monitor) for set-up. */
async function startProcesses(database: string, envs: NodeJS.ProcessEnv[]): Promise<void> {
  const url = await postgres.createDatabase(database);
  pool = new Pool({ connectionString: url });
  const shared = { ...COMMON_ENV, DATABASE_URL: url, SMTP_URL: mailbox.smtpUrl };
  // They start at once on an empty database: they migrate it together.
  processes = await Promise.all(envs.map((env) => startApiProcess({ ...shared, ...env })));
  setup = await buildApp(testConfig(shared));
}

async function stopProcesses(): Promise<void> {
  await Promise.all(processes.map((api) => api.kill('SIGTERM')));
  await setup?.close();
  await pool?.end();
}

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

async function userOn(plan: PlanId): Promise<SessionBody> {
  const session = await signUp(setup, mailbox);
  await setPlan(setup, session.user.email, plan);
  return session;
}

async function track(session: SessionBody, wallets: Address[], checkInterval = 60_000) {
  const response = await setup.inject({
    method: 'POST',
    url: '/users/register',
    headers: as(session),
    payload: {
      email: session.user.email,
      checkInterval,
      wallets: wallets.map((address, n) => ({ address, nickname: `Whale ${n + 1}`, monitorOptions: ALL_ON })),
    },
  });
  expect(response.statusCode).toBe(200);
}

/** Sends from `from` (impersonated) on `devnet` and mines its block; the transaction hash. */
async function sendAs(devnet: Devnet, from: Address, request: { to: Address; value?: bigint; data?: Hash }): Promise<Hash> {
  const client = createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
  await client.impersonateAccount({ address: from });
  const hash = await client.sendTransaction({ account: from, chain: foundry, ...request });
  await client.mine({ blocks: 1 });
  return hash;
}

/** Everything a stream receives, read in the background until it ends. */
function record(stream: NotificationStream): StreamEvent[] {
  const events: StreamEvent[] = [];
  void (async () => {
    for (;;) events.push(await stream.next());
  })().catch(() => undefined);
  return events;
}

async function eventually<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The user's notifications in the database: transaction hash per notification id. */
async function storedFor(session: SessionBody): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ id: string; tx_hash: string }>('select id, tx_hash from notifications where user_id = $1', [
    session.user.id,
  ]);
  return new Map(rows.map((row) => [row.id, row.tx_hash]));
}

const notificationIds = (events: StreamEvent[]) => new Set(events.map((event) => event.data.id));
const eventIds = (events: StreamEvent[]) => events.map((event) => event.id);
const sorted = (values: Iterable<string>) => [...values].sort();

/** Each stream event once: no change of a notification is delivered twice. */
function expectNoRepeats(events: StreamEvent[]) {
  expect(new Set(eventIds(events)).size).toBe(events.length);
  const changes = events.map((event) => `${event.data.id}:${event.data.status}`);
  expect(new Set(changes).size).toBe(changes.length);
}

/** The number of emails to `session` whose text names each of `hashes`. */
async function emailsNaming(session: SessionBody, hashes: Hash[]): Promise<number[]> {
  const emails = await mailbox.emailsTo(session.user.email);
  return hashes.map((hash) => emails.filter((email) => email.text?.includes(hash)).length);
}

describe('two api processes on one PostgreSQL, following a devnet', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    // No automatic blocks and no simulator: each block holds what the test sends.
    devnet = await startDevnet({ port: 0, history: 20, blockTimeSeconds: 3600, simulate: false, seed: 'multi-process-test' });
    const env = { CHAIN_RPC_URL: devnet.rpcUrl, CHAIN_ID: '31337' };
    await startProcesses('follow_blocks', [env, env]);
  }, 180_000);
  afterAll(async () => {
    await stopProcesses();
    await devnet?.stop();
  });

  it('notify each whale transaction once per watcher, to every process’s streams and by email, and carry on when one is killed', async () => {
    const [first, second] = processes;
    const [whaleA, whaleB] = devnet.whales;
    const retail = devnet.retail[0];
    const usdc = tokenBySymbol('USDC').address;
    // Both monitors are following the chain (the first step of either writes the cursor).
    await eventually('the monitor cursor', async () => (await pool.query('select 1 from monitor_cursors')).rowCount === 1 || undefined);

    const alice = await userOn('pro');
    const bob = await userOn('pro');
    await track(alice, [whaleA, whaleB]);
    await track(bob, [whaleA]);
    // A first transaction shows the new watch list has reached the monitors (settings NOTIFY the change).
    const probe = await sendAs(devnet, whaleA, { to: retail, value: parseEther('0.01') });
    await eventually('the probe notification', async () => [...(await storedFor(bob)).values()].includes(probe) || undefined);

    const aliceOnFirst = await openStream(first.url, alice);
    const aliceOnSecond = await openStream(second.url, alice);
    const bobOnSecond = await openStream(second.url, bob);
    const seen = { aliceOnFirst: record(aliceOnFirst), aliceOnSecond: record(aliceOnSecond), bobOnSecond: record(bobOnSecond) };

    // Phase 1: both processes up.
    const before: { hash: Hash; from: Address }[] = [];
    for (let n = 0; n < 6; n += 1) {
      const from = n % 2 === 0 ? whaleA : whaleB;
      before.push({ hash: await sendAs(devnet, from, { to: retail, value: parseEther(`${n + 1}`) }), from });
    }
    before.push({
      hash: await sendAs(devnet, whaleA, {
        to: usdc,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [retail, parseUnits('2500', 6)] }),
      }),
      from: whaleA,
    });
    const aliceHashes = [probe, ...before.map((tx) => tx.hash)];
    const bobHashes = [probe, ...before.filter((tx) => tx.from === whaleA).map((tx) => tx.hash)];

    await eventually('phase 1 in the database', async () => (await storedFor(alice)).size === aliceHashes.length || undefined);
    const aliceStored = await storedFor(alice);
    const bobStored = await storedFor(bob);
    // Exactly one notification per transaction and watcher, whichever process matched its block.
    expect(sorted(aliceStored.values())).toEqual(sorted(aliceHashes));
    expect(sorted(bobStored.values())).toEqual(sorted(bobHashes));

    // Every process's streams receive their users' notifications, the probe's having come before they opened.
    const aliceLive = [...aliceStored].filter(([, hash]) => hash !== probe).map(([id]) => id);
    await eventually(
      'alice’s streams on both processes',
      () => aliceLive.every((id) => notificationIds(seen.aliceOnFirst).has(id) && notificationIds(seen.aliceOnSecond).has(id)) || undefined,
    );
    await eventually(
      'bob’s stream',
      () => [...bobStored].every(([id, hash]) => hash === probe || notificationIds(seen.bobOnSecond).has(id)) || undefined,
    );
    for (const events of Object.values(seen)) expectNoRepeats(events);
    expect([...notificationIds(seen.bobOnSecond)].every((id) => bobStored.has(id))).toBe(true);

    // Each emailed once (one by one, or in a digest), though both processes run the email outbox.
    await eventually('alice’s emails', async () => (await emailsNaming(alice, aliceHashes)).every((count) => count > 0) || undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await emailsNaming(alice, aliceHashes)).toEqual(aliceHashes.map(() => 1));
    expect(await emailsNaming(bob, bobHashes)).toEqual(bobHashes.map(() => 1));

    // Phase 2: the first process is killed right after a block, maybe in the middle of matching it.
    const lastOnFirst = seen.aliceOnFirst.at(-1)!.id;
    const during = await sendAs(devnet, whaleB, { to: retail, value: parseEther('7') });
    await first.kill('SIGKILL');
    const after = [during];
    for (let n = 0; n < 3; n += 1)
      after.push(await sendAs(devnet, n === 1 ? whaleA : whaleB, { to: retail, value: parseEther(`${n + 8}`) }));
    const allAlice = [...aliceHashes, ...after];

    await eventually('phase 2 in the database', async () => (await storedFor(alice)).size === allAlice.length || undefined);
    const aliceAll = await storedFor(alice);
    expect(sorted(aliceAll.values())).toEqual(sorted(allAlice));
    expect(sorted((await storedFor(bob)).values())).toEqual(sorted([...bobHashes, after[2]]));

    // Alice's browser on the dead process reconnects to the live one after the last event it saw.
    const resumed = await openStream(second.url, alice, lastOnFirst);
    const resumedEvents = record(resumed);
    const afterIds = [...aliceAll].filter(([, hash]) => after.includes(hash as Hash)).map(([id]) => id);
    await eventually('the resumed stream', () => afterIds.every((id) => notificationIds(resumedEvents).has(id)) || undefined);
    expect(resumedEvents.every((event) => BigInt(event.id) > BigInt(lastOnFirst))).toBe(true);
    expectNoRepeats([...seen.aliceOnFirst, ...resumedEvents]);
    await eventually(
      'the live stream on the second process',
      () => afterIds.every((id) => notificationIds(seen.aliceOnSecond).has(id)) || undefined,
    );
    expectNoRepeats(seen.aliceOnSecond);

    await eventually(
      'alice’s emails after the kill',
      async () => (await emailsNaming(alice, after)).every((count) => count > 0) || undefined,
    );
    for (const stream of [aliceOnSecond, bobOnSecond, resumed]) stream.close();
  });
});

/**
 * A new user tracking `whale`, once the monitors have it: a first transaction (the probe) is stored for
 * them (their settings NOTIFY the change; the probe shows it has reached the monitors).
 */
async function watcherOf(devnet: Devnet, whale: Address, to: Address): Promise<{ user: SessionBody; probe: Hash }> {
  const user = await userOn('pro');
  await track(user, [whale]);
  const probe = await sendAs(devnet, whale, { to, value: parseEther('0.01') });
  await eventually('the probe notification', async () => [...(await storedFor(user)).values()].includes(probe) || undefined);
  return { user, probe };
}

describe('three api processes by role on one PostgreSQL: web, monitor and workers', () => {
  let devnet: Devnet;
  // Where the web and monitor processes would send email: neither may (the workers send it all).
  let otherSmtp: FaultyServer;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, history: 20, blockTimeSeconds: 3600, simulate: false, seed: 'roles-test' });
    otherSmtp = await silentTcpServer();
    const env = { CHAIN_RPC_URL: devnet.rpcUrl, CHAIN_ID: '31337' };
    await startProcesses('by_role', [
      { ...env, ROLE: 'web', SMTP_URL: otherSmtp.url },
      { ...env, ROLE: 'monitor', SMTP_URL: otherSmtp.url },
      { ...env, ROLE: 'workers' },
      { ...env, ROLE: 'monitor', SMTP_URL: otherSmtp.url },
    ]);
  }, 180_000);
  afterAll(async () => {
    await stopProcesses();
    await devnet?.stop();
    await otherSmtp?.close();
  });

  it('serves the product and the streams from web, follows the chain in monitor, and sends the emails from workers', async () => {
    const [web, monitor, workers] = processes;
    // Every role answers /health; only web serves the product's routes.
    for (const api of processes) expect((await fetch(`${api.url}/health`)).headers.get('content-type')).toMatch(/json/);
    expect((await fetch(`${web.url}/chains`)).status).toBe(200);
    for (const api of [monitor, workers, processes[3]]) expect((await fetch(`${api.url}/chains`)).status).toBe(404);
    await eventually('the monitor cursor', async () => (await pool.query('select 1 from monitor_cursors')).rowCount === 1 || undefined);

    const [whale] = devnet.whales;
    const retail = devnet.retail[0];
    const { user: alice, probe } = await watcherOf(devnet, whale, retail);

    const stream = await openStream(web.url, alice);
    const seen = record(stream);
    const hash = await sendAs(devnet, whale, { to: retail, value: parseEther('3') });
    await eventually('the alert on the web process’s stream', async () => {
      const [id] = [...(await storedFor(alice))].find(([, stored]) => stored === hash) ?? [];
      return (id !== undefined && notificationIds(seen).has(id)) || undefined;
    });
    await eventually(
      'alice’s emails, sent by the workers',
      async () => (await emailsNaming(alice, [probe, hash])).every((count) => count === 1) || undefined,
    );
    expect(otherSmtp.hits()).toBe(0);
    stream.close();
  });

  it('carries on within 5 s when a monitor process is killed with kill -9: no transaction missed or notified twice', async () => {
    const [web, monitor] = processes;
    const [, whale] = devnet.whales;
    const retail = devnet.retail[1];
    const { user: bob, probe } = await watcherOf(devnet, whale, retail);
    const stream = await openStream(web.url, bob);
    const seen = record(stream);

    await monitor.kill('SIGKILL');
    const killedAt = Date.now();
    const hashes: Hash[] = [];
    for (let n = 0; n < 3; n += 1) hashes.push(await sendAs(devnet, whale, { to: retail, value: parseEther(`${n + 1}`) }));
    // The other monitor process has them all, each once, within 5 s of the kill.
    await eventually('the transactions after the kill', async () => (await storedFor(bob)).size === 4 || undefined, 5_000);
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    expect(sorted((await storedFor(bob)).values())).toEqual(sorted([probe, ...hashes]));
    await eventually('the live stream', async () => {
      const ids = [...(await storedFor(bob))].filter(([, hash]) => hashes.includes(hash as Hash)).map(([id]) => id);
      return ids.every((id) => notificationIds(seen).has(id)) || undefined;
    });
    expectNoRepeats(seen);
    stream.close();
  });
});

describe('two api processes on one PostgreSQL, polling wallets through Etherscan', () => {
  const WALLETS = Array.from({ length: 6 }, (_, n) => addressOf(0xa11ce0 + n) as Address);
  const COUNTERPARTY = addressOf(0xc0ffee);
  const START = 100;
  let etherscan: FakeEtherscan;
  let head = START;
  const transactions: Record<string, string>[] = [];

  beforeAll(async () => {
    etherscan = await startFakeEtherscan();
    etherscan.handle(
      routes({
        'proxy/eth_blockNumber': () => rpcResult(toHex(head)),
        'account/txlist': txlistList(transactions),
        'logs/getLogs': getLogsList([]),
      }),
    );
    // Five keys each, told apart by the requests, on one paid account of 25 requests/s a process: about
    // 5 wallets a second.
    const keys = (owner: string) => ({
      ...Object.fromEntries(Array.from({ length: 5 }, (_, n) => [`ETHERSCAN_API_KEY_${n + 1}`, `${owner}-key-${n + 1}`])),
      ETHERSCAN_RATE_PER_SECOND: '25',
    });
    await startProcesses('poll_wallets', [
      { ETHERSCAN_API_URL: etherscan.url, ...keys('first') },
      { ETHERSCAN_API_URL: etherscan.url, ...keys('second') },
    ]);
  }, 180_000);
  afterAll(async () => {
    await stopProcesses();
    await etherscan?.close();
  });

  /** A transaction of every watched wallet in the next block; their hashes. */
  function nextBlock(): string[] {
    head += 1;
    const hashes = WALLETS.map((wallet, n) => hashOf(head * 100 + n));
    WALLETS.forEach((wallet, n) =>
      transactions.push(
        txlistRecord({ block: head, hash: hashes[n], from: wallet, to: COUNTERPARTY, value: String(10n ** 18n * BigInt(n + 1)) }),
      ),
    );
    return hashes;
  }

  it('split the due wallets between them and notify each event once', async () => {
    const user = await userOn('privacy-shield');
    await track(user, WALLETS, 1_000);
    await eventually(
      'a cursor for every wallet',
      async () => (await pool.query('select 1 from wallet_poll_cursors')).rowCount === WALLETS.length || undefined,
    );

    const expected = [...nextBlock(), ...nextBlock()];
    await eventually('every event notified', async () => (await storedFor(user)).size === expected.length || undefined);
    const later = nextBlock();
    expected.push(...later);
    await eventually('the next block notified', async () => (await storedFor(user)).size === expected.length || undefined);
    // An empty block: each wallet's next poll reads the last blocks again (for reorgs and late records),
    // and nothing is notified twice.
    head += 1;
    await eventually('every wallet read through the new block', async () => {
      const { rows } = await pool.query<{ last_block: string }>('select last_block from wallet_poll_cursors');
      return rows.every((row) => Number(row.last_block) === head) || undefined;
    });
    expect(sorted((await storedFor(user)).values())).toEqual(sorted(expected));

    const pollsBy = (owner: string) =>
      etherscan.requests.filter((request) => request.params.action === 'txlist' && request.params.apikey.startsWith(owner)).length;
    expect(pollsBy('first')).toBeGreaterThan(0);
    expect(pollsBy('second')).toBeGreaterThan(0);
  });
});
