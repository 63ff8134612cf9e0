// How fast a wallet's record answers (GET /wallets/:address/profile's service, api/src/wallets): a devnet
// wallet with 10,000 token transfers over 100 tokens (the devnet's ten and 90 more deployed here), through
// the api's rpc ChainSource and the devnet's prices.
//   cold:  the wallet was never asked about: its whole history is read (eth_getLogs by topic, the node's
//          Otterscan API for ether), priced at each block's time, and its profit and loss computed.
//   again: the same wallet asked again with no new block: only the chain's head is checked.
//   block: one new block with a transfer of the wallet's: only that block is read and priced.
// Prints each run and the medians. Usage: npm run bench:wallet [-- --runs 3 --tokens 100 --per-token 100]
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { ROOT } from '../scripts/config.mjs';
import { median, numberArgument } from './lib/figures.mjs';

const RUNS = numberArgument('--runs', 3);
const TOKENS = numberArgument('--tokens', 100);
const PER_TOKEN = numberArgument('--per-token', 100);
/** Of each token's transfers, the share the wallet receives (the rest it sends). */
const RECEIVED = 0.6;

buildIfNeeded({ log: (line) => console.log(`[bench] ${line}`) });
const apiRequire = createRequire(path.join(ROOT, 'api', 'package.json'));
const api = (file) => apiRequire(path.join(ROOT, 'api', 'dist', file));
const devnetRequire = createRequire(path.join(ROOT, 'devnet', 'package.json'));
const { startDevnet, DEVNET_TOKENS, DISPERSE_ADDRESS, disperseAbi, tokenMintAbi } = devnetRequire(path.join(ROOT, 'devnet/dist/index.js'));
const { tokenCreationCode } = devnetRequire(path.join(ROOT, 'devnet/dist/contracts.js'));
const { rpcSource } = api('chain/rpc/rpc-source.js');
const { walletRecords } = api('wallets/service.js');
const { walletHistories } = api('wallets/wallet-histories.js');
const { createPriceSource } = api('prices/index.js');
const viem = apiRequire('viem');

const ms = (value) => `${value.toFixed(1)} ms`;
const quiet = { warn: (object, message) => console.log(`[wallet] ${message}`, object.err?.message ?? '') };

let started = Date.now();
const devnet = await startDevnet({ port: 0, history: 200, simulate: false, blockTimeSeconds: 3600, log: () => {} });
const rpc = viem
  .createTestClient({ mode: 'anvil', transport: viem.http(devnet.rpcUrl) })
  .extend(viem.publicActions)
  .extend(viem.walletActions);
const minter = devnet.whales[0];
const { privateKeyToAccount, generatePrivateKey } = apiRequire('viem/accounts');
const trader = privateKeyToAccount(generatePrivateKey()).address;
const others = Array.from({ length: 8 }, () => privateKeyToAccount(generatePrivateKey()).address);
for (const account of [minter, trader]) {
  await rpc.setBalance({ address: account, value: viem.parseEther('1000') });
  await rpc.impersonateAccount({ address: account });
}

/** Blocks an hour apart, so the wallet trades at prices that move (the devnet's price path). */
let nextTime = Number((await rpc.getBlock()).timestamp) + 3600;

/** Sends each transaction of one block and mines it, an hour after the last. */
async function block(transactions) {
  await rpc.setNextBlockTimestamp({ timestamp: BigInt(nextTime) });
  nextTime += 3600;
  const hashes = [];
  for (const transaction of transactions) hashes.push(await rpc.sendTransaction({ chain: null, ...transaction }));
  await rpc.mine({ blocks: 1 });
  for (const hash of hashes) {
    const receipt = await rpc.getTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`bench setup transaction ${hash} reverted`);
  }
}

// 90 more tokens, minted by the same account as the devnet's own.
const tokens = DEVNET_TOKENS.map((token) => token.address);
for (let index = tokens.length; index < TOKENS; index += 1) {
  const token = { name: `Bench Token ${index}`, symbol: `BT${index}`, decimals: 18 };
  await rpc.setNextBlockTimestamp({ timestamp: BigInt(nextTime) });
  nextTime += 60;
  const hash = await rpc.sendTransaction({ account: minter, chain: null, data: tokenCreationCode(token, minter) });
  await rpc.mine({ blocks: 1 });
  tokens.push((await rpc.getTransactionReceipt({ hash })).contractAddress);
}
const ownMinter = await rpc.readContract({ address: tokens[0], abi: tokenMintAbi, functionName: 'minter' });
await rpc.impersonateAccount({ address: ownMinter });
await rpc.setBalance({ address: ownMinter, value: viem.parseEther('1000') });

const received = Math.round(PER_TOKEN * RECEIVED);
const sent = PER_TOKEN - received;
/** One whole token of the `index`-th token (the devnet's own have their mainnet decimals; the bench's 18). */
const unitOf = (index) => 10n ** BigInt(index < DEVNET_TOKENS.length ? DEVNET_TOKENS[index].decimals : 18);
const call = (account, to, abi, functionName, args) => ({ account, to, data: viem.encodeFunctionData({ abi, functionName, args }) });
for (const [index, token] of tokens.entries()) {
  const tokenMinter = index < DEVNET_TOKENS.length ? ownMinter : minter;
  const amount = unitOf(index);
  await block([
    call(tokenMinter, token, tokenMintAbi, 'mint', [minter, amount * BigInt(received)]),
    call(minter, token, viem.erc20Abi, 'approve', [DISPERSE_ADDRESS, viem.maxUint256]),
    call(trader, token, viem.erc20Abi, 'approve', [DISPERSE_ADDRESS, viem.maxUint256]),
  ]);
  await block([
    call(minter, DISPERSE_ADDRESS, disperseAbi, 'disperseTokenSimple', [token, Array(received).fill(trader), Array(received).fill(amount)]),
  ]);
  await block([
    call(trader, DISPERSE_ADDRESS, disperseAbi, 'disperseTokenSimple', [
      token,
      Array.from({ length: sent }, (_, at) => others[at % others.length]),
      Array(sent).fill(amount / 2n),
    ]),
  ]);
}
console.log(
  `[bench] devnet with a wallet of ${TOKENS * PER_TOKEN} transfers over ${TOKENS} tokens in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const chain = rpcSource({ url: devnet.rpcUrl });
const prices = createPriceSource({ source: 'dev' }, quiet);
const book = new Map();
const figures = { cold: [], again: [], block: [] };
const address = trader.toLowerCase();
for (let run = 1; run <= RUNS; run += 1) {
  const records = walletRecords({ chain, prices, log: quiet, histories: walletHistories({ chain }) });
  started = performance.now();
  const profile = await records.profile(address, 'all', book);
  const cold = performance.now() - started;
  if (profile.history.transfers !== TOKENS * PER_TOKEN + run - 1)
    throw new Error(`expected ${TOKENS * PER_TOKEN} transfers, read ${profile.history.transfers}`);

  started = performance.now();
  await records.profile(address, 'all', book);
  const again = performance.now() - started;

  await block([call(trader, tokens[run % tokens.length], viem.erc20Abi, 'transfer', [others[0], 1n])]);
  started = performance.now();
  const extended = await records.profile(address, 'all', book);
  const newBlock = performance.now() - started;
  if (extended.history.transfers !== TOKENS * PER_TOKEN + run)
    throw new Error(`the new block's transfer is missing: ${extended.history.transfers}`);

  figures.cold.push(cold);
  figures.again.push(again);
  figures.block.push(newBlock);
  console.log(
    `run ${run}: cold ${ms(cold)} · again ${ms(again)} · new block ${ms(newBlock)} · realized ${profile.pnl.realizedUsd.toFixed(2)} USD, ${profile.pnl.closedPositions} closed, ${profile.pnl.unpricedTokens} tokens without a price`,
  );
}
console.log(
  `median: cold ${ms(median(figures.cold))} (target ≤ 1500 ms) · again ${ms(median(figures.again))} (≤ 100 ms) · new block ${ms(median(figures.block))} (≤ 50 ms)`,
);
await devnet.stop();
