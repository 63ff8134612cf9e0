// The Etherscan source's per-wallet reading for the wallet monitor, against the local fake Etherscan:
// the exact requests (txlist, and getLogs by topic for the wallet's Transfers and Approvals) and what
// comes back. Fake clock: the key spacing costs no real time.
import type { Address } from '../chain-source';
import { etherscanSource } from './etherscan-source';
import { getLogsList, routes, txlistList } from './testing/explorer-lists';
import { notOk } from './testing/fake-etherscan';
import { fakeEtherscanEachTest, settle } from './testing/fake-time';
import { addressOf, hashOf, logRecord, topicOf, txlistRecord, uint256Data } from './testing/records';

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';
const WHALE = addressOf(0x3a1e) as Address;
const [alice, bob, spender, token, nft] = [0xa11ce, 0xb0b, 0x5be, 0x70c3, 0x721].map((n) => addressOf(n) as Address);

const etherscan = fakeEtherscanEachTest(T0);

const source = (keys = ['key-1']) => etherscanSource({ baseUrl: etherscan().url, chainId: 1, keys, random: () => 0 });
const polling = (keys?: string[]) => {
  const { walletPolling } = source(keys);
  if (!walletPolling) throw new Error('the Etherscan source polls wallets');
  return walletPolling;
};

const transactions = [
  txlistRecord({ block: 99, hash: hashOf(0x99), from: WHALE, to: bob, value: '5' }),
  txlistRecord({ block: 100, hash: hashOf(0x100), from: WHALE, to: bob, value: '1000000000000000000' }),
  { ...txlistRecord({ block: 101, hash: hashOf(0x101), from: alice, to: WHALE, value: '2000000000000000000' }), isError: '1' },
  txlistRecord({ block: 102, hash: hashOf(0x102), from: alice, to: WHALE, value: '0' }),
];
const erc20 = (block: number, logIndex: number, topics: string[], value: bigint) =>
  logRecord({ block, logIndex, hash: hashOf(block), contract: token, topics, data: uint256Data(value) });
const logs = [
  erc20(100, 0, [TRANSFER_TOPIC, topicOf(WHALE), topicOf(bob)], 5n),
  // An ERC-721 Transfer: the same topic0, the token id as a fourth topic, no data.
  logRecord({
    block: 100,
    logIndex: 1,
    hash: hashOf(100),
    contract: nft,
    topics: [TRANSFER_TOPIC, topicOf(WHALE), topicOf(bob), uint256Data(7n)],
    data: '0x',
  }),
  erc20(101, 2, [TRANSFER_TOPIC, topicOf(alice), topicOf(WHALE)], 6n),
  erc20(101, 5, [TRANSFER_TOPIC, topicOf(WHALE), topicOf(WHALE)], 7n),
  erc20(102, 1, [APPROVAL_TOPIC, topicOf(WHALE), topicOf(spender)], 2n ** 256n - 1n),
  // Approved to the wallet, not by it.
  erc20(102, 3, [APPROVAL_TOPIC, topicOf(alice), topicOf(WHALE)], 8n),
  erc20(103, 0, [TRANSFER_TOPIC, topicOf(alice), topicOf(WHALE)], 9n),
];

describe('walletPolling', () => {
  it("reads the wallet's transactions and the ERC-20 logs naming it in four requests, with exact parameters", async () => {
    etherscan().handle(routes({ 'account/txlist': txlistList(transactions), 'logs/getLogs': getLogsList(logs) }));

    const activity = await settle(polling().activity(WHALE, 100n, 102n));

    const base = { chainid: '1', page: '1', offset: '1000', apikey: 'key-1' };
    const range = { ...base, module: 'logs', action: 'getLogs', fromBlock: '100', toBlock: '102' };
    const asked = etherscan().requests.map(({ params }) => params);
    expect(asked).toHaveLength(4);
    expect(asked).toEqual(
      expect.arrayContaining([
        { ...base, module: 'account', action: 'txlist', address: WHALE, startblock: '100', endblock: '102', sort: 'asc' },
        { ...range, topic0: TRANSFER_TOPIC, topic0_1_opr: 'and', topic1: topicOf(WHALE) },
        { ...range, topic0: TRANSFER_TOPIC, topic0_2_opr: 'and', topic2: topicOf(WHALE) },
        { ...range, topic0: APPROVAL_TOPIC, topic0_1_opr: 'and', topic1: topicOf(WHALE) },
      ]),
    );
    // Failed transactions moved nothing; the self-transfer is in both Transfer lists but comes once.
    expect(activity).toEqual({
      transactions: [
        { hash: hashOf(0x100), from: WHALE, to: bob, value: 10n ** 18n, blockNumber: 100n },
        { hash: hashOf(0x102), from: alice, to: WHALE, value: 0n, blockNumber: 102n },
      ],
      logs: [
        {
          event: 'Transfer',
          contract: token,
          transactionHash: hashOf(100),
          logIndex: 0,
          from: WHALE,
          to: bob,
          value: 5n,
          blockNumber: 100n,
        },
        {
          event: 'Transfer',
          contract: token,
          transactionHash: hashOf(101),
          logIndex: 2,
          from: alice,
          to: WHALE,
          value: 6n,
          blockNumber: 101n,
        },
        {
          event: 'Transfer',
          contract: token,
          transactionHash: hashOf(101),
          logIndex: 5,
          from: WHALE,
          to: WHALE,
          value: 7n,
          blockNumber: 101n,
        },
        {
          event: 'Approval',
          contract: token,
          transactionHash: hashOf(102),
          logIndex: 1,
          owner: WHALE,
          spender,
          value: 2n ** 256n - 1n,
          blockNumber: 102n,
        },
      ],
    });
  });

  it("costs four requests a poll, and affords its accounts' budgets: 3 calls a second each, whatever their keys", () => {
    expect(polling(['key-1', 'key-2', 'key-1']).requestsPerPoll).toBe(4);
    // One account (the numbered keys' default): 1000 ms / 350 ms.
    expect(polling(['key-1', 'key-2', 'key-1']).requestsPerSecond).toBeCloseTo(2.857, 3);
    const twoAccounts = etherscanSource({
      baseUrl: etherscan().url,
      chainId: 1,
      accounts: [
        { name: 'a', keys: ['key-1'] },
        { name: 'b', keys: ['key-2'] },
      ],
    });
    expect(twoAccounts.walletPolling?.requestsPerSecond).toBeCloseTo(5.714, 3);
  });

  it('fails as a whole when one of its lists cannot be read, so the poll is retried', async () => {
    const lists = routes({ 'account/txlist': txlistList(transactions), 'logs/getLogs': getLogsList(logs) });
    etherscan().handle((params) =>
      params.topic0 === APPROVAL_TOPIC ? notOk('Query Timeout occured. Please select a smaller result dataset') : lists(params),
    );

    await expect(settle(polling().activity(WHALE, 100n, 102n))).rejects.toMatchObject({ failure: 'refused' });
  });
});
