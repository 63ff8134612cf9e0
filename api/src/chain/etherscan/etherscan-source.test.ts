// The Etherscan ChainSource against a local fake Etherscan that plays the real endpoints' shapes and
// paging rules (testing/explorerLists.ts) and, where a test asks, Etherscan's own limits (3 calls a
// second per account, invalid keys, the per-IP throttle). Fake clock throughout: the budget costs no
// real time. The source's key here is on an account of its own: 3 calls a second, 350 ms apart.
import type { Address, ChainSource, TokenTransfer } from '../chain-source';
import { etherscanSource } from './etherscan-source';
import { multicallBalances, tokenbalance, type BalanceTable } from './testing/balances';
import { getLogsList, routes, tokentxList } from './testing/explorer-lists';
import { noTransactionsFound, notOk, ok, rpcResult, socketDestroyed, THROTTLE_MS, type FakeHandler } from './testing/fake-etherscan';
import { fakeEtherscanEachTest, settle } from './testing/fake-time';
import {
  addressOf,
  hashOf,
  logRecord,
  rpcBlock,
  tokentxRecord,
  topicOf,
  txlistRecord,
  uint256Data,
  type TokentxJson,
} from './testing/records';

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f' as Address;
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Address;
const WHALE = '0x00000000219ab540356cbb839cbe05303d7705fa' as Address;
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';

const etherscan = fakeEtherscanEachTest(T0);
let source: ChainSource;
beforeEach(() => {
  source = etherscanSource({ baseUrl: etherscan().url, chainId: 1, keys: ['key-1'], random: () => 0 });
});

const params = () => etherscan().requests.map((request) => request.params);
const pagesAsked = () => params().map(({ endblock, page }) => [endblock, page]);

/**
 * DAI transfers from block 2000 down: 3 in each even block, 4 in each odd one, 2,500 in all. Every
 * transfer of a block sits in one transaction with the same from, to and value, so only logIndex tells
 * them apart; within a block they are listed newest (highest logIndex) first.
 */
function daiHistory(total: number): TokentxJson[] {
  const records: TokentxJson[] = [];
  for (let block = 2000; records.length < total; block -= 1) {
    const count = block % 2 === 0 ? 3 : 4;
    for (let logIndex = count - 1; logIndex >= 0 && records.length < total; logIndex -= 1) {
      records.push(tokentxRecord({ block, logIndex, hash: hashOf(block), contract: DAI, from: WHALE, to: addressOf(block), value: '5' }));
    }
  }
  return records;
}

const asTransfer = (record: TokentxJson): TokenTransfer => ({
  hash: record.hash as TokenTransfer['hash'],
  logIndex: Number(record.logIndex),
  blockNumber: BigInt(record.blockNumber ?? ''),
  ...(record.blockHash ? { blockHash: record.blockHash as TokenTransfer['hash'] } : {}),
  from: record.from as Address,
  to: record.to as Address,
  value: BigInt(record.value ?? ''),
  contractAddress: record.contractAddress as Address,
  tokenName: record.tokenName ?? '',
  tokenSymbol: record.tokenSymbol ?? '',
  tokenDecimal: Number(record.tokenDecimal),
});

describe('tokenTransfers', () => {
  const history = daiHistory(2_500);
  const otherToken = tokentxRecord({ block: 1900, logIndex: 9, hash: hashOf(1), contract: USDC, from: WHALE, to: WHALE, value: '1' });

  it('reads 2,500 transfers newest first in 1,000-record pages, moving endblock down and skipping the overlap', async () => {
    etherscan().handle(tokentxList([...history, otherToken]));

    const { transfers, complete } = await settle(source.tokenTransfers(DAI));

    // Pairs of blocks hold 7 transfers. Page 1: 142 pairs (994) + block 1716 (3) + 3 of block 1715's 4.
    // Page 2 from endblock 1715: its 4 (3 seen) + 142 pairs (1995 so far) + 2 of block 1430's 3.
    // Page 3 from endblock 1430: its 3 (2 seen) + the last 502: a short page, the end.
    expect(pagesAsked()).toEqual([
      ['99999999', '1'],
      ['1715', '1'],
      ['1430', '1'],
    ]);
    expect(params()[0]).toEqual({
      chainid: '1',
      module: 'account',
      action: 'tokentx',
      contractaddress: DAI,
      startblock: '0',
      endblock: '99999999',
      page: '1',
      offset: '1000',
      sort: 'desc',
      apikey: 'key-1',
    });
    expect(complete).toBe(true);
    expect(transfers).toHaveLength(2_500);
    expect(transfers).toEqual(history.map(asTransfer));
  });

  it('stops at max', async () => {
    etherscan().handle(tokentxList(history));

    const { transfers, complete } = await settle(source.tokenTransfers(DAI, { max: 1_500 }));

    expect(complete).toBe(true);
    expect(transfers).toEqual(history.slice(0, 1_500).map(asTransfer));
    expect(pagesAsked()).toEqual([
      ['99999999', '1'],
      ['1715', '1'],
    ]);
  });

  it('returns the transfers read so far, incomplete, when a page fails', async () => {
    const list = tokentxList(history);
    etherscan().handle((request) =>
      request.endblock === '1715' ? notOk('Query Timeout occured. Please select a smaller result dataset') : list(request),
    );

    const { transfers, complete } = await settle(source.tokenTransfers(DAI));

    expect(complete).toBe(false);
    expect(transfers).toEqual(history.slice(0, 1_000).map(asTransfer));
  });

  it('returns the transfers read so far, incomplete, when a page still fails after the network retries', async () => {
    const list = tokentxList(history);
    etherscan().handle((request) => (request.endblock === '1715' ? socketDestroyed : list(request)));

    const { transfers, complete } = await settle(source.tokenTransfers(DAI));

    expect(complete).toBe(false);
    expect(transfers).toHaveLength(1_000);
    expect(etherscan().requests.map(({ at, params: { endblock } }) => [endblock, at - T0])).toEqual([
      ['99999999', 0],
      ['1715', 350],
      ['1715', 1_350],
      ['1715', 2_350],
      ['1715', 3_350],
    ]);
  });

  it('reads a block with more transfers than a page with page numbers, never past the 10,000 window', async () => {
    // 10,005 transfers in block 700: ten pages of it, then no way on.
    const crowded = Array.from({ length: 10_005 }, (_, index) =>
      tokentxRecord({ block: 700, logIndex: 10_004 - index, hash: hashOf(700), contract: DAI, from: WHALE, to: WHALE, value: '1' }),
    );
    etherscan().handle(tokentxList(crowded));

    const { transfers, complete } = await settle(source.tokenTransfers(DAI));

    expect(pagesAsked()).toEqual([['99999999', '1'], ...Array.from({ length: 10 }, (_, index) => ['700', String(index + 1)])]);
    expect(complete).toBe(false);
    expect(transfers).toHaveLength(10_000);
    expect(new Set(transfers.map((transfer) => transfer.logIndex)).size).toBe(10_000);
  });

  it('tells transfers apart by hash, from, to and value when records carry no logIndex', async () => {
    const records = [3, 2, 1].map((value) =>
      tokentxRecord({ block: 10, hash: hashOf(10), contract: DAI, from: WHALE, to: WHALE, value: String(value) }),
    );
    etherscan().handle(tokentxList(records));

    const { transfers } = await settle(source.tokenTransfers(DAI));

    expect(transfers.map(({ value, logIndex }) => [value, logIndex])).toEqual([
      [3n, -1],
      [2n, -1],
      [1n, -1],
    ]);
  });

  it('reads a token without transfers as an empty, complete list', async () => {
    etherscan().handle(() => noTransactionsFound);

    expect(await settle(source.tokenTransfers(DAI))).toEqual({ transfers: [], complete: true });
  });
});

describe('walletTokens and tokenMetadata', () => {
  const records = [
    tokentxRecord({
      block: 30,
      logIndex: 1,
      hash: hashOf(30),
      contract: USDC,
      from: WHALE,
      to: addressOf(1),
      value: '1',
      tokenName: 'USD Coin',
      tokenSymbol: 'USDC',
      tokenDecimal: '6',
    }),
    tokentxRecord({
      block: 20,
      logIndex: 4,
      hash: hashOf(20),
      contract: DAI,
      from: addressOf(2),
      to: WHALE,
      value: '2',
      tokenName: 'Dai Stablecoin',
      tokenSymbol: 'DAI',
    }),
    tokentxRecord({
      block: 10,
      logIndex: 2,
      hash: hashOf(10),
      contract: DAI,
      from: addressOf(3),
      to: WHALE,
      value: '3',
      tokenName: 'Dai Stablecoin v1',
      tokenSymbol: 'DAI1',
    }),
    tokentxRecord({ block: 5, logIndex: 0, hash: hashOf(5), contract: addressOf(0xf00), from: addressOf(3), to: addressOf(4), value: '3' }),
  ];

  it("lists every token the wallet sent or received, once, with its newest transfer's metadata", async () => {
    etherscan().handle(tokentxList(records));

    expect(await settle(source.walletTokens(WHALE))).toEqual([
      { contract: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      { contract: DAI, name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
    ]);
    expect(params()[0]).toMatchObject({ action: 'tokentx', address: WHALE, sort: 'desc', offset: '1000', page: '1' });
  });

  it('fails when the wallet history cannot be read', async () => {
    etherscan().handle(() => notOk('Error! Invalid address format'));

    await expect(settle(source.walletTokens(WHALE))).rejects.toMatchObject({ failure: 'refused' });
  });

  it("reads a token's metadata from its newest transfer, and null for a contract without transfers", async () => {
    etherscan().handle(tokentxList(records));

    expect(await settle(source.tokenMetadata(DAI))).toEqual({ name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 });
    expect(params()[0]).toMatchObject({ contractaddress: DAI, page: '1', offset: '1', sort: 'desc' });
    expect(await settle(source.tokenMetadata(addressOf(0xdead) as Address))).toBeNull();
  });

  it('keeps a name and symbol the explorer copied from a hostile contract as one visible line', async () => {
    const forged = 'Claim\n\u0000Value: $0\u202E' + '*'.repeat(200);
    etherscan().handle(
      tokentxList([
        tokentxRecord({
          block: 40,
          logIndex: 0,
          hash: hashOf(40),
          contract: addressOf(0xbad),
          from: addressOf(5),
          to: WHALE,
          value: '1',
          tokenName: forged,
          tokenSymbol: forged,
        }),
      ]),
    );

    expect(await settle(source.tokenMetadata(addressOf(0xbad) as Address))).toEqual({
      name: `Claim Value: $0${'*'.repeat(112)}…`,
      symbol: `Claim Value: $0${'*'.repeat(48)}…`,
      decimals: 18,
    });
  });
});

describe('latestTransactions', () => {
  it("reads the account's newest transactions, a contract creation with no recipient", async () => {
    etherscan().queue(
      ok([
        txlistRecord({ block: 21, hash: hashOf(21), from: WHALE, to: '', value: '0' }),
        txlistRecord({ block: 20, hash: hashOf(20), from: WHALE, to: addressOf(7), value: '1500000000000000000' }),
      ]),
    );

    expect(await settle(source.latestTransactions(WHALE))).toEqual([
      { hash: hashOf(21), value: '0', from: WHALE, to: null, timeStamp: 1_700_000_252, blockNumber: 21n },
      { hash: hashOf(20), value: '1500000000000000000', from: WHALE, to: addressOf(7), timeStamp: 1_700_000_240, blockNumber: 20n },
    ]);
    expect(params()[0]).toEqual({
      chainid: '1',
      module: 'account',
      action: 'txlist',
      address: WHALE,
      startblock: '0',
      endblock: '99999999',
      page: '1',
      offset: '5',
      sort: 'desc',
      apikey: 'key-1',
    });
  });

  it('reads an account without transactions as an empty list', async () => {
    etherscan().queue(noTransactionsFound);

    expect(await settle(source.latestTransactions(WHALE, 1))).toEqual([]);
    expect(params()[0]).toMatchObject({ offset: '1' });
  });
});

describe('balances and the latest block', () => {
  it('reads the native balance at the latest block', async () => {
    etherscan().queue(ok('40891626854930000000999'));

    expect(await settle(source.nativeBalance(WHALE))).toBe(40_891_626_854_930_000_000_999n);
    expect(params()[0]).toMatchObject({ module: 'account', action: 'balance', address: WHALE, tag: 'latest' });
  });

  it('reads the latest block number from the proxy module', async () => {
    etherscan().queue(rpcResult('0x1312d00'));

    expect(await settle(source.latestBlockNumber())).toBe(20_000_000n);
    expect(params()[0]).toMatchObject({ module: 'proxy', action: 'eth_blockNumber' });
  });
});

describe('blocks', () => {
  const token = addressOf(0x70c3);
  const nft = addressOf(0x721);
  const [alice, bob] = [addressOf(0xa11ce), addressOf(0xb0b)];
  const blockHandler: FakeHandler = ({ tag }) => {
    const number = Number(tag);
    if (number === 100) return rpcResult(rpcBlock(100, [{ hash: hashOf(0x100), from: alice, to: bob, value: 10n ** 18n }]));
    if (number === 101) return rpcResult(rpcBlock(101, [{ hash: hashOf(0x101), from: alice, to: null, value: 0n }]));
    return rpcResult(null);
  };
  const logs = [
    logRecord({
      block: 100,
      logIndex: 0,
      hash: hashOf(0x100),
      contract: token,
      topics: [TRANSFER_TOPIC, topicOf(alice), topicOf(bob)],
      data: uint256Data(5n),
    }),
    // An ERC-721 Transfer: the same topic0, the token id as a fourth topic, no data.
    logRecord({
      block: 100,
      logIndex: 1,
      hash: hashOf(0x100),
      contract: nft,
      topics: [TRANSFER_TOPIC, topicOf(alice), topicOf(bob), uint256Data(7n)],
      data: '0x',
    }),
    logRecord({
      block: 101,
      logIndex: 3,
      hash: hashOf(0x101),
      contract: token,
      topics: [APPROVAL_TOPIC, topicOf(alice), topicOf(bob)],
      data: uint256Data(2n ** 256n - 1n),
    }),
    logRecord({
      block: 101,
      logIndex: 2,
      hash: hashOf(0x101),
      contract: token,
      topics: [TRANSFER_TOPIC, topicOf(bob), topicOf(alice)],
      data: uint256Data(1n),
    }),
  ];

  it('reads each block with its transactions, and its ERC-20 Transfer and Approval logs', async () => {
    etherscan().handle(routes({ 'proxy/eth_getBlockByNumber': blockHandler, 'logs/getLogs': getLogsList(logs) }));

    const blocks = await settle(source.blocks(100n, 101n));

    expect(blocks).toEqual([
      {
        number: 100n,
        hash: hashOf(0xb10c00 + 100),
        parentHash: hashOf(0xb10c00 + 99),
        timestamp: 1_700_001_200,
        transactions: [{ hash: hashOf(0x100), from: alice, to: bob, value: 10n ** 18n }],
        logs: [{ event: 'Transfer', contract: token, transactionHash: hashOf(0x100), logIndex: 0, from: alice, to: bob, value: 5n }],
      },
      {
        number: 101n,
        hash: hashOf(0xb10c00 + 101),
        parentHash: hashOf(0xb10c00 + 100),
        timestamp: 1_700_001_212,
        transactions: [{ hash: hashOf(0x101), from: alice, to: null, value: 0n }],
        logs: [
          { event: 'Transfer', contract: token, transactionHash: hashOf(0x101), logIndex: 2, from: bob, to: alice, value: 1n },
          {
            event: 'Approval',
            contract: token,
            transactionHash: hashOf(0x101),
            logIndex: 3,
            owner: alice,
            spender: bob,
            value: 2n ** 256n - 1n,
          },
        ],
      },
    ]);
    expect(
      params().map(({ action, tag, fromBlock, toBlock, topic0, boolean }) => ({ action, tag, fromBlock, toBlock, topic0, boolean })),
    ).toEqual([
      { action: 'eth_getBlockByNumber', tag: '0x64', boolean: 'true' },
      { action: 'eth_getBlockByNumber', tag: '0x65', boolean: 'true' },
      { action: 'getLogs', fromBlock: '100', toBlock: '101', topic0: TRANSFER_TOPIC },
      { action: 'getLogs', fromBlock: '100', toBlock: '101', topic0: APPROVAL_TOPIC },
    ]);
  });

  it('reads more logs than a page by moving fromBlock up past the last block returned', async () => {
    // 600 Transfers in each of blocks 100, 101 and 102: page 1 ends inside block 101, page 2 (from 101:
    // its 600, 400 seen) inside block 102, page 3 (from 102) is short.
    const many = [100, 101, 102].flatMap((block) =>
      Array.from({ length: 600 }, (_, logIndex) =>
        logRecord({
          block,
          logIndex,
          hash: hashOf(block),
          contract: token,
          topics: [TRANSFER_TOPIC, topicOf(alice), topicOf(bob)],
          data: uint256Data(1n),
        }),
      ),
    );
    const blocks102: FakeHandler = ({ tag }) => rpcResult(rpcBlock(Number(tag), []));
    etherscan().handle(routes({ 'proxy/eth_getBlockByNumber': blocks102, 'logs/getLogs': getLogsList(many) }));

    const blocks = await settle(source.blocks(100n, 102n));

    expect(blocks.map((block) => block.logs.length)).toEqual([600, 600, 600]);
    expect(
      params()
        .filter(({ action }) => action === 'getLogs')
        .map(({ fromBlock, page, topic0 }) => [fromBlock, page, topic0]),
    ).toEqual([
      ['100', '1', TRANSFER_TOPIC],
      ['101', '1', TRANSFER_TOPIC],
      ['102', '1', TRANSFER_TOPIC],
      ['100', '1', APPROVAL_TOPIC],
    ]);
  });

  it('fails when Etherscan does not know a block yet', async () => {
    etherscan().handle(routes({ 'proxy/eth_getBlockByNumber': blockHandler, 'logs/getLogs': getLogsList(logs) }));

    await expect(settle(source.blocks(101n, 102n))).rejects.toMatchObject({
      failure: 'refused',
      message: 'Etherscan does not know block 102 yet',
    });
  });

  it('reads an empty range as no blocks', async () => {
    expect(await source.blocks(5n, 4n)).toEqual([]);
    expect(etherscan().requests).toHaveLength(0);
  });
});

describe('token balances', () => {
  /** 40 tokens the whale holds 1, 2, … 40 of; the 7th reverts on balanceOf; 0xbad is no contract. */
  const tokens = Array.from({ length: 40 }, (_, index) => addressOf(0x7000 + index) as Address);
  const table: BalanceTable = {
    balances: Object.fromEntries(tokens.map((token, index) => [token, { [WHALE]: BigInt(index + 1) }])),
    reverting: [tokens[6]],
  };
  const notAContract = addressOf(0xbad) as Address;
  const expected = new Map(
    tokens.map((token, index) => [token, BigInt(index + 1)]).filter(([token]) => token !== tokens[6]) as [Address, bigint][],
  );

  it("reads a 40-token wallet's balances in one request: Multicall3's aggregate3 through proxy/eth_call, sent as a form body", async () => {
    etherscan().handle(multicallBalances(table));

    const balances = await settle(source.tokenBalances(WHALE, [...tokens, notAContract, DAI.toUpperCase().replace('0X', '0x') as Address]));

    // A balanceOf that reverts, and an address that is no token, are left out.
    expect(balances).toEqual(expected);
    expect(etherscan().requests.map(({ method, params }) => [method, params.module, params.action, params.to, params.tag])).toEqual([
      ['POST', 'proxy', 'eth_call', '0xca11bde05977b3631167028862be2a173976ca11', 'latest'],
    ]);
  });

  it('asks 100 tokens a request', async () => {
    const many = Array.from({ length: 250 }, (_, index) => addressOf(0x9000 + index) as Address);
    etherscan().handle(multicallBalances({ balances: Object.fromEntries(many.map((token) => [token, { [WHALE]: 5n }])) }));

    const balances = await settle(source.tokenBalances(WHALE, many));

    expect(balances.size).toBe(250);
    expect(etherscan().requests).toHaveLength(3);
  });

  it('reads one token at a time where Multicall3 cannot run, leaving out a contract Etherscan refuses', async () => {
    const few = tokens.slice(5, 8);
    etherscan().handle(
      routes({
        'proxy/eth_call': () => ({ answer: { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'execution reverted' } } }),
        'account/tokenbalance': tokenbalance(table),
      }),
    );

    const balances = await settle(source.tokenBalances(WHALE, few));

    expect(balances).toEqual(
      new Map([
        [few[0], 6n],
        [few[2], 8n],
      ]),
    );
    expect(etherscan().requests.map(({ at, params: { action, contractaddress } }) => [action, contractaddress, at - T0])).toEqual([
      ['eth_call', undefined, 0],
      ['tokenbalance', few[0], 350],
      ['tokenbalance', few[1], 700],
      ['tokenbalance', few[2], 1_050],
    ]);
  });
});

describe("Etherscan's limits", () => {
  it('reads a 32-page holder scan with 3 keys of one account without a single rate-limit answer', async () => {
    // One transfer a block: each page after the first repeats the last block of the one before, so 31,500
    // transfers take 32 pages (1,000 + 31 × 999 ≥ 31,500, the last one short).
    const history = Array.from({ length: 31_500 }, (_, index) =>
      tokentxRecord({
        block: 40_000 - index,
        logIndex: 0,
        hash: hashOf(40_000 - index),
        contract: DAI,
        from: WHALE,
        to: addressOf(index + 1),
        value: '1',
      }),
    );
    const keys = ['key-1', 'key-2', 'key-3'];
    etherscan().enforce({ perSecond: 3, accountOf: (key) => (keys.includes(key) ? 'research' : undefined) });
    etherscan().handle(tokentxList(history));
    const scanner = etherscanSource({ baseUrl: etherscan().url, chainId: 1, accounts: [{ name: 'research', keys }], random: () => 0 });

    const { transfers, complete } = await settle(scanner.tokenTransfers(DAI));

    expect(complete).toBe(true);
    expect(transfers).toHaveLength(31_500);
    expect(etherscan().requests).toHaveLength(32);
    expect(etherscan().ruleAnswers).toEqual({ rateLimited: 0, invalidKey: 0, throttled: 0 });
    // 31 gaps of 350 ms: the account's 3 calls a second, whichever key carries them.
    expect(Date.now() - T0).toBe(31 * 350);
  });

  it("recovers without a restart after new keys set off Etherscan's 30 s throttle, and says so in its problems meanwhile", async () => {
    // Five keys created minutes ago ("Invalid API Key" for now) and one that works. Five invalid-key
    // answers in 30 s make Etherscan throttle this server: the working key's request is answered with
    // the throttle text, which says nothing about that key.
    const fresh = ['NEWKEY0001', 'NEWKEY0002', 'NEWKEY0003', 'NEWKEY0004', 'NEWKEY0005'];
    etherscan().enforce({ perSecond: 3, accountOf: (key) => (key === 'WORKING0006' ? 'team' : undefined) });
    etherscan().handle(() => ok([txlistRecord({ block: 21, hash: hashOf(21), from: WHALE, to: addressOf(7), value: '1' })]));
    const pooled = etherscanSource({
      baseUrl: etherscan().url,
      chainId: 1,
      accounts: [{ name: 'team', keys: [...fresh, 'WORKING0006'] }],
      random: () => 0,
    });

    await expect(settle(pooled.latestTransactions(WHALE))).rejects.toMatchObject({ failure: 'no-free-key', retryAfterMs: THROTTLE_MS });
    expect(etherscan().ruleAnswers).toEqual({ rateLimited: 0, invalidKey: 5, throttled: 1 });
    expect(pooled.problems?.()).toEqual([
      expect.stringMatching(/^Etherscan throttles this server until .+: "Too many invalid api key attempts, please try again later"$/),
      ...fresh.map((key) => expect.stringContaining(`Etherscan API key …${key.slice(-4)} (account "team") is set aside until`)),
    ]);
    expect(pooled.problems?.().join(' ')).not.toContain('WORKING0006');

    // 30 s after the throttle began (the working key was tried at 1750 ms): the same source serves again.
    jest.setSystemTime(Date.now() + THROTTLE_MS);
    expect(await settle(pooled.latestTransactions(WHALE))).toHaveLength(1);
    expect(etherscan().requests.at(-1)?.params.apikey).toBe('WORKING0006');
    // The new keys are still set aside (they are tried again at 60 s); the throttle is over.
    expect(pooled.problems?.()).toHaveLength(5);
  });
});
