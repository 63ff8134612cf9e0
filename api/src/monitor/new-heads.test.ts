// New blocks pushed over WebSocket, on a real devnet (anvil serves WebSocket on its JSON-RPC port): the
// monitor steps as soon as a block is announced, polls while the socket is down (killed in between by a TCP
// proxy the test holds), and takes pushed blocks again once the socket is back.
import { startDevnet, type Devnet } from '@whalewatch/devnet';
import { createPublicClient, createTestClient, http } from 'viem';
import { foundry } from 'viem/chains';
import { rpcSource } from '../chain/rpc/rpc-source';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { devPrices } from '../prices/dev-prices';
import { createTestDatabase } from '../testing/test-app';
import { readCursor } from './repo';
import { tcpProxy } from './testing/tcp-proxy';
import { createWalletMonitor, type WalletMonitor } from './wallet-monitor';

let devnet: Devnet;
let database: Database;

beforeAll(async () => {
  [devnet, database] = await Promise.all([
    startDevnet({ port: 0, history: 20, blockTimeSeconds: 3600, simulate: false, seed: 'new-heads-test' }),
    createTestDatabase(),
  ]);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await devnet?.stop();
});

const HOUR = 3_600_000;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function monitorOver(wsUrl: string, pollIntervalMs: number): WalletMonitor {
  const chain = rpcSource({ url: devnet.rpcUrl, wsUrl });
  // A pushed block is the only way a step can come within the test while the socket is up.
  return createWalletMonitor(
    { database, chain, prices: devPrices(), log: silent },
    { chainId: 31337, confirmations: 2, pollIntervalMs, subscribedPollMs: HOUR, batchSize: 50 },
  );
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

const mine = () => createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) }).mine({ blocks: 1 });
const cursorAt = async () => (await readCursor(database.db, 'rpc:31337'))?.blockNumber ?? -1;
const head = async () => Number(await createPublicClient({ transport: http(devnet.rpcUrl) }).getBlockNumber({ cacheTime: 0 }));

describe('new blocks over WebSocket', () => {
  it('reads a block as soon as the node announces it, without waiting for a poll', async () => {
    const proxy = await tcpProxy(devnet.rpcUrl);
    // Polling only every hour: whatever comes sooner came over the socket.
    const monitor = monitorOver(proxy.wsUrl, HOUR);
    monitor.start();
    try {
      await until(async () => monitor.transport() === 'websocket' && (await cursorAt()) === (await head()));

      await mine();
      const tookMs = await until(async () => (await cursorAt()) === (await head()), 5_000);

      expect(tookMs).toBeLessThan(1_000);
    } finally {
      await monitor.stop();
      await proxy.cut();
    }
  }, 30_000);

  it('polls while the socket is down, and takes pushed blocks again once it is back', async () => {
    const proxy = await tcpProxy(devnet.rpcUrl);
    const monitor = monitorOver(proxy.wsUrl, 200);
    monitor.start();
    try {
      await until(() => monitor.transport() === 'websocket');
      await mine();
      await until(async () => (await cursorAt()) === (await head()));

      await proxy.cut();
      await until(() => monitor.transport() === 'polling');
      await mine();
      // Polled: every 200 ms while the socket is down.
      await until(async () => (await cursorAt()) === (await head()), 2_000);

      await proxy.restore();
      await until(() => monitor.transport() === 'websocket', 10_000);
      await mine();
      expect(await until(async () => (await cursorAt()) === (await head()), 5_000)).toBeLessThan(1_000);
    } finally {
      await monitor.stop();
      await proxy.cut();
    }
  }, 40_000);

  it('polls when the node offers no WebSocket, and keeps trying it', async () => {
    const proxy = await tcpProxy(devnet.rpcUrl);
    await proxy.cut();
    const monitor = monitorOver(proxy.wsUrl, 200);
    monitor.start();
    try {
      await mine();
      await until(async () => (await cursorAt()) === (await head()), 3_000);
      expect(monitor.transport()).toBe('polling');

      await proxy.restore();
      await until(() => monitor.transport() === 'websocket', 10_000);
    } finally {
      await monitor.stop();
      await proxy.cut();
    }
  }, 30_000);
});

describe('the WebSocket address', () => {
  it("is the RPC node's own address with ws(s)://, CHAIN_WS_URL's, or none with CHAIN_WS_URL=off", () => {
    expect(loadConfig({}).chain.wsUrl).toBe('ws://127.0.0.1:8545');
    expect(loadConfig({ CHAIN_RPC_URL: 'https://eth.example/v2/key' }).chain.wsUrl).toBe('wss://eth.example/v2/key');
    expect(
      loadConfig({ CHAIN_RPC_URL: 'https://mainnet.example/v3/key', CHAIN_WS_URL: 'wss://mainnet.example/ws/v3/key' }).chain.wsUrl,
    ).toBe('wss://mainnet.example/ws/v3/key');
    expect(loadConfig({ CHAIN_WS_URL: 'off' }).chain.wsUrl).toBeUndefined();
    expect(() => loadConfig({ CHAIN_WS_URL: 'http://127.0.0.1:8545' })).toThrow(/CHAIN_WS_URL/);
  });
});
