// The Etherscan source's wallet history against the local fake Etherscan (testing/explorer-lists.ts plays
// tokentx, txlist and txlistinternal by address with their paging rules): the same moves the rpc source
// reads (rpc/wallet-history.ts), from three account lists read newest first and only as far as `max`
// needs. Fake clock: the key spacing costs no real time.
import type { Address, ChainSource, WalletMove } from '../chain-source';
import { EtherscanError } from './errors';
import { etherscanSource } from './etherscan-source';
import { routes, tokentxList, txlistinternalList, txlistList } from './testing/explorer-lists';
import { invalidApiKey, notOk } from './testing/fake-etherscan';
import { fakeEtherscanEachTest, settle } from './testing/fake-time';
import { addressOf, hashOf, tokentxRecord, txlistinternalRecord, txlistRecord } from './testing/records';

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f' as Address;
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Address;
const WALLET = addressOf(0x3a1e) as Address;
const [alice, bob, router] = [0xa11ce, 0xb0b, 0x7007e4].map((n) => addressOf(n) as Address);
const ETHER = 10n ** 18n;
const HEAD = 5_000n;

const etherscan = fakeEtherscanEachTest(T0);
let source: ChainSource;
beforeEach(() => {
  source = etherscanSource({ baseUrl: etherscan().url, chainId: 1, keys: ['key-1'], random: () => 0 });
});

type Lists = { tokens?: Record<string, string>[]; transactions?: Record<string, string>[]; internal?: Record<string, string>[] };
const serve = ({ tokens = [], transactions = [], internal = [] }: Lists) =>
  etherscan().handle(
    routes({
      'account/tokentx': tokentxList(tokens),
      'account/txlist': txlistList(transactions),
      'account/txlistinternal': txlistinternalList(internal),
    }),
  );

const history = (query: { fromBlock?: bigint; toBlock?: bigint; max?: number } = {}) => {
  if (!source.walletHistory) throw new Error('the Etherscan source reads wallet histories');
  return settle(source.walletHistory(WALLET, { fromBlock: 0n, toBlock: HEAD, max: 100, ...query }));
};
const asked = () => etherscan().requests.map(({ params: { action, startblock, endblock, page } }) => [action, startblock, endblock, page]);
/** The time the fake's records give block `block`. */
const timeOf = (block: number) => 1_700_000_000 + block * 12;
const move = (
  block: number,
  logIndex: number,
  asset: WalletMove['asset'],
  from: Address,
  to: Address,
  value: bigint,
  hash = hashOf(block),
): WalletMove => ({
  hash: hash as WalletMove['hash'],
  blockNumber: BigInt(block),
  logIndex,
  at: timeOf(block),
  asset,
  from,
  to,
  value,
});

describe('walletHistory (the Etherscan source)', () => {
  it("lists the wallet's token transfers both ways, its ether in and out and a router's ether payout, dated by block, and nothing of a failed transaction", async () => {
    serve({
      tokens: [
        tokentxRecord({ block: 100, logIndex: 4, hash: hashOf(100), contract: DAI, from: alice, to: WALLET, value: '1000' }),
        tokentxRecord({ block: 103, logIndex: 7, hash: hashOf(103), contract: USDC, from: WALLET, to: bob, value: '100' }),
        // A swap of USDC for ether: the token leg is a log, the payout an internal transfer.
        tokentxRecord({ block: 105, logIndex: 2, hash: hashOf(105), contract: USDC, from: WALLET, to: router, value: '500' }),
        // A swap of ether for DAI: the ether is the transaction's value.
        tokentxRecord({ block: 107, logIndex: 9, hash: hashOf(107), contract: DAI, from: router, to: WALLET, value: '3000' }),
      ],
      transactions: [
        txlistRecord({ block: 101, hash: hashOf(101), from: alice, to: WALLET, value: String(2n * ETHER) }),
        txlistRecord({ block: 102, hash: hashOf(102), from: WALLET, to: bob, value: String(ETHER) }),
        txlistRecord({ block: 103, hash: hashOf(103), from: WALLET, to: USDC, value: '0' }),
        // Ether sent to a token contract reverts: Etherscan lists it with isError "1".
        {
          ...txlistRecord({ block: 104, hash: hashOf(104), from: WALLET, to: USDC, value: String(ETHER) }),
          isError: '1',
          txreceipt_status: '0',
        },
        txlistRecord({ block: 105, hash: hashOf(105), from: WALLET, to: router, value: '0' }),
        txlistRecord({ block: 107, hash: hashOf(107), from: WALLET, to: router, value: String(ETHER) }),
      ],
      internal: [
        txlistinternalRecord({ block: 105, hash: hashOf(105), from: router, to: WALLET, value: String(ETHER / 4n), traceId: '0_1' }),
        txlistinternalRecord({ block: 106, hash: hashOf(106), from: router, to: WALLET, value: '5', traceId: '0', isError: '1' }),
      ],
    });

    const { moves, complete } = await history();

    expect(complete).toBe(true);
    expect(moves).toEqual([
      move(100, 4, DAI, alice, WALLET, 1000n),
      move(101, -1, 'eth', alice, WALLET, 2n * ETHER),
      move(102, -1, 'eth', WALLET, bob, ETHER),
      move(103, 7, USDC, WALLET, bob, 100n),
      move(105, -2, 'eth', router, WALLET, ETHER / 4n),
      move(105, 2, USDC, WALLET, router, 500n),
      move(107, -1, 'eth', WALLET, router, ETHER),
      move(107, 9, DAI, router, WALLET, 3000n),
    ]);
    const base = {
      chainid: '1',
      module: 'account',
      address: WALLET,
      startblock: '0',
      endblock: '5000',
      page: '1',
      offset: '1000',
      sort: 'desc',
      apikey: 'key-1',
    };
    expect(etherscan().requests.map(({ params }) => params)).toEqual([
      { ...base, action: 'tokentx' },
      { ...base, action: 'txlist' },
      { ...base, action: 'txlistinternal' },
    ]);
  });

  it('lists a token transfer to itself once, and leaves out ether it sent itself, which moved nothing', async () => {
    serve({
      tokens: [tokentxRecord({ block: 110, logIndex: 3, hash: hashOf(110), contract: DAI, from: WALLET, to: WALLET, value: '42' })],
      transactions: [txlistRecord({ block: 111, hash: hashOf(111), from: WALLET, to: WALLET, value: String(ETHER) })],
      internal: [txlistinternalRecord({ block: 112, hash: hashOf(112), from: WALLET, to: WALLET, value: '7' })],
    });

    // The records name the token: its metadata comes along, so nobody reads it from the contract.
    expect(await history()).toEqual({
      moves: [move(110, 3, DAI, WALLET, WALLET, 42n)],
      complete: true,
      tokens: new Map([[DAI, { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 }]]),
    });
  });

  it('numbers transfers that come without a logIndex within their transaction, and internal transfers -2, -3, …, in chain order', async () => {
    // Newest first, as Etherscan answers: a transaction's later transfers are listed first.
    const tokens = [3, 2, 1].map((value) =>
      tokentxRecord({ block: 200, hash: hashOf(0x200), contract: DAI, from: alice, to: WALLET, value: String(value) }),
    );
    tokens.push(tokentxRecord({ block: 200, hash: hashOf(0x201), contract: USDC, from: WALLET, to: bob, value: '9' }));
    const internal = [8, 7].map((value, index) =>
      txlistinternalRecord({ block: 201, hash: hashOf(0x202), from: router, to: WALLET, value: String(value), traceId: `0_${2 - index}` }),
    );
    serve({ tokens, internal });

    const { moves } = await history();

    expect(moves.map(({ hash, logIndex, value }) => [hash, logIndex, value])).toEqual([
      [hashOf(0x200), 0, 1n],
      [hashOf(0x201), 0, 9n],
      [hashOf(0x200), 1, 2n],
      [hashOf(0x200), 2, 3n],
      [hashOf(0x202), -3, 8n],
      [hashOf(0x202), -2, 7n],
    ]);
  });

  it('reads a list longer than a page newest first, moving endblock down to the last block returned and skipping the overlap', async () => {
    // One transfer a block, 3000 down to 1501: page 1 ends at block 2001; page 2 from 2001 repeats it, then 500 more.
    const tokens = Array.from({ length: 1_500 }, (_, index) =>
      tokentxRecord({ block: 3_000 - index, logIndex: 0, hash: hashOf(3_000 - index), contract: DAI, from: alice, to: WALLET, value: '1' }),
    );
    serve({ tokens });

    const { moves, complete } = await history({ max: 100_000 });

    expect(complete).toBe(true);
    expect(moves).toHaveLength(1_500);
    expect(new Set(moves.map((each) => each.hash)).size).toBe(1_500);
    expect(moves[0].blockNumber).toBe(1_501n);
    expect(moves.at(-1)?.blockNumber).toBe(3_000n);
    expect(asked()).toEqual([
      ['tokentx', '0', '5000', '1'],
      ['tokentx', '0', '2001', '1'],
      ['txlist', '0', '5000', '1'],
      ['txlistinternal', '0', '5000', '1'],
    ]);
  });

  it('keeps the newest max moves, says the history is incomplete, and reads the other lists only from the oldest block those need', async () => {
    // 2,500 token transfers, one a block from 3000 down; ether in at block 2999 and at block 100.
    const tokens = Array.from({ length: 2_500 }, (_, index) =>
      tokentxRecord({ block: 3_000 - index, logIndex: 5, hash: hashOf(3_000 - index), contract: DAI, from: alice, to: WALLET, value: '1' }),
    );
    const transactions = [2_999, 100].map((block) =>
      txlistRecord({ block, hash: hashOf(block), from: bob, to: WALLET, value: String(ETHER) }),
    );
    serve({ tokens, transactions });

    const { moves, complete } = await history({ max: 10 });

    expect(complete).toBe(false);
    expect(moves).toEqual([
      ...[2_992, 2_993, 2_994, 2_995, 2_996, 2_997, 2_998].map((block) => move(block, 5, DAI, alice, WALLET, 1n)),
      move(2_999, -1, 'eth', bob, WALLET, ETHER),
      move(2_999, 5, DAI, alice, WALLET, 1n),
      move(3_000, 5, DAI, alice, WALLET, 1n),
    ]);
    // One page of transfers holds 11 (one more than max tells there are more): blocks 3000 to 2990. The
    // 10th newest of those is in block 2991; with the ether at 2999, the 10th newest is in block 2992.
    expect(asked()).toEqual([
      ['tokentx', '0', '5000', '1'],
      ['txlist', '2991', '5000', '1'],
      ['txlistinternal', '2992', '5000', '1'],
    ]);
  });

  it("keeps a block's newest transfers when max cuts it, in whatever order Etherscan lists the block", async () => {
    const tokens = [0, 1, 2, 3, 4].map((logIndex) =>
      tokentxRecord({ block: 50, logIndex, hash: hashOf(50), contract: DAI, from: alice, to: WALLET, value: String(logIndex) }),
    );
    serve({ tokens });

    const { moves, complete } = await history({ max: 2 });

    expect(complete).toBe(false);
    expect(moves.map((each) => each.logIndex)).toEqual([3, 4]);
  });

  it('counts only moves toward max: contract calls without value, however many, do not use it up', async () => {
    // 1,200 calls without value from block 2000 down, then ether sent at blocks 700 and 600.
    const calls = Array.from({ length: 1_200 }, (_, index) =>
      txlistRecord({ block: 2_000 - index, hash: hashOf(2_000 - index), from: WALLET, to: router, value: '0' }),
    );
    const transactions = [
      ...calls,
      ...[700, 600].map((block) => txlistRecord({ block, hash: hashOf(block), from: WALLET, to: bob, value: String(ETHER) })),
    ];
    serve({ transactions });

    expect(await history({ max: 1 })).toEqual({ moves: [move(700, -1, 'eth', WALLET, bob, ETHER)], complete: false, tokens: new Map() });
    expect(asked().filter(([action]) => action === 'txlist')).toEqual([
      ['txlist', '0', '5000', '1'],
      ['txlist', '0', '1001', '1'],
    ]);
  });

  it('reads only the blocks from fromBlock to toBlock', async () => {
    const blocks = [102, 103, 106, 107];
    serve({
      tokens: blocks.map((block) =>
        tokentxRecord({ block, logIndex: 0, hash: hashOf(block), contract: DAI, from: alice, to: WALLET, value: '1' }),
      ),
      transactions: blocks.map((block) => txlistRecord({ block, hash: hashOf(block + 0x1000), from: alice, to: WALLET, value: '2' })),
      internal: blocks.map((block) => txlistinternalRecord({ block, hash: hashOf(block + 0x2000), from: router, to: WALLET, value: '3' })),
    });

    const { moves, complete } = await history({ fromBlock: 103n, toBlock: 106n });

    expect(complete).toBe(true);
    expect(moves.map(({ blockNumber, logIndex }) => [blockNumber, logIndex])).toEqual([
      [103n, -2],
      [103n, -1],
      [103n, 0],
      [106n, -2],
      [106n, -1],
      [106n, 0],
    ]);
    expect(asked()).toEqual([
      ['tokentx', '103', '106', '1'],
      ['txlist', '103', '106', '1'],
      ['txlistinternal', '103', '106', '1'],
    ]);
  });

  it('reads nothing for an empty block range', async () => {
    expect(await history({ fromBlock: 10n, toBlock: 9n })).toEqual({ moves: [], complete: true, tokens: new Map() });
    expect(etherscan().requests).toHaveLength(0);
  });

  it.each([
    ['rate limits every request (no key is free again within the deadline)', notOk('Max rate limit reached'), 'no-free-key'],
    ['answers "Invalid API Key" for the only key', invalidApiKey, 'invalid-keys'],
    ['refuses the request', notOk('Error! Invalid address format'), 'refused'],
  ])('fails with an EtherscanError when Etherscan %s', async (_, answer, failure) => {
    etherscan().handle(() => answer);

    const read = history();

    await expect(read).rejects.toBeInstanceOf(EtherscanError);
    await expect(read).rejects.toMatchObject({ failure });
  });

  it('fails rather than leave a hole when a later page cannot be read', async () => {
    const tokens = Array.from({ length: 1_500 }, (_, index) =>
      tokentxRecord({ block: 3_000 - index, logIndex: 0, hash: hashOf(3_000 - index), contract: DAI, from: alice, to: WALLET, value: '1' }),
    );
    const lists = routes({ 'account/tokentx': tokentxList(tokens) });
    etherscan().handle((params) =>
      params.endblock === '2001' ? notOk('Query Timeout occured. Please select a smaller result dataset') : lists(params),
    );

    await expect(history({ max: 100_000 })).rejects.toMatchObject({
      failure: 'refused',
      message: expect.stringContaining('Query Timeout'),
    });
  });
});
