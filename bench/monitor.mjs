// What the wallet monitor costs and how quickly a user hears of a whale's move.
// 1. Matching: one busy block (200 transactions, 300 ERC-20 logs) matched against 100 and against
//    100,000 watched addresses (api/dist/monitor/match-block.js): µs per block, and their ratio, which
//    stays near 1 because the index is a hash map.
// 2. Latency: the api (in this process, embedded PGlite, MONITOR_POLL_MS at its default) on a local
//    devnet, with 100 and with 10,000 tracked wallets, for each way the monitor hears of new blocks:
//    polling (CHAIN_WS_URL=off) and new heads pushed over the devnet's WebSocket (the default). A signed-in
//    user tracks a whale and listens on GET /notifications/stream; the bench sends the whale's ether and
//    mines the block, and times from the mined block to the event arriving over SSE: p50 and p95 in ms. The
//    other wallets are tracking rows of other (made-up) users, written straight to the database.
// Prints figures only; nothing is asserted. Binds 127.0.0.1 only, stops by itself.
// Usage: npm run bench:monitor
//        npm run bench:monitor -- --samples 20 --iterations 500
import { createRequire } from 'node:module';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { ROOT } from '../scripts/config.mjs';
import { numberArgument } from './lib/figures.mjs';

const SAMPLES = numberArgument('--samples', 30);
const ITERATIONS = numberArgument('--iterations', 2_000);
const MATCH_SIZES = [100, 100_000];
const LATENCY_SIZES = [100, 10_000];

buildIfNeeded({ log: (line) => console.log(`[bench] ${line}`) });
// The api's own dependencies (viem, PGlite, maildev), as the api resolves them.
const apiRequire = createRequire(path.join(ROOT, 'api', 'package.json'));
const api = (file) => apiRequire(path.join(ROOT, 'api', 'dist', file));
const { matchBlock } = api('monitor/match-block.js');
const { buildWatchIndex } = api('monitor/watch-index.js');
const { buildApp } = api('app.js');
const { loadConfig } = api('config/index.js');
const { usePglite } = api('db/database.js');
const { trackedWallets } = api('db/schema.js');
const { startDevnet } = createRequire(import.meta.url)(path.join(ROOT, 'devnet', 'dist', 'index.js'));
const { PGlite } = apiRequire('@electric-sql/pglite');
const MailDev = apiRequire('maildev');
const viem = apiRequire('viem');
const { foundry } = apiRequire('viem/chains');

const randomAddress = () => `0x${crypto.randomBytes(20).toString('hex')}`;
const randomHash = () => `0x${crypto.randomBytes(32).toString('hex')}`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ALL_ON = {
  tokenTransfers: true,
  tokenApprovals: true,
  etherTransfers: true,
  minTransactionValue: 0,
  direction: 'both',
  alertUnpricedTokens: true,
};

// ---- 1. Matching --------------------------------------------------------------------------------

function busyBlock(watched) {
  // A few of the block's parties are watched; the rest are strangers, as on mainnet.
  const party = (n) => (n % 40 === 0 ? watched[n % watched.length] : randomAddress());
  const transactions = Array.from({ length: 200 }, (_, n) => ({
    hash: randomHash(),
    from: party(n),
    to: party(n + 1),
    value: 10n ** 17n * BigInt(n + 1),
  }));
  const logs = Array.from({ length: 300 }, (_, n) =>
    n % 5 === 0
      ? {
          event: 'Approval',
          contract: randomAddress(),
          transactionHash: randomHash(),
          logIndex: n,
          owner: party(n),
          spender: randomAddress(),
          value: 10n ** 18n,
        }
      : {
          event: 'Transfer',
          contract: randomAddress(),
          transactionHash: randomHash(),
          logIndex: n,
          from: party(n),
          to: party(n + 3),
          value: 10n ** 18n,
        },
  );
  return { number: 1n, hash: randomHash(), parentHash: randomHash(), transactions, logs };
}

function timeMatching(size) {
  const watchers = Array.from({ length: size }, (_, n) => ({
    userId: `user-${n}`,
    address: randomAddress(),
    nickname: `Wallet ${n}`,
    options: ALL_ON,
    mutedUntil: null,
  }));
  const index = buildWatchIndex(watchers);
  const block = busyBlock(watchers.map((watcher) => watcher.address));
  const tokenInfo = () => ({ symbol: 'TKN', decimals: 18 });
  let matches = 0;
  for (let n = 0; n < ITERATIONS / 10; n += 1) matchBlock(block, index, tokenInfo);
  const started = performance.now();
  for (let n = 0; n < ITERATIONS; n += 1) matches = matchBlock(block, index, tokenInfo).length;
  return { microseconds: ((performance.now() - started) * 1_000) / ITERATIONS, matches };
}

console.log(`[bench] matching one block of 200 transactions and 300 token logs, ${ITERATIONS} times`);
const matching = MATCH_SIZES.map((size) => ({ size, ...timeMatching(size) }));
for (const { size, microseconds, matches } of matching) {
  console.log(
    `  ${size.toLocaleString('en-US').padStart(7)} watched addresses: ${microseconds.toFixed(1).padStart(7)} µs per block (${matches} matches)`,
  );
}
console.log(
  `  ratio ${MATCH_SIZES.at(-1).toLocaleString('en-US')} / ${MATCH_SIZES[0]}: ${(matching.at(-1).microseconds / matching[0].microseconds).toFixed(2)}`,
);

// ---- 2. Latency over SSE ------------------------------------------------------------------------

const { pollIntervalMs } = loadConfig({}).monitor;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close((error) => (error ? reject(error) : resolve(port)));
    });
  });
}

async function startMailbox() {
  const port = await freePort();
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-bench-mail-'));
  const maildev = new MailDev({ smtp: port, ip: '127.0.0.1', silent: true, disableWeb: true, mailDirectory });
  await new Promise((resolve, reject) => maildev.listen((error) => (error ? reject(error) : resolve())));
  const emailsTo = () =>
    new Promise((resolve, reject) => maildev.getAllEmail((error, emails) => (error ? reject(error) : resolve(emails))));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    async codeFor(address) {
      for (let tries = 0; tries < 100; tries += 1) {
        const email = (await emailsTo()).find((each) => each.to.some((to) => to.address === address));
        const code = email && /\b(\d{6})\b/.exec(email.text)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no sign-up code for ${address}`);
    },
    close: async () => {
      await new Promise((resolve) => maildev.close(resolve));
      fs.rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

/** An SSE reader that resolves each wanted transaction's first event. */
async function listen(url) {
  const response = await fetch(url);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const waiting = new Map();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const arrivedAt = performance.now();
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        buffer = buffer.slice(end + 2);
        if (!data) continue;
        const { txHash } = JSON.parse(data.slice(6));
        waiting.get(txHash)?.(arrivedAt);
        waiting.delete(txHash);
      }
    }
  })().catch(() => undefined);
  return {
    arrival: (txHash) => new Promise((resolve) => waiting.set(txHash, resolve)),
    close: () => reader.cancel().catch(() => undefined),
  };
}

async function measureLatency(devnet, size, transport) {
  const mailbox = await startMailbox();
  const database = await usePglite(await PGlite.create('memory://'));
  const adminToken = crypto.randomBytes(24).toString('hex');
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      CHAIN_RPC_URL: devnet.rpcUrl,
      CHAIN_WS_URL: transport === 'polling' ? 'off' : '',
      CHAIN_ID: '31337',
      SMTP_URL: mailbox.smtpUrl,
      AUTH_JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      ADMIN_TOKEN: adminToken,
    }),
    { database },
  );
  try {
    const call = async (method, url, payload, token) => {
      const response = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      return response.json();
    };
    // Everybody else's wallets, as rows of the tracking table.
    const others = size - 1;
    for (let from = 0; from < others; from += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, others - from) }, (_, n) => ({
        userId: crypto.randomUUID(),
        address: randomAddress(),
        nickname: `Wallet ${from + n}`,
        ...ALL_ON,
        position: 0,
      }));
      await database.db.insert(trackedWallets).values(rows);
    }
    // The user who listens, signed up through the api; saving their settings reloads every monitor's list.
    const email = `bench-${Date.now()}@example.com`;
    await call('POST', '/auth/signup/initiate', { email, password: 'correct horse battery' });
    const { session } = await call('POST', '/auth/signup/complete', { email, otp: await mailbox.codeFor(email) });
    const token = session.access_token;
    await call('PUT', '/admin/plans', { email, plan: 'pro' }, adminToken);
    await call('PUT', '/notifications/preferences', { email: false }, token);
    const [whale] = devnet.whales;
    await call(
      'POST',
      '/users/register',
      { email, checkInterval: 60_000, wallets: [{ address: whale, nickname: 'Bench Whale', monitorOptions: ALL_ON }] },
      token,
    );

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    for (let waited = 0; app.monitor.transport() !== transport; waited += 50) {
      if (waited > 10_000) throw new Error(`the monitor did not get to ${transport} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const stream = await listen(`${address}/notifications/stream?access_token=${token}`);
    const client = viem.createTestClient({ chain: foundry, mode: 'anvil', transport: viem.http(devnet.rpcUrl) }).extend(viem.walletActions);
    await client.impersonateAccount({ address: whale });
    const latencies = [];
    // The first sample only warms up (the monitor reloads its list, tokens are looked up).
    for (let sample = 0; sample <= SAMPLES; sample += 1) {
      const hash = await client.sendTransaction({ account: whale, chain: foundry, to: devnet.retail[0], value: viem.parseEther('0.01') });
      const arrival = stream.arrival(hash);
      await client.mine({ blocks: 1 });
      const minedAt = performance.now();
      const arrivedAt = await arrival;
      if (sample > 0) latencies.push(arrivedAt - minedAt);
      // The next block at a random moment of the monitor's polling cycle, as a real chain's come: the
      // event arrived just after a poll, so waiting up to one interval spreads the blocks over it.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * pollIntervalMs));
    }
    await stream.close();
    return latencies.sort((a, b) => a - b);
  } finally {
    await app.close();
    await database.close();
    await mailbox.close();
  }
}

console.log(`[bench] notification latency, mined block → SSE event (MONITOR_POLL_MS ${pollIntervalMs}), ${SAMPLES} samples each`);
const devnet = await startDevnet({ port: 0, history: 20, blockTimeSeconds: 3600, simulate: false, seed: 'bench-monitor', log: () => {} });
try {
  for (const transport of ['polling', 'websocket']) {
    for (const size of LATENCY_SIZES) {
      const latencies = await measureLatency(devnet, size, transport);
      console.log(
        `  ${transport.padEnd(9)} ${size.toLocaleString('en-US').padStart(7)} tracked wallets: p50 ${percentile(latencies, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(latencies, 95).toFixed(0).padStart(5)} ms   (min ${latencies[0].toFixed(0)}, max ${latencies.at(-1).toFixed(0)})`,
      );
    }
  }
} finally {
  await devnet.stop();
}
