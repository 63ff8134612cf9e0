// How fast the holder analysis answers (GET /analyzer/holders/:token's service, api/src/analyzer): a token's
// top 3 holders by net inflow over its 100,000 newest transfers, on a devnet through the api's rpc
// ChainSource and an embedded PGlite database.
//   cold: the token was never analysed (empty database, new chain client): its transfers are read in
//         full — eth_getLogs ranges in parallel, decoded from their topics — and folded in one pass; the
//         read is saved to the transfer index after the answer (the save's time is printed apart).
//   warm: the same token "a minute later": 30 blocks and 100 new transfers of the token since, so the
//         index checks its tip, reads the new blocks, drops as many of its oldest transfers and asks the
//         database for the top balances.
// Each run checks that the index and the plain scan (the whole window read again and folded) name the
// same top 3 with the same amounts. Prints each run and the medians.
// Usage: npm run bench:holders                  (seeds a 185,000-transfer devnet once, into .data/bench-devnet-185000:
//                                                about 55% are USDC, so its scan reads the full 100,000)
//        npm run bench:holders -- --history 20000 --runs 1
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { ROOT } from '../scripts/config.mjs';
import { median, numberArgument } from './lib/figures.mjs';

const HISTORY = numberArgument('--history', 185_000);
const RUNS = numberArgument('--runs', 3);
const NEW_TRANSFERS = numberArgument('--new-transfers', 100);
const NEW_BLOCKS = 30;
const MAX = 100_000;

buildIfNeeded({ log: (line) => console.log(`[bench] ${line}`) });
const apiRequire = createRequire(path.join(ROOT, 'api', 'package.json'));
const api = (file) => apiRequire(path.join(ROOT, 'api', 'dist', file));
const { startDevnet, DEVNET_TOKENS } = createRequire(import.meta.url)(path.join(ROOT, 'devnet/dist/index.js'));
const { rpcSource } = api('chain/rpc/rpc-source.js');
const { createTransferIndex } = api('analyzer/transfer-index.js');
const { tokenHolders } = api('analyzer/service.js');
const { netInflows, topInflows } = api('analyzer/net-inflows.js');
const { readLogsForwards } = api('chain/rpc/log-ranges.js');
const { usePglite } = api('db/database.js');
const { PGlite } = apiRequire('@electric-sql/pglite');
const viem = apiRequire('viem');

const seconds = (ms) => `${(ms / 1000).toFixed(3)} s`;
const quiet = { warn: (object, message) => console.log(`[index] ${message}`, object.err?.message ?? '') };

const dataDir = path.join(ROOT, '.data', `bench-devnet-${HISTORY}`);
const seeding = !fs.existsSync(dataDir);
let started = Date.now();
// Blocks come when the bench mines them, so each run's "minute later" is the same.
const devnet = await startDevnet({
  port: 0,
  dataDir,
  history: HISTORY,
  simulate: false,
  blockTimeSeconds: 3600,
  log: (line) => console.log(`[devnet] ${line}`),
});
console.log(
  `[bench] devnet ${seeding ? `seeded with ${HISTORY} transfers` : 'reopened'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const rpc = viem
  .createTestClient({ mode: 'anvil', transport: viem.http(devnet.rpcUrl) })
  .extend(viem.publicActions)
  .extend(viem.walletActions);

/** What the analyzer answered before the index: the whole window read again (viem, ABI-decoded) and folded. */
async function plainScan(token) {
  const latest = await rpc.getBlockNumber({ cacheTime: 0 });
  const event = viem.getAbiItem({ abi: viem.erc20Abi, name: 'Transfer' });
  const logs = [];
  await readLogsForwards(
    0n,
    latest,
    ({ from, to }) => rpc.getLogs({ address: token, event, fromBlock: from, toBlock: to, strict: true }),
    (range) => logs.push(...range),
  );
  const newest = logs
    .slice(-MAX)
    .map((log) => ({ from: log.args.from.toLowerCase(), to: log.args.to.toLowerCase(), value: log.args.value }));
  return topInflows(netInflows(newest), 3).map(({ address, balance }) => `${address}:${balance}`);
}

/** A minute of the token's activity: `NEW_TRANSFERS` transfers between whales and retail over `NEW_BLOCKS` blocks. */
async function aMinuteLater(token, run) {
  const perBlock = Math.ceil(NEW_TRANSFERS / NEW_BLOCKS);
  let sent = 0;
  for (let block = 0; block < NEW_BLOCKS; block += 1) {
    for (let n = 0; n < perBlock && sent < NEW_TRANSFERS; n += 1, sent += 1) {
      const from = devnet.whales[(run + sent) % devnet.whales.length];
      const to = devnet.retail[(run * 7 + sent) % devnet.retail.length];
      const data = viem.encodeFunctionData({
        abi: viem.erc20Abi,
        functionName: 'transfer',
        args: [to, BigInt(1_000_000 + sent * 137 + run)],
      });
      await rpc.sendTransaction({ account: from, chain: null, to: token.address, data });
    }
    await rpc.mine({ blocks: 1 });
  }
}

try {
  // The busiest token is the one a holder scan works hardest on.
  const counter = rpcSource({ url: devnet.rpcUrl });
  const counts = [];
  for (const token of DEVNET_TOKENS) {
    const { transfers } = await counter.tokenTransfers(token.address, { max: MAX });
    counts.push([token, transfers.length]);
  }
  const [busiest, available] = counts.sort((a, b) => b[1] - a[1])[0];
  console.log(
    `[bench] ${busiest.symbol} has ${available} transfers (reading up to ${MAX}); ${NEW_TRANSFERS} new ones in ${NEW_BLOCKS} blocks before each warm analysis`,
  );

  const cold = [];
  const warm = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const database = await usePglite(await PGlite.create('memory://'));
    try {
      const index = createTransferIndex({ db: database.db, chain: rpcSource({ url: devnet.rpcUrl }), log: quiet });
      started = performance.now();
      const first = await tokenHolders(index, busiest.address, 3);
      cold.push(performance.now() - started);
      started = performance.now();
      await index.settled();
      const saveMs = performance.now() - started;

      await aMinuteLater(busiest, run);
      started = performance.now();
      const again = await tokenHolders(index, busiest.address, 3);
      warm.push(performance.now() - started);

      const scanned = await plainScan(busiest.address);
      const indexed = again.holders.map(({ address, balance }) => `${address}:${balance}`);
      const same = JSON.stringify(scanned) === JSON.stringify(indexed);
      console.log(
        `run ${run}: cold ${seconds(cold.at(-1))} (${first.transfersRead} transfers${first.complete ? '' : ', incomplete'}; saved to the index in ${seconds(saveMs)} after the answer)` +
          `   warm ${seconds(warm.at(-1))} (${again.transfersRead} transfers)   same top 3 as the plain scan: ${same ? 'yes' : `NO\n  scan:  ${scanned}\n  index: ${indexed}`}`,
      );
      if (!same) process.exitCode = 1;
    } finally {
      await database.close();
    }
  }
  console.log(`median of ${RUNS}: cold ${seconds(median(cold))}   warm ${seconds(median(warm))}`);
} finally {
  await devnet.stop();
}
