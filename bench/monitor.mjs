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
// 3. Two chains (issue 35): the api watching the devnet's L1 (Ethereum) and L2 (Base) over WebSocket, one
//    user tracking the same whale on both. Block → SSE p50/p95 per chain with both chains mining at once;
//    the L1's again alone, first with the L2's node running, then with it frozen (SIGSTOP), and the change
//    in %; how soon after SIGCONT the L2's next alert arrives; then the L2 at 0.25 s blocks, a whale alert
//    every 4 blocks: its p50/p95 and how many blocks the monitor's cursor (GET /health) trails the head.
// Prints figures only; nothing is asserted. Binds 127.0.0.1 only, stops by itself (and everything it
// started, also on error). About 2 minutes by default; --samples sets every latency run's length (the
// L1-alone runs take twice as many, the 0.25 s chain that many alerts).
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
import { pauseAnvil } from './lib/anvil-process.mjs';
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
const { chainInfo, loadConfig } = api('config/index.js');
const { usePglite } = api('db/database.js');
const { trackedWallets } = api('db/schema.js');
const { DEVNET_L1, DEVNET_L2, devnetChain, startDevnet } = createRequire(import.meta.url)(path.join(ROOT, 'devnet', 'dist', 'index.js'));
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
/** Longest wait for one alert: far beyond any latency, short enough that a lost alert ends the bench. */
const ARRIVAL_TIMEOUT_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

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
        await sleep(50);
      }
      throw new Error(`no sign-up code for ${address}`);
    },
    close: async () => {
      await new Promise((resolve) => maildev.close(resolve));
      fs.rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

/** An SSE reader that resolves each wanted transaction's first event (on `chainId`'s chain, when given). */
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
        const { txHash, chain } = JSON.parse(data.slice(6));
        const wanted = waiting.get(txHash);
        if (!wanted || (wanted.chainId !== undefined && chain?.id !== wanted.chainId)) continue;
        waiting.delete(txHash);
        wanted.resolve(arrivedAt);
      }
    }
  })().catch(() => undefined);
  return {
    arrival: (txHash, chainId) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(txHash);
          reject(new Error(`no alert for ${txHash} within ${ARRIVAL_TIMEOUT_MS / 1000} s`));
        }, ARRIVAL_TIMEOUT_MS).unref();
        waiting.set(txHash, {
          chainId,
          resolve: (arrivedAt) => {
            clearTimeout(timer);
            resolve(arrivedAt);
          },
        });
      }),
    close: () => reader.cancel().catch(() => undefined),
  };
}

/** The api in this process on an in-memory PGlite, with a mailbox for its sign-up codes; `close()` stops all three. */
async function startApi(env) {
  const mailbox = await startMailbox();
  const database = await usePglite(await PGlite.create('memory://'));
  const adminToken = crypto.randomBytes(24).toString('hex');
  const stopStores = async () => {
    await database.close();
    await mailbox.close();
  };
  let app;
  try {
    app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        SMTP_URL: mailbox.smtpUrl,
        AUTH_JWT_SECRET: crypto.randomBytes(32).toString('hex'),
        ADMIN_TOKEN: adminToken,
        ...env,
      }),
      { database },
    );
  } catch (error) {
    await stopStores();
    throw error;
  }
  const call = async (method, url, payload, token) => {
    const response = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  return {
    app,
    database,
    mailbox,
    adminToken,
    call,
    close: async () => {
      await app.close();
      await stopStores();
    },
  };
}

/** Signs a user up through the api and has them track `whale` (on every chain the api watches); returns their access token. */
async function signUpTracking(api, whale) {
  const { call, mailbox, adminToken } = api;
  const email = `bench-${Date.now()}@example.com`;
  await call('POST', '/auth/signup/initiate', { email, password: 'correct horse battery' });
  const { session } = await call('POST', '/auth/signup/complete', { email, otp: await mailbox.codeFor(email) });
  const token = session.access_token;
  await call('PUT', '/admin/plans', { email, plan: 'pro' }, adminToken);
  await call('PUT', '/notifications/preferences', { email: false }, token);
  // Saving their wallets reloads every monitor's list.
  await call(
    'POST',
    '/users/register',
    { email, checkInterval: 60_000, wallets: [{ address: whale, nickname: 'Bench Whale', monitorOptions: ALL_ON }] },
    token,
  );
  return token;
}

/** Serves the api on loopback once every monitor hears of blocks by `transport`, and opens the user's SSE stream. */
async function serveAndListen(api, token, transport) {
  const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
  for (let waited = 0; !api.app.monitors.every((monitor) => monitor.transport() === transport); waited += 50) {
    if (waited > 10_000) throw new Error(`the monitors did not get to ${transport} within 10 s`);
    await sleep(50);
  }
  return listen(`${address}/notifications/stream?access_token=${token}`);
}

/** A test client of `devnet` that sends as the impersonated `whale`. */
async function whaleClient(devnet, chain, whale) {
  const client = viem
    .createTestClient({ chain, mode: 'anvil', transport: viem.http(devnet.rpcUrl) })
    .extend(viem.publicActions)
    .extend(viem.walletActions);
  await client.impersonateAccount({ address: whale });
  const sendEther = () => client.sendTransaction({ account: whale, chain, to: devnet.retail[0], value: viem.parseEther('0.01') });
  return { client, sendEther, chainId: chain.id };
}

/** `samples` times: the whale sends ether, the bench mines the block and times it to the alert's SSE event. Sorted ms. */
async function sampleLatency({ client, sendEther, chainId }, stream, samples) {
  const latencies = [];
  // The first sample only warms up (the monitor reloads its list, tokens are looked up).
  for (let sample = 0; sample <= samples; sample += 1) {
    const arrival = stream.arrival(await sendEther(), chainId);
    await client.mine({ blocks: 1 });
    const minedAt = performance.now();
    const arrivedAt = await arrival;
    if (sample > 0) latencies.push(arrivedAt - minedAt);
    // The next block at a random moment of the monitor's polling cycle, as a real chain's come: the
    // event arrived just after a poll, so waiting up to one interval spreads the blocks over it.
    await sleep(Math.random() * pollIntervalMs);
  }
  return latencies.sort((a, b) => a - b);
}

const ms = (value) => `${value.toFixed(0)} ms`;

async function measureLatency(devnet, size, transport) {
  const api = await startApi({
    CHAIN_RPC_URL: devnet.rpcUrl,
    CHAIN_WS_URL: transport === 'polling' ? 'off' : '',
    CHAIN_ID: '31337',
  });
  try {
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
      await api.database.db.insert(trackedWallets).values(rows);
    }
    const [whale] = devnet.whales;
    const stream = await serveAndListen(api, await signUpTracking(api, whale), transport);
    try {
      return await sampleLatency(await whaleClient(devnet, foundry, whale), stream, SAMPLES);
    } finally {
      await stream.close();
    }
  } finally {
    await api.close();
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

// ---- 3. Two chains ------------------------------------------------------------------------------

/** One line of a table: a label, then a right-aligned cell per chain. */
const tableRow = (label, cells) => `  ${label.padEnd(12)}${cells.map((cell) => cell.padStart(18)).join('')}`;

async function measureBothChains(chains, stream) {
  console.log(
    `[bench] two chains, blocks over WebSocket, both mining at once: mined block → SSE event of that chain's alert, ${SAMPLES} samples each`,
  );
  const latencies = await Promise.all(chains.map((chain) => sampleLatency(chain, stream, SAMPLES)));
  const rows = [
    ['', chains.map(({ label }) => label)],
    ['p50', latencies.map((each) => ms(percentile(each, 50)))],
    ['p95', latencies.map((each) => ms(percentile(each, 95)))],
    ['min – max', latencies.map((each) => `${each[0].toFixed(0)} – ${each.at(-1).toFixed(0)} ms`)],
  ];
  for (const [label, cells] of rows) console.log(tableRow(label, cells));
}

/** The first chain alone with the second one's node running, then frozen; then how soon the second catches up. */
async function measureStall([first, second], stream) {
  // Twice the samples: the change looked for (10 %) is small beside one run's spread.
  const samples = SAMPLES * 2;
  console.log(`[bench] ${second.name}'s node paused (SIGSTOP) while ${first.name} alone mines, ${samples} samples each`);
  const running = await sampleLatency(first, stream, samples);
  const paused = pauseAnvil(second.devnet.rpcUrl, second.chainId);
  const pausedAt = performance.now();
  let stalled;
  let resumedAt;
  try {
    stalled = await sampleLatency(first, stream, samples);
  } finally {
    paused.resume();
    resumedAt = performance.now();
  }
  const change = (percentile(stalled, 95) / percentile(running, 95) - 1) * 100;
  console.log(`  ${first.name} p95 with ${second.name} running: ${ms(percentile(running, 95))} (p50 ${ms(percentile(running, 50))})`);
  console.log(
    `  ${first.name} p95 with ${second.name} stalled: ${ms(percentile(stalled, 95))} (${change >= 0 ? '+' : ''}${change.toFixed(1)} %) (p50 ${ms(percentile(stalled, 50))}; anvil pid ${paused.pid} frozen ${((resumedAt - pausedAt) / 1000).toFixed(1)} s)`,
  );
  // The second chain's next alert: sent and mined as soon as its node answers again.
  const arrival = stream.arrival(await second.sendEther(), second.chainId);
  await second.client.mine({ blocks: 1 });
  const minedAt = performance.now();
  try {
    const arrivedAt = await arrival;
    console.log(
      `  ${second.name} after SIGCONT: its next alert ${ms(arrivedAt - resumedAt)} after resume (${ms(arrivedAt - minedAt)} after its block)`,
    );
  } catch (error) {
    console.log(`  ${second.name} after SIGCONT: ${error.message}`);
  }
}

const FAST_BLOCK_MS = 250;
const ALERT_EVERY_BLOCKS = 4;

/** How many blocks the monitor's cursor (GET /health) is behind the chain's head. */
async function cursorLag(api, chain) {
  // No cache: viem keeps a block number for its polling interval (4 s), 16 blocks here.
  const head = await chain.client.getBlockNumber({ cacheTime: 0 });
  const health = await api.app.inject({ method: 'GET', url: '/health' });
  const cursor = health.json().monitor.find((each) => each.chain === chain.cursor);
  if (!cursor) throw new Error(`GET /health lists no monitor cursor ${chain.cursor}`);
  return Number(head) - cursor.blockNumber;
}

/**
 * The chain at 0.25 s blocks: anvil's interval mining takes whole seconds (evm_setIntervalMining refuses
 * 0.25), so the bench mines each block (evm_mine) on a 250 ms beat, with a whale's move every few blocks.
 */
async function measureFastChain(api, chain, stream) {
  const alerts = SAMPLES;
  const blocks = (alerts + 1) * ALERT_EVERY_BLOCKS;
  console.log(
    `[bench] ${chain.name} at ${FAST_BLOCK_MS / 1000} s blocks (evm_mine from the bench), a whale alert every ${ALERT_EVERY_BLOCKS} blocks, ${alerts} alerts`,
  );
  const latencies = [];
  const lags = [];
  let firstMinedAt;
  let lastMinedAt;
  const started = performance.now();
  for (let block = 0; block < blocks; block += 1) {
    await sleep(started + block * FAST_BLOCK_MS - performance.now());
    if (block % ALERT_EVERY_BLOCKS !== 0) {
      await chain.client.mine({ blocks: 1 });
      lastMinedAt = performance.now();
      continue;
    }
    // Just before a block is due: has the monitor read every block so far?
    if (block > 0) lags.push(await cursorLag(api, chain));
    const arrival = stream.arrival(await chain.sendEther(), chain.chainId);
    const mined = chain.client.mine({ blocks: 1 }).then(() => performance.now());
    // The first alert only warms up.
    if (block > 0) latencies.push(Promise.all([arrival, mined]).then(([arrivedAt, minedAt]) => arrivedAt - minedAt));
    else void arrival.catch(() => undefined);
    lastMinedAt = await mined;
    firstMinedAt ??= lastMinedAt;
  }
  await sleep(started + blocks * FAST_BLOCK_MS - performance.now());
  const lagAtEnd = await cursorLag(api, chain);
  const settled = await Promise.allSettled(latencies);
  const arrived = settled.flatMap((each) => (each.status === 'fulfilled' ? [each.value] : [])).sort((a, b) => a - b);
  const took = lastMinedAt - firstMinedAt;
  console.log(`  ${blocks} blocks in ${(took / 1000).toFixed(1)} s (${(took / (blocks - 1) / 1000).toFixed(3)} s apart on average)`);
  console.log(
    `  ${chain.name} p50 ${arrived.length ? ms(percentile(arrived, 50)) : '–'}   p95 ${arrived.length ? ms(percentile(arrived, 95)) : '–'}   (min ${arrived[0]?.toFixed(0) ?? '–'}, max ${arrived.at(-1)?.toFixed(0) ?? '–'}; ${arrived.length} of ${alerts} alerts arrived)`,
  );
  console.log(
    `  cursor lag behind the head: ${lagAtEnd} blocks at the end, at most ${Math.max(lagAtEnd, ...lags)} (GET /health monitor[].blockNumber, read each second just before a block is due)`,
  );
}

const chainsStarted = await Promise.allSettled(
  [DEVNET_L1, DEVNET_L2].map((chain) =>
    startDevnet({ port: 0, history: 20, blockTimeSeconds: 3600, simulate: false, seed: 'bench-monitor', log: () => {}, chain }),
  ),
);
const chainFailed = chainsStarted.find((each) => each.status === 'rejected');
if (chainFailed) {
  // The one that started is stopped before the other's error ends the bench.
  await Promise.all(chainsStarted.map((each) => (each.status === 'fulfilled' ? each.value.stop() : undefined)));
  throw chainFailed.reason;
}
const [l1, l2] = chainsStarted.map((each) => each.value);
try {
  const api = await startApi({
    CHAINS: `${l1.chainId},${l2.chainId}`,
    CHAIN_RPC_URL: l1.rpcUrl,
    [`CHAIN_RPC_URL_${l2.chainId}`]: l2.rpcUrl,
  });
  try {
    // The same seed: the same whale on both chains, tracked once.
    const [whale] = l1.whales;
    const stream = await serveAndListen(api, await signUpTracking(api, whale), 'websocket');
    try {
      const chains = await Promise.all(
        [
          [l1, DEVNET_L1],
          [l2, DEVNET_L2],
        ].map(async ([devnet, profile], index) => {
          const { name } = chainInfo(devnet.chainId);
          return {
            ...(await whaleClient(devnet, devnetChain(devnet.rpcUrl, profile), whale)),
            devnet,
            name,
            label: `${name} (${devnet.chainId})`,
            cursor: api.app.monitors[index].heads()?.chain,
          };
        }),
      );
      await measureBothChains(chains, stream);
      await measureStall(chains, stream);
      await measureFastChain(api, chains[1], stream);
    } finally {
      await stream.close();
    }
  } finally {
    await api.close();
  }
} finally {
  await Promise.all([l1.stop(), l2.stop()]);
}
