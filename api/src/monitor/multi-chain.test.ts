// Two chains at once (issue 35), on the devnet's two real chains: the L1 standing in for Ethereum and the
// L2 for Base. One tracked address is watched on both; each chain's alerts carry the chain, the L2's say it
// in words; a chain whose node hangs delays nothing on the other, and its alerts come once it is back.
// Each case runs on the embedded database (PGlite) and on PostgreSQL (Debian's server, a throwaway cluster).
import { bridgeOnDevnet, DEVNET_L2, startDevnet, type Devnet } from '@whalewatch/devnet';
import { createTestClient, http, parseEther, publicActions, walletActions, type Address } from 'viem';
import { foundry } from 'viem/chains';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { silentHttpServer, type FaultyServer } from '../testing/faulty-servers';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { tcpProxy, type TcpProxy } from './testing/tcp-proxy';
import { buildApp } from '../app';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';

let postgres: PostgresCluster;
let databases = 0;
let l1: Devnet;
let l2: Devnet;
let mailbox: Mailbox;
let t: TestApp | undefined;
let hung: FaultyServer | undefined;
let proxy: TcpProxy | undefined;
/** The proxy is cut right now (a test that fails half-way leaves it so): nothing of it is left to close. */
let cutOff = false;
let alice: SessionBody;

beforeAll(async () => {
  [mailbox, postgres] = await Promise.all([startMailbox(), startPostgresCluster()]);
  // No automatic blocks: each test mines exactly what it means to.
  [l1, l2] = await Promise.all([
    startDevnet({ port: 0, history: 20, blockTimeSeconds: 3600, seed: 'multi-chain-test', simulate: false }),
    startDevnet({ port: 0, history: 20, blockTimeSeconds: 3600, seed: 'multi-chain-test', simulate: false, chain: DEVNET_L2 }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([l1?.stop(), l2?.stop(), postgres?.stop()]);
  await mailbox.close();
});
afterEach(async () => {
  // The hung node first: its dropped connections end the L2 monitor's read, so the app can stop.
  await hung?.close();
  await t?.close();
  // Closed, or jest (in band on two cores) would wait for its listening server for ever.
  if (!cutOff) await proxy?.cut();
  cutOff = false;
  t = undefined;
  hung = undefined;
  proxy = undefined;
});

/** The database a case runs on. */
type Store = 'PGlite' | 'Postgres';
let store: Store = 'PGlite';

async function appOn(l2RpcUrl: string, env: NodeJS.ProcessEnv = {}) {
  const settings = {
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    CHAINS: '31337,31338',
    CHAIN_RPC_URL: l1.rpcUrl,
    CHAIN_RPC_URL_31338: l2RpcUrl,
    CHAIN_WS_URL: 'off',
    CHAIN_WS_URL_31338: 'off',
    MONITOR_CONFIRMATIONS: '2',
    PRICES_SOURCE: 'dev',
    ...env,
  };
  if (store === 'PGlite') t = await createTestApp(settings);
  else {
    databases += 1;
    const url = await postgres.createDatabase(`multi_chain_${databases}`);
    const app = await buildApp(testConfig({ ...settings, DATABASE_URL: url }));
    t = { app, database: undefined as never, close: () => app.close() };
  }
  alice = await signUp(t.app, mailbox);
  await setPlan(t.app, alice.user.email, 'pro');
  return t;
}

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

async function track(app: TestApp, address: Address, nickname: string) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/users/register',
    headers: as(alice),
    payload: {
      email: alice.user.email,
      checkInterval: 60_000,
      wallets: [
        {
          address,
          nickname,
          monitorOptions: { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0.5 },
        },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
}

/** Sends ether from `from` (impersonated) on `devnet` and mines a block; returns the hash. */
async function sendEther(devnet: Devnet, from: Address, to: Address, ether: string) {
  const client = createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
  await client.impersonateAccount({ address: from });
  await client.setBalance({ address: from, value: parseEther('100000') });
  const hash = await client.sendTransaction({ account: from, chain: null, to, value: parseEther(ether) });
  await client.mine({ blocks: 1 });
  return hash;
}

type Listed = { txHash: string; message: string; lines: string[]; chain: { id: number; slug: string; name: string } | null };
async function notifications(app: TestApp): Promise<Listed[]> {
  const response = await app.app.inject({ method: 'GET', url: '/notifications?limit=100', headers: as(alice) });
  return response.json<{ notifications: Listed[] }>().notifications;
}

async function eventually<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each<Store>(['PGlite', 'Postgres'])('the wallet monitor on two chains (%s)', (name) => {
  beforeAll(() => {
    store = name;
  });

  it('watches one tracked address on both chains: each alert carries its chain, the L2’s says “on Base”', async () => {
    const app = await appOn(l2.rpcUrl);
    const [whale] = l1.whales;
    expect(l2.whales[0]).toBe(whale);
    // The head of each chain is where watching starts: older activity is history.
    await Promise.all(app.app.monitors.map((monitor) => monitor.step()));
    await track(app, whale, 'Big Whale');

    const onL2 = await sendEther(l2, whale, l2.retail[0], '250');
    const onL1 = await sendEther(l1, whale, l1.retail[0], '3');
    for (const monitor of app.app.monitors) await monitor.step();

    const listed = await notifications(app);
    expect(listed.map(({ txHash, chain }) => [txHash, chain?.slug])).toEqual(
      expect.arrayContaining([
        [onL2, 'base'],
        [onL1, 'ethereum'],
      ]),
    );
    const base = listed.find((item) => item.txHash === onL2);
    const ethereum = listed.find((item) => item.txHash === onL1);
    expect(base?.chain).toEqual({ id: 31338, slug: 'base', name: 'Base' });
    expect(base?.message).toMatch(/^Big Whale sent 250 ETH \(\$[\d.,]+[KM]?\) to 0x[0-9a-f]{4}…[0-9a-f]{4} on Base$/);
    expect(ethereum?.message).toMatch(/^Big Whale sent 3 ETH \(\$[\d.,]+[KM]?\) to 0x[0-9a-f]{4}…[0-9a-f]{4}$/);
    // One address, however many chains: the plan counts it once.
    const tracked = await app.app.inject({ method: 'GET', url: '/users/settings', headers: as(alice) });
    expect(tracked.json<{ wallets: unknown[] }>().wallets).toHaveLength(1);
  }, 60_000);

  it('keeps alerting on Ethereum while the L2’s node hangs, and says so on /health', async () => {
    hung = await silentHttpServer();
    const app = await appOn(hung.url, { MONITOR: 'on', MONITOR_POLL_MS: '100' });
    const [whale] = l1.whales;
    await track(app, whale, 'Big Whale');
    // Both monitors run on their own; the L2's every read hangs until its deadline.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const hash = await sendEther(l1, whale, l1.retail[1], '4');
    const started = Date.now();
    const alert = await eventually('the Ethereum alert', async () => (await notifications(app)).find((item) => item.txHash === hash));
    expect(alert.chain?.slug).toBe('ethereum');
    // As fast as with one chain: the hung chain holds up nothing (its reads wait far longer than this).
    expect(Date.now() - started).toBeLessThan(5_000);

    const health = await app.app.inject({ method: 'GET', url: '/health' });
    expect(health.json<{ status: string; chains: { slug: string; error?: string }[] }>()).toMatchObject({
      status: 'degraded',
      chains: [{ slug: 'ethereum' }, { slug: 'base', error: 'Chain unreachable' }],
    });
  }, 60_000);

  it('resumes the L2 from its cursor after its node was cut off: every move it missed alerts once, none twice', async () => {
    proxy = await tcpProxy(l2.rpcUrl);
    const l2ViaProxy = proxy.wsUrl.replace(/^ws/, 'http');
    const app = await appOn(l2ViaProxy, { MONITOR: 'on', MONITOR_POLL_MS: '100' });
    const [, whale] = l1.whales;
    await track(app, whale, 'Second Whale');
    const seen = await sendEther(l2, whale, l2.retail[2], '10');
    await eventually('the first L2 alert', async () => (await notifications(app)).find((item) => item.txHash === seen));

    await proxy.cut();
    cutOff = true;
    const missed = [await sendEther(l2, whale, l2.retail[3], '11'), await sendEther(l2, whale, l2.retail[4], '12')];
    const onL1 = await sendEther(l1, whale, l1.retail[5], '13');
    await eventually('the Ethereum alert while the L2 is cut off', async () =>
      (await notifications(app)).find((item) => item.txHash === onL1),
    );
    await proxy.restore();
    cutOff = false;

    await eventually('the L2 alerts it missed', async () => {
      const listed = await notifications(app);
      return missed.every((hash) => listed.some((item) => item.txHash === hash)) ? listed : undefined;
    });
    const listed = await notifications(app);
    for (const hash of [seen, ...missed, onL1]) expect(listed.filter((item) => item.txHash === hash)).toHaveLength(1);
    expect(listed.filter((item) => item.chain?.slug === 'base').map((item) => item.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Second Whale sent 12 ETH .* on Base$/)]),
    );
  }, 90_000);

  it('makes a bridge one alert: “bridged 200 ETH from Ethereum to Base”, its arrival a line of it, not a second alert', async () => {
    const app = await appOn(l2.rpcUrl);
    const whale = l1.whales[2];
    await Promise.all(app.app.monitors.map((monitor) => monitor.step()));
    await track(app, whale, 'Bridging Whale');

    const { depositHash, arrivalHash } = await bridgeOnDevnet(l1.rpcUrl, l2.rpcUrl, { whale, amountWei: parseEther('200') });
    // A step done twice pairs once: the arrival's step runs again after its write.
    for (const monitor of app.app.monitors) await monitor.step();
    for (const monitor of app.app.monitors) await monitor.step();

    const listed = await notifications(app);
    expect(listed.filter((item) => item.txHash === arrivalHash)).toEqual([]);
    const bridge = listed.filter((item) => item.txHash === depositHash);
    expect(bridge).toHaveLength(1);
    expect(bridge[0].message).toMatch(/^Bridging Whale bridged 200 ETH \(\$[\d.,]+[KM]?\) from Ethereum to Base$/);
    expect(bridge[0].lines).toEqual(['Arrived on Base: 199.9998 ETH']);
    expect(bridge[0].chain?.slug).toBe('ethereum');
  }, 60_000);
});
