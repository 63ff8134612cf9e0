// How fast the holder scan reads chain data: a token's 100,000 newest transfers read from a devnet
// through the api's rpc ChainSource (viem getLogs in adaptive ranges, decoded from the ERC-20 ABI),
// then folded into net inflows and the top 3 holders by the analyzer's own code (api/src/analyzer). Prints transfers/s.
// Usage: npm run bench:holders                  (seeds a 185,000-transfer devnet once, into .data/bench-devnet-185000:
//                                                about 55% are USDC, so its scan reads the full 100,000)
//        npm run bench:holders -- --history 20000 --runs 1
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { ROOT } from '../scripts/config.mjs';

const require = createRequire(import.meta.url);
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const HISTORY = argument('--history', 185_000);
const RUNS = argument('--runs', 3);
const MAX = 100_000;

buildIfNeeded({ log: (line) => console.log(`[bench] ${line}`) });
const { startDevnet, DEVNET_TOKENS } = require(path.join(ROOT, 'devnet/dist/index.js'));
const { rpcSource } = require(path.join(ROOT, 'api/dist/chain/rpc/rpc-source.js'));
// The analyzer's own fold (GET /analyzer/holders/:token): net inflows, the 3 largest positive.
const { netInflows, topInflows } = require(path.join(ROOT, 'api/dist/analyzer/net-inflows.js'));
const topHolders = (transfers) => topInflows(netInflows(transfers), 3);

const dataDir = path.join(ROOT, '.data', `bench-devnet-${HISTORY}`);
const seeding = !fs.existsSync(dataDir);
let started = Date.now();
const devnet = await startDevnet({ port: 0, dataDir, history: HISTORY, simulate: false, log: (line) => console.log(`[devnet] ${line}`) });
console.log(`[bench] devnet ${seeding ? `seeded with ${HISTORY} transfers` : 'reopened'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

try {
  const source = rpcSource({ url: devnet.rpcUrl });
  // The busiest token is the one a holder scan works hardest on.
  const counts = [];
  for (const token of DEVNET_TOKENS) {
    const { transfers } = await source.tokenTransfers(token.address, { max: MAX });
    counts.push([token, transfers.length]);
  }
  const [busiest, available] = counts.sort((a, b) => b[1] - a[1])[0];
  console.log(`[bench] ${busiest.symbol} has ${available} transfers (reading up to ${MAX})`);

  for (let run = 1; run <= RUNS; run += 1) {
    const fresh = rpcSource({ url: devnet.rpcUrl });
    started = performance.now();
    const { transfers, complete } = await fresh.tokenTransfers(busiest.address, { max: MAX });
    const readMs = performance.now() - started;
    started = performance.now();
    const top = topHolders(transfers);
    const foldMs = performance.now() - started;
    console.log(
      `run ${run}: read ${transfers.length} transfers in ${(readMs / 1000).toFixed(2)} s = ${Math.round(transfers.length / (readMs / 1000))} transfers/s` +
        `${complete ? '' : ' (incomplete)'}; top ${top.length} holders in ${foldMs.toFixed(0)} ms`,
    );
  }
} finally {
  await devnet.stop();
}
