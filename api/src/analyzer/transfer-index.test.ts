// The holder analysis's transfer index against the plain scan it replaces, on a real devnet: the same top
// holders with the same amounts over the same number of transfers — on the first analysis, after new blocks
// arrive (the window slides: the index keeps only the newest `max`), after the monitor extends it, and after
// a reorg replaces the newest blocks. On PGlite and on a real PostgreSQL server.
import { startDevnet, tokenBySymbol, type Devnet } from '@whalewatch/devnet';
import { createTestClient, encodeFunctionData, erc20Abi, getAbiItem, http, publicActions, walletActions, type Address } from 'viem';
import { foundry } from 'viem/chains';
import type { ChainSource } from '../chain/chain-source';
import { readLogsForwards } from '../chain/rpc/log-ranges';
import { rpcSource } from '../chain/rpc/rpc-source';
import { createDatabase, type Database } from '../db/database';
import { holderIndexBlocks, holderIndexes } from '../db/schema';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { createTestDatabase } from '../testing/test-app';
import { netInflows, topInflows } from './net-inflows';
import { createTransferIndex, KEPT_BLOCKS, type TransferIndex } from './transfer-index';

/** A window much smaller than the devnet's history, so new transfers push old ones out. */
const MAX = 150;
const LIMIT = 10;
const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' });
const silent = { warn: () => undefined };

let devnet: Devnet;
let postgres: PostgresCluster;
let chain: ChainSource;

beforeAll(async () => {
  [devnet, postgres] = await Promise.all([
    startDevnet({ port: 0, history: 800, blockTimeSeconds: 3600, simulate: false, seed: 'transfer-index-test' }),
    startPostgresCluster(),
  ]);
  chain = rpcSource({ url: devnet.rpcUrl });
}, 180_000);
afterAll(async () => {
  await Promise.all([devnet?.stop(), postgres?.stop()]);
});

const anvil = () =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);

/** Today's scan: every Transfer log read and ABI-decoded by viem, the newest `max` folded. */
async function plainScan(token: Address, max = MAX) {
  const client = anvil();
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const logs: { from: Address; to: Address; value: bigint }[] = [];
  await readLogsForwards(
    0n,
    latest,
    ({ from, to }) => client.getLogs({ address: token, event: transferEvent, fromBlock: from, toBlock: to, strict: true }),
    (range) => {
      for (const log of range)
        logs.push({ from: log.args.from.toLowerCase() as Address, to: log.args.to.toLowerCase() as Address, value: log.args.value });
    },
  );
  const newest = logs.slice(-max);
  return { top: topInflows(netInflows(newest), LIMIT), transfersRead: newest.length };
}

/** Token transfers from whales to retail (and to each other), mined `blocks` blocks in a row. */
async function moveTokens(token: Address, { blocks, perBlock, salt }: { blocks: number; perBlock: number; salt: number }) {
  const client = anvil();
  for (let block = 0; block < blocks; block += 1) {
    for (let n = 0; n < perBlock; n += 1) {
      const whale = devnet.whales[(salt + block + n) % devnet.whales.length];
      const retail = devnet.retail[(salt * 3 + block * perBlock + n) % devnet.retail.length];
      const amount = BigInt(1_000_000 * (salt + 1) + block * 1_000 + n);
      const otherWhale = devnet.whales[(salt + block + n + 1) % devnet.whales.length];
      const [from, to] = n % 4 === 3 ? [whale, otherWhale] : [whale, retail];
      await client.sendTransaction({
        account: from,
        chain: foundry,
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      });
    }
    await client.mine({ blocks: 1 });
  }
}

describe.each([
  ['PGlite', async () => createTestDatabase()],
  ['PostgreSQL', async () => createDatabase({ databaseUrl: await postgres.createDatabase(`index_${Date.now()}`), dataDir: '' }, console)],
])('the transfer index on %s', (_name, open) => {
  let database: Database;
  let index: TransferIndex;
  const usdc = tokenBySymbol('USDC').address.toLowerCase() as Address;
  const dai = tokenBySymbol('DAI').address.toLowerCase() as Address;

  beforeAll(async () => {
    database = await open();
    index = createTransferIndex({ db: database.db, chain, chainId: 1, log: silent, max: MAX });
  });
  afterAll(async () => {
    await index?.settled();
    await database?.close();
  });

  async function expectSameAsScan(token: Address) {
    const read = await index.topHolders(token, LIMIT);
    await index.settled();
    const scan = await plainScan(token);
    expect(read.top).toEqual(scan.top);
    expect(read.transfersRead).toBe(scan.transfersRead);
    expect(read.complete).toBe(true);
    return read;
  }

  const indexRow = async (token: Address) => (await database.db.select().from(holderIndexes)).find((row) => row.token === token);

  it('answers the first analysis as the scan does, and keeps the window for the next', async () => {
    const first = await expectSameAsScan(usdc);
    expect(first.top).toHaveLength(LIMIT);
    expect(first.transfersRead).toBe(MAX);

    const row = await indexRow(usdc);
    expect(row).toMatchObject({
      token: usdc,
      symbol: 'USDC',
      decimals: 6,
      transfers: MAX,
      tipBlock: Number(await anvil().getBlockNumber({ cacheTime: 0 })),
    });
    // Only the newest blocks keep their transfers; the rest of the window lives on as balances.
    const kept = (await database.db.select().from(holderIndexBlocks)).filter((block) => block.token === usdc);
    expect(kept.every((block) => block.blockNumber > row!.tipBlock - KEPT_BLOCKS)).toBe(true);
  });

  it('reads only the new blocks when new transfers arrive, dropping as many of its oldest', async () => {
    const reads = countReads();
    await moveTokens(usdc, { blocks: 3, perBlock: 7, salt: 1 });

    await expectSameAsScan(usdc);

    // The new blocks, and the oldest ones again to see which transfers leave the window: not all 150.
    expect(reads.transfersRead()).toBeLessThan(MAX);
    reads.stop();
  });

  it('takes blocks the monitor read, then answers as the scan does', async () => {
    const before = await indexRow(usdc);
    await moveTokens(usdc, { blocks: 2, perBlock: 5, salt: 2 });
    const head = await anvil().getBlockNumber({ cacheTime: 0 });

    await index.follow(await chain.blocks(BigInt(before!.tipBlock) + 1n, head));

    expect(await indexRow(usdc)).toMatchObject({ tipBlock: Number(head), transfers: MAX + 10 });
    await expectSameAsScan(usdc);
    expect((await indexRow(usdc))?.transfers).toBe(MAX);
  });

  it('takes back the transfers of blocks a reorg replaced, and reads their replacements', async () => {
    const client = anvil();
    const snapshot = await client.snapshot();
    await moveTokens(usdc, { blocks: 3, perBlock: 6, salt: 3 });
    await expectSameAsScan(usdc);
    const replaced = await indexRow(usdc);

    // The newest 3 blocks are replaced by 4 others with other transfers.
    await client.revert({ id: snapshot });
    await moveTokens(usdc, { blocks: 4, perBlock: 4, salt: 4 });

    await expectSameAsScan(usdc);
    const after = await indexRow(usdc);
    expect(after?.tipBlock).toBe(replaced!.tipBlock + 1);
    expect(after?.tipHash).toBe((await client.getBlock({ blockTag: 'latest' })).hash);
  });

  it('answers a token with fewer transfers than the window over all of them', async () => {
    const wide = createTransferIndex({ db: database.db, chain, chainId: 1, log: silent, max: 100_000 });
    const read = await wide.topHolders(dai, LIMIT);
    await wide.settled();
    const scan = await plainScan(dai, 100_000);
    expect(read.top).toEqual(scan.top);
    expect(read.transfersRead).toBe(scan.transfersRead);

    await moveTokens(dai, { blocks: 2, perBlock: 3, salt: 5 });
    const again = await wide.topHolders(dai, LIMIT);
    expect(again.top).toEqual((await plainScan(dai, 100_000)).top);
    expect(again.transfersRead).toBe(scan.transfersRead + 6);
  });
});

/** Counts the transfers the rpc source hands out while it runs. */
function countReads() {
  const original = chain.tokenTransfers.bind(chain);
  let read = 0;
  chain.tokenTransfers = async (...args) => {
    const answer = await original(...args);
    read += answer.transfers.length;
    return answer;
  };
  return { transfersRead: () => read, stop: () => (chain.tokenTransfers = original) };
}
