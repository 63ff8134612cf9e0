// The transfer index over Etherscan (fake Etherscan, fake clock): the first analysis pages through tokentx
// as the plain scan does; the next one, after new blocks, asks a handful of requests — the head and tip
// blocks, the new transfers, the oldest ones to drop — and answers as the plain scan would.
import type { Address } from '../chain/chain-source';
import { etherscanSource } from '../chain/etherscan/etherscan-source';
import { routes, tokentxList } from '../chain/etherscan/testing/explorer-lists';
import { rpcResult } from '../chain/etherscan/testing/fake-etherscan';
import { fakeEtherscanEachTest, settle } from '../chain/etherscan/testing/fake-time';
import { addressOf, hashOf, tokentxRecord, type TokentxJson } from '../chain/etherscan/testing/records';
import type { Database } from '../db/database';
import { createTestDatabase } from '../testing/test-app';
import { netInflows, topInflows } from './net-inflows';
import { createTransferIndex } from './transfer-index';

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f' as Address;
const WINDOW = 1_000;
const etherscan = fakeEtherscanEachTest(Date.UTC(2026, 10, 20, 12, 0, 0));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** 3 or 4 transfers a block among 40 addresses, amounts all different; `blocks` from..to. */
function transfersIn(from: number, to: number): TokentxJson[] {
  const records: TokentxJson[] = [];
  for (let block = to; block >= from; block -= 1) {
    for (let logIndex = 2 + (block % 2); logIndex >= 0; logIndex -= 1) {
      const n = block * 7 + logIndex;
      records.push(
        tokentxRecord({
          block,
          logIndex,
          hash: hashOf(n),
          contract: DAI,
          from: addressOf(1 + (n % 40)),
          to: addressOf(1 + ((n * 13) % 40)),
          value: String(1_000 + ((n * 7919) % 100_000)),
        }),
      );
    }
  }
  return records;
}

/** The plain scan: the newest WINDOW transfers folded. */
function plainTop(history: TokentxJson[]) {
  const newest = [...history]
    .sort((a, b) => Number(b.blockNumber) - Number(a.blockNumber) || Number(b.logIndex) - Number(a.logIndex))
    .slice(0, WINDOW)
    .map((record) => ({ from: record.from as Address, to: record.to as Address, value: BigInt(record.value) }));
  return topInflows(netInflows(newest), 5);
}

it('reads only the new blocks and the oldest transfers to drop once the token is indexed', async () => {
  let history = transfersIn(1, 700);
  let head = 700;
  etherscan().handle(
    routes({
      'account/tokentx': (params) => tokentxList(history)(params),
      'proxy/eth_blockNumber': () => rpcResult(`0x${head.toString(16)}`),
      'proxy/eth_getBlockByNumber': ({ tag }) => {
        const number = tag === 'latest' ? head : Number(tag);
        return rpcResult(
          number > head
            ? null
            : { number: `0x${number.toString(16)}`, hash: hashOf(number), parentHash: hashOf(number - 1), transactions: [] },
        );
      },
    }),
  );
  const chain = etherscanSource({ baseUrl: etherscan().url, chainId: 1, keys: ['key-1'], random: () => 0 });
  const index = createTransferIndex({ db: database.db, chain, chainId: 1, log: { warn: () => undefined }, max: WINDOW });

  const first = await settle(index.topHolders(DAI, 5));
  await settle(index.settled());
  expect(first.top).toEqual(plainTop(history));
  expect(first.transfersRead).toBe(WINDOW);

  history = [...transfersIn(701, 720), ...history];
  head = 725;
  const before = etherscan().requests.length;
  const again = await settle(index.topHolders(DAI, 5));

  expect(again.top).toEqual(plainTop(history));
  expect(again.transfersRead).toBe(WINDOW);
  // The head and the tip blocks, one page of new transfers, one page from the window's oldest block.
  const asked = etherscan()
    .requests.slice(before)
    .map((request) => `${request.params.module}/${request.params.action}`);
  expect(asked.sort()).toEqual(['account/tokentx', 'account/tokentx', 'proxy/eth_getBlockByNumber', 'proxy/eth_getBlockByNumber']);
});
