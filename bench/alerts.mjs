// How many alerts and emails a user gets who tracks six of the devnet's whales with the default monitor
// options (the spec's: every kind on, 0.1 ETH minimum; ours: both directions, no unpriced tokens, email
// instant). An hour of the devnet's simulated activity (a 2 s block, as `npm start` mines them) is
// produced as fast as the chain takes it: each block's activity planned and sent exactly as the running
// simulator does (devnet/src/simulator.ts), then mined 2 s after the last. The api (in this process,
// embedded PGlite, the devnet's price table) follows the blocks with its real wallet monitor, one step
// per block, and flushes its real email outbox with the clock at the block's time.
// "Before" counts the same blocks by the rules this replaced: one notification per ether move at or
// above the minimum, per token transfer of any size and per approval, and one email per notification
// (a digest when more than three waited at a flush).
// Prints figures only; nothing is asserted. Binds 127.0.0.1 only, stops by itself.
// Usage: npm run bench:alerts
//        npm run bench:alerts -- --minutes 20
//        npm run bench:alerts -- --retail 3      three whales and three retail accounts
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { ROOT } from '../scripts/config.mjs';
import { numberArgument } from './lib/figures.mjs';

const MINUTES = numberArgument('--minutes', 60);
const BLOCK_SECONDS = 2;
/** Six wallets: whales, or (`--retail 3`) some of the devnet's busy retail accounts in their place. */
const RETAIL = numberArgument('--retail', 0);
const WALLETS = 6;

buildIfNeeded({ log: (line) => console.log(`[bench] ${line}`) });
const apiRequire = createRequire(path.join(ROOT, 'api', 'package.json'));
const api = (file) => apiRequire(path.join(ROOT, 'api', 'dist', file));
const { buildApp } = api('app.js');
const { loadConfig } = api('config/index.js');
const { usePglite } = api('db/database.js');
const { notifications, trackedWallets, trackingSettings, userPlans } = api('db/schema.js');
const { createEmailOutbox } = api('notifications/email-outbox.js');
const { matchBlock } = api('monitor/match-block.js');
const { buildWatchIndex } = api('monitor/watch-index.js');
const { startDevnet, sendBlockActivity, createRpc, deriveAccounts, DEFAULT_SEED } = createRequire(import.meta.url)(
  path.join(ROOT, 'devnet', 'dist', 'index.js'),
);
const { PGlite } = apiRequire('@electric-sql/pglite');
const { eq } = apiRequire('drizzle-orm');

const DEFAULTS = {
  tokenTransfers: true,
  tokenApprovals: true,
  etherTransfers: true,
  minTransactionValue: 0.1,
  direction: 'both',
  alertUnpricedTokens: false,
};
const OLD_MINIMUM_WEI = 10n ** 17n;
const hexToNumber = (hex) => Number(BigInt(hex));

const devnet = await startDevnet({ port: 0, history: 500, blockTimeSeconds: 3600, simulate: false, log: () => undefined });
const database = await usePglite(await PGlite.create('memory://'));
const app = await buildApp(
  loadConfig({ LOG_LEVEL: 'silent', CHAIN_RPC_URL: devnet.rpcUrl, CHAIN_ID: '31337', PRICES_SOURCE: 'dev', MONITOR: 'off', NEWS: 'off' }),
  { database },
);
const rpc = createRpc(devnet.rpcUrl);
const accounts = deriveAccounts(DEFAULT_SEED);

try {
  // The user: Pro (six wallets), six whales with the default options, email at its default (instant).
  const userId = crypto.randomUUID();
  const wallets = [...devnet.whales.slice(0, WALLETS - RETAIL), ...devnet.retail.slice(0, RETAIL)].map((address) => address.toLowerCase());
  await database.db.insert(userPlans).values({ userId, plan: 'pro', source: 'operator' });
  await database.db.insert(trackingSettings).values({ userId, email: 'bench@example.com', checkIntervalMs: 60_000 });
  await database.db.insert(trackedWallets).values(
    wallets.map((address, position) => ({
      userId,
      address,
      nickname: position < WALLETS - RETAIL ? `Whale ${position + 1}` : `Retail ${position + 1}`,
      ...DEFAULTS,
      position,
    })),
  );

  const latestBlock = async () => rpc.request('eth_getBlockByNumber', ['latest', false]);
  let clock = hexToNumber((await latestBlock()).timestamp) * 1000;
  const sent = [];
  const outbox = createEmailOutbox({
    db: database.db,
    mailer: { send: async (email) => void sent.push(email), close: () => undefined },
    siteUrl: 'http://127.0.0.1:3000',
    explorerUrl: '',
    log: { error: (object, message) => console.error(message, object) },
    now: () => new Date(clock),
  });
  await app.monitor.step(); // starts at the head
  // Each block BLOCK_SECONDS after the one before, whatever the wall clock says.
  await rpc.request('anvil_setBlockTimestampInterval', [BLOCK_SECONDS]);

  const oldIndex = buildWatchIndex(
    wallets.map((address) => ({ userId, address, nickname: address, options: { ...DEFAULTS, minTransactionValue: 0 }, mutedUntil: null })),
  );
  const before = { notifications: 0, emails: 0 };
  const blocks = Math.round((MINUTES * 60) / BLOCK_SECONDS);
  const started = performance.now();
  for (let n = 0; n < blocks; n += 1) {
    const next = BigInt(await rpc.request('eth_blockNumber', [])) + 1n;
    await sendBlockActivity(rpc, DEFAULT_SEED, accounts, next);
    await rpc.request('evm_mine', []);
    clock = hexToNumber((await latestBlock()).timestamp) * 1000;

    await app.monitor.step();
    await outbox.flush();

    // The rules this replaced, on the same block.
    const [block] = await app.chain.blocks(next, next);
    const moves = matchBlock(block, oldIndex, () => ({ symbol: 'TKN', decimals: 18 }), clock).flatMap((group) => group.moves);
    const old = moves.filter((move) => move.kind !== 'ether' || move.value >= OLD_MINIMUM_WEI).length;
    before.notifications += old;
    before.emails += old > 3 ? 1 : old;
    if ((n + 1) % 300 === 0) console.log(`[bench] ${((n + 1) * BLOCK_SECONDS) / 60} simulated minutes…`);
  }
  const seconds = (performance.now() - started) / 1000;

  const alerts = await database.db.select().from(notifications).where(eq(notifications.userId, userId));
  const perHour = (count) => ((count * 60) / MINUTES).toFixed(1);
  const tracked = RETAIL > 0 ? `${WALLETS - RETAIL} devnet whales and ${RETAIL} retail accounts` : `${WALLETS} devnet whales`;
  console.log(
    `\n${tracked} tracked with the default options, ${MINUTES} simulated minutes (${blocks} blocks of ${BLOCK_SECONDS} s), run in ${seconds.toFixed(0)} s:`,
  );
  console.log(
    `  before (one notification per log, one email each):  ${perHour(before.notifications).padStart(7)} notifications/hour  ${perHour(before.emails).padStart(7)} emails/hour`,
  );
  console.log(
    `  after  (one alert per transaction, filtered, email policy): ${perHour(alerts.length).padStart(7)} alerts/hour  ${perHour(sent.length).padStart(7)} emails/hour`,
  );
  const pending = alerts.filter((alert) => alert.emailedAt === null).length;
  console.log(
    `  alerts still waiting for their wallet's next email: ${pending} (none lost: ${alerts.length - pending} emailed, in ${sent.length} emails)`,
  );
  console.log('\n  A sample of the alerts:');
  for (const alert of alerts.slice(0, 8))
    console.log(`    ${alert.message}${(alert.lines ?? []).map((line) => `\n      ${line}`).join('')}`);
} finally {
  await app.close();
  await devnet.stop();
}
