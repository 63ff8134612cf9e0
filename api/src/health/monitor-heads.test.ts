// GET /health says how new blocks reach this process's monitor, on a real devnet (anvil serves WebSocket on
// its JSON-RPC port) whose socket a TCP proxy cuts: pushed over WebSocket, or polled — because the socket
// is down (with its last error and the next attempt) or because CHAIN_WS_URL=off. Polling is still a
// working monitor: no reason, until the socket has been down past the grace.
import { startDevnet, type Devnet } from '@whalewatch/devnet';
import { tcpProxy, type TcpProxy } from '../monitor/testing/tcp-proxy';
import { createTestApp, type TestApp } from '../testing/test-app';
import { findings, WS_DOWN_GRACE_MS, type HeadsReport, type MonitorReport } from './service';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0, history: 20, blockTimeSeconds: 3600, simulate: false, seed: 'health-heads-test' });
}, 120_000);
afterAll(() => devnet?.stop());

let api: TestApp | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await api?.close();
  await proxy?.cut();
  api = undefined;
  proxy = undefined;
});

type Report = { status: string; reasons: string[]; monitor: MonitorReport[] };

/** An api whose monitor runs against the devnet, polling every 200 ms when it polls. */
async function monitoring(wsUrl: string): Promise<TestApp> {
  const started = await createTestApp({ MONITOR: 'on', MONITOR_POLL_MS: '200', CHAIN_RPC_URL: devnet.rpcUrl, CHAIN_WS_URL: wsUrl });
  await started.app.ready();
  return started;
}

/** /health, and the monitor's entry for the devnet, once `wanted` holds for its `heads`. */
async function healthWhen(app: TestApp, wanted: (heads: HeadsReport | undefined) => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const body = (await app.app.inject({ method: 'GET', url: '/health' })).json<Report>();
    // The chain id is the RPC URL's (not the default devnet address): the cursor is the monitor's own.
    const entry = body.monitor.find((cursor) => cursor.chain === app.app.monitor.heads()?.chain);
    if (entry && wanted(entry.heads)) return { body, entry, heads: entry.heads as HeadsReport };
    if (Date.now() - started > timeoutMs) throw new Error(`/health still answers ${JSON.stringify(body)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The reasons /health would give `afterMs` from now, with the monitor as it is now. */
async function reasonsIn(app: TestApp, afterMs: number): Promise<string[]> {
  const { database, app: served } = app;
  const later = await findings(
    {
      db: database.db,
      services: served.services,
      monitorEnabled: true,
      monitorHeads: () => served.monitors.flatMap((monitor) => monitor.heads() ?? []),
      instantEmailGapMs: 60_000,
    },
    Date.now() + afterMs,
  );
  return later.reasons;
}

const time = (iso: string | undefined) => new Date(iso ?? NaN).getTime();

describe('GET /health: how new blocks reach the monitor', () => {
  it('says websocket while the socket is up, then polling with reason ws-down, its error and the next attempt once it is cut', async () => {
    proxy = await tcpProxy(devnet.rpcUrl);
    const beforeStart = Date.now();
    api = await monitoring(proxy.wsUrl);

    const up = await healthWhen(api, (heads) => heads?.transport === 'websocket');
    expect(up.body).toMatchObject({ status: 'ok', reasons: [] });
    expect(up.entry).toEqual({
      chain: expect.stringMatching(/^rpc:\d+$/),
      blockNumber: expect.any(Number),
      ageSeconds: expect.any(Number),
      heads: { transport: 'websocket', since: expect.any(String) },
    });
    expect(time(up.heads.since)).toBeGreaterThanOrEqual(beforeStart);

    const cutAt = Date.now();
    await proxy.cut();
    const down = await healthWhen(api, (heads) => heads?.transport === 'polling' && heads.reconnectAt !== undefined);
    expect(down.heads).toEqual({
      transport: 'polling',
      since: expect.any(String),
      reason: 'ws-down',
      pollIntervalMs: 200,
      lastError: expect.stringMatching(/^(The socket has been closed\.|connect ECONNREFUSED 127\.0\.0\.1:\d+)$/),
      reconnectAt: expect.any(String),
    });
    expect(time(down.heads.since)).toBeGreaterThanOrEqual(cutAt);
    expect(time(down.heads.reconnectAt)).toBeGreaterThan(time(down.heads.since));
    // Alerts still arrive, polled: not a reason yet, and the existing status logic is unchanged.
    expect(down.body).toMatchObject({ status: 'ok', reasons: [] });
    expect(await reasonsIn(api, WS_DOWN_GRACE_MS + 1_000)).toEqual([
      expect.stringMatching(
        /^The wallet monitor's WebSocket to the chain node has been down on chain rpc:\d+ since \S+Z \(last error: .+\): new blocks are polled every 200 ms until it is back$/,
      ),
    ]);

    await proxy.restore();
    const back = await healthWhen(api, (heads) => heads?.transport === 'websocket', 20_000);
    expect(back.heads).toEqual({ transport: 'websocket', since: expect.any(String) });
    expect(time(back.heads.since)).toBeGreaterThan(time(down.heads.since));
  }, 60_000);

  it('says polling with reason ws-off when CHAIN_WS_URL is off, and never makes it a reason', async () => {
    api = await monitoring('off');

    const { body, heads } = await healthWhen(api, (found) => found !== undefined);

    expect(heads).toEqual({ transport: 'polling', since: expect.any(String), reason: 'ws-off', pollIntervalMs: 200 });
    expect(body).toMatchObject({ status: 'ok', reasons: [] });
    expect(await reasonsIn(api, WS_DOWN_GRACE_MS + 1_000)).toEqual([]);
  }, 30_000);

  it("names the node's refusal of a wrong WebSocket address without the key in its path", async () => {
    proxy = await tcpProxy(devnet.rpcUrl);
    // anvil serves WebSocket at / only: another path is answered 404, as a provider answers a wrong key.
    api = await monitoring(`${proxy.wsUrl}/v2/SECRET-KEY`);

    const { body, heads } = await healthWhen(api, (found) => found?.lastError !== undefined);

    expect(heads).toMatchObject({ transport: 'polling', reason: 'ws-down', lastError: 'Unexpected server response: 404' });
    expect(JSON.stringify(body)).not.toContain('SECRET-KEY');
  }, 30_000);
});
