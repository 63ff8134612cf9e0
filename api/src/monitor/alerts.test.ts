// An alert from a wallet's moves in one transaction: valued at the block's prices, filtered by the
// watcher's options, worded from the wallet's point of view with labels.
import { maxUint256, parseEther, parseUnits } from 'viem';
import type { Address, Hash } from '../chain/chain-source';
import { OWN_WALLET, type AddressBook } from '../labels/user-labels';
import { walletRecordBook } from '../wallets';
import { priceKey, PricesUnavailableError, type PriceQuery, type PriceSource } from '../prices';
import { alertsFor, toAlert, type Valuation } from './alerts';
import type { RawMove, WalletTransaction } from './match-block';
import type { MonitorOptions, Watcher } from './watch-index';
import { thirtyDayPnl } from '../wallets/testing/thirty-day-pnl';

const WHALE = '0x00000000000000000000000000000000000000b1' as Address;
const STRANGER = '0x00000000000000000000000000000000000000c2' as Address;
const BINANCE_14 = '0x28c6c06298d514db089934071355e5743bf21d60' as Address;
const UNISWAP_V3_ROUTER = '0xe592427a0aece92de3edee1f18e0157c05861564' as Address;
const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3' as Address;
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Address;
const SPAM = '0x00000000000000000000000000000000000005a4' as Address;
const TX: Hash = `0x${'ab'.repeat(32)}`;

// ETH $3,120, USDC $1; SPAM has no price.
const PRICES: Valuation = { ethUsd: 3120, tokenUsd: new Map([[USDC, 1]]) };
const DEFAULTS: MonitorOptions = {
  tokenTransfers: true,
  tokenApprovals: true,
  etherTransfers: true,
  minTransactionValue: 0.1,
  direction: 'both',
  alertUnpricedTokens: false,
};

const ether = (direction: RawMove['direction'], eth: string, counterparty: Address): RawMove => ({
  kind: 'ether',
  direction,
  value: parseEther(eth),
  decimals: 18,
  symbol: 'ETH',
  token: null,
  counterparty,
  unlimited: false,
});
const usdc = (direction: RawMove['direction'], amount: string, counterparty: Address): RawMove => ({
  kind: 'token',
  direction,
  value: parseUnits(amount, 6),
  decimals: 6,
  symbol: 'USDC',
  token: USDC,
  counterparty,
  unlimited: false,
});
const spam = (amount: string): RawMove => ({
  kind: 'token',
  direction: 'in',
  value: parseUnits(amount, 18),
  decimals: 18,
  symbol: 'SPAM',
  token: SPAM,
  counterparty: STRANGER,
  unlimited: false,
});
const approve = (value: bigint, spender: Address): RawMove => ({
  kind: 'approval',
  direction: 'out',
  value,
  decimals: 6,
  symbol: 'USDC',
  token: USDC,
  counterparty: spender,
  unlimited: value === maxUint256,
});

function group(
  moves: RawMove[],
  {
    options = {},
    txTo = null,
    nickname = 'Big Whale',
  }: { options?: Partial<MonitorOptions>; txTo?: Address | null; nickname?: string } = {},
): WalletTransaction {
  const watcher: Watcher = { userId: 'user-a', address: WHALE, nickname, options: { ...DEFAULTS, ...options }, mutedUntil: null };
  return { watcher, txHash: TX, txTo, blockNumber: 1234n, blockHash: null, blockTimestamp: 1_764_000_000, moves };
}

const seenAt = new Date('2026-11-24T10:00:00.500Z');
const words = (transaction: WalletTransaction, valuation = PRICES, book?: AddressBook) => {
  const alert = toAlert({ id: 31337 }, transaction, valuation, book, seenAt);
  return alert ? { message: alert.message, lines: alert.lines } : null;
};

describe('alerts in words, in USD, with labels', () => {
  it.each<[string, RawMove[], Address | null, string]>([
    // 1,250,000 USDC × $1 = $1.25M; Binance 14 is a curated public label.
    ['a send', [usdc('out', '1250000', BINANCE_14)], null, 'Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14'],
    ['a receive', [ether('in', '12.5', BINANCE_14)], null, 'Big Whale received 12.5 ETH ($39K) from Binance 14'],
    // 500 ETH × $3,120 = $1.56M out; 1,604,233.47 USDC in; tx.to is the Uniswap V3 router.
    [
      'a swap on a known router',
      [ether('out', '500', UNISWAP_V3_ROUTER), usdc('in', '1604233.47', UNISWAP_V3_ROUTER)],
      UNISWAP_V3_ROUTER,
      'Big Whale swapped 500 ETH ($1.56M) for 1,604,233 USDC on Uniswap V3',
    ],
    [
      'a swap through an unknown contract',
      [ether('out', '1', STRANGER), usdc('in', '3100', STRANGER)],
      STRANGER,
      'Big Whale swapped 1 ETH ($3.12K) for 3,100 USDC',
    ],
    ['an unlimited approval', [approve(maxUint256, PERMIT2)], PERMIT2, 'Big Whale approved Uniswap: Permit2 to spend unlimited USDC'],
    ['a revocation', [approve(0n, PERMIT2)], PERMIT2, 'Big Whale revoked USDC approval for Uniswap: Permit2'],
  ])('words %s', (_, moves, txTo, message) => {
    expect(words(group(moves, { txTo }))).toEqual({ message, lines: [] });
  });

  it('puts several unrelated moves under one headline, a line each', () => {
    const moves = [usdc('out', '200000', BINANCE_14), ether('out', '10', STRANGER), approve(maxUint256, PERMIT2)];
    // $200,000 + $31,200 = $231,200.
    expect(words(group(moves))).toEqual({
      message: 'Big Whale made 3 moves ($231K)',
      lines: [
        'Sent 200,000 USDC ($200K) to Binance 14',
        'Sent 10 ETH ($31.2K) to 0x0000…00c2',
        'Approved Uniswap: Permit2 to spend unlimited USDC',
      ],
    });
  });

  it('names the wallet by its short address when it has no nickname, and the user’s own wallets by theirs', () => {
    const book: AddressBook = new Map([
      [STRANGER, { name: 'Cold storage', kind: 'nickname' }],
      [BINANCE_14, OWN_WALLET],
    ]);
    expect(words(group([ether('out', '3', STRANGER)], { nickname: WHALE }), PRICES, book)?.message).toBe(
      '0x0000…00b1 sent 3 ETH ($9.36K) to Cold storage',
    );
    // A public label says more than 'your wallet'.
    expect(words(group([ether('out', '3', BINANCE_14)]), PRICES, book)?.message).toBe('Big Whale sent 3 ETH ($9.36K) to Binance 14');
  });

  it('marks a token without a price, and shows no dollars at all when prices could not be read', () => {
    expect(words(group([spam('1000000')], { options: { alertUnpricedTokens: true } }))?.message).toBe(
      'Big Whale received 1,000,000 SPAM (no price) from 0x0000…00c2',
    );
    expect(words(group([usdc('out', '5000', BINANCE_14)]), { ethUsd: null, tokenUsd: new Map() })?.message).toBe(
      'Big Whale sent 5,000 USDC to Binance 14',
    );
  });

  it('stores the moves valued at the block, the headline value, the venue and the latency fields', () => {
    const alert = toAlert(
      { id: 31337 },
      group([ether('out', '500', UNISWAP_V3_ROUTER), usdc('in', '1604233.47', UNISWAP_V3_ROUTER)], { txTo: UNISWAP_V3_ROUTER }),
      PRICES,
      undefined,
      seenAt,
    );
    expect(alert).toMatchObject({
      idempotencyKey: `31337:${TX}:user-a:${WHALE}`,
      kind: 'transaction',
      valueUsd: 1_604_233.47,
      venue: 'Uniswap V3',
      blockNumber: 1234,
      blockTime: new Date(1_764_000_000 * 1000),
      seenAt,
      status: 'pending',
      moves: [
        {
          kind: 'ether',
          direction: 'out',
          amount: '500',
          symbol: 'ETH',
          token: null,
          valueUsd: 1_560_000,
          priced: true,
          counterparty: UNISWAP_V3_ROUTER,
          counterpartyLabel: { name: 'Uniswap V3: Router', kind: 'dex' },
        },
        { kind: 'token', direction: 'in', amount: '1604233.47', symbol: 'USDC', token: USDC, valueUsd: 1_604_233.47, priced: true },
      ],
    });
  });
});

describe('alert filters', () => {
  // 0.1 ETH at $3,120/ETH is $312: $200 of USDC is under it, $312 is at it.
  it.each<[string, RawMove[], Partial<MonitorOptions>, boolean]>([
    ['$200 of USDC under a 0.1 ETH minimum', [usdc('out', '200', BINANCE_14)], {}, false],
    ['$312 of USDC at a 0.1 ETH minimum', [usdc('out', '312', BINANCE_14)], {}, true],
    ['0.09 ETH under a 0.1 ETH minimum', [ether('out', '0.09', BINANCE_14)], {}, false],
    ['any token transfer with no minimum', [usdc('out', '0.01', BINANCE_14)], { minTransactionValue: 0 }, true],
    ['a token without a price by default', [spam('5000000')], {}, false],
    ['a token without a price when asked for', [spam('5000000')], { alertUnpricedTokens: true }, true],
    ['an unlimited approval of a priced token', [approve(maxUint256, PERMIT2)], { minTransactionValue: 1000 }, true],
    ['a revocation', [approve(0n, PERMIT2)], { minTransactionValue: 1000 }, true],
    ['a small finite approval', [approve(parseUnits('50', 6), PERMIT2)], {}, false],
    ['a receive for an outgoing-only wallet', [ether('in', '5', BINANCE_14)], { direction: 'out' }, false],
    ['a send for an outgoing-only wallet', [ether('out', '5', BINANCE_14)], { direction: 'out' }, true],
    ['a send for an incoming-only wallet', [ether('out', '5', BINANCE_14)], { direction: 'in' }, false],
    [
      'a swap for an incoming-only wallet',
      [ether('out', '5', UNISWAP_V3_ROUTER), usdc('in', '15600', UNISWAP_V3_ROUTER)],
      { direction: 'in' },
      true,
    ],
  ])('%s alerts: %p', (_, moves, options, alerts) => {
    expect(toAlert({ id: 1 }, group(moves, { options }), PRICES, undefined, seenAt) !== null).toBe(alerts);
  });

  it('leaves out the moves under the minimum and keeps the rest of the transaction', () => {
    // A dust airdrop of USDC beside a real send: one line, not two.
    expect(words(group([usdc('in', '1', STRANGER), ether('out', '40', BINANCE_14)]))).toEqual({
      message: 'Big Whale sent 40 ETH ($125K) to Binance 14',
      lines: [],
    });
  });

  it('does not filter tokens by value while prices cannot be read: an outage must not silence alerts', () => {
    expect(
      toAlert({ id: 1 }, group([usdc('out', '5', BINANCE_14)]), { ethUsd: null, tokenUsd: new Map() }, undefined, seenAt),
    ).not.toBeNull();
  });
});

describe('alert values at the block', () => {
  const BLOCK_TIME = 1_764_000_000;
  const SEEN = Math.floor(seenAt.getTime() / 1000);
  const warnings: string[] = [];
  const log = { warn: (_object: object, message: string) => warnings.push(message) };
  beforeEach(() => {
    warnings.length = 0;
  });

  /** Ether was $2,000 at the block, $3,000 when the transaction was seen, and is $3,120 now. */
  function pricesThen(asked: PriceQuery[] = []): PriceSource {
    const etherAt = (at: number) => (at === BLOCK_TIME ? 2000 : at === SEEN ? 3000 : 3120);
    return {
      ethPrice: async () => 3120,
      tokenPrices: async () => new Map([[USDC, 1]]),
      async pricesAt(queries) {
        asked.push(...queries);
        return new Map(
          queries.flatMap(({ asset, at }): [string, number][] =>
            asset === 'eth' ? [[priceKey(asset, at), etherAt(at)]] : asset === USDC ? [[priceKey(asset, at), 1]] : [],
          ),
        );
      },
      priceSeries: async () => [],
    };
  }
  const alertOf = async (transaction: WalletTransaction, prices: PriceSource) =>
    (await alertsFor({ id: 31337 }, [transaction], { prices, books: new Map(), log }, seenAt))[0];

  it("values the moves at the prices of the block's time, not today's", async () => {
    const asked: PriceQuery[] = [];

    // 12.5 ETH × $2,000 = $25,000; $3,000 of USDC is 1.5 ETH then, over the 0.1 ETH minimum.
    const alert = await alertOf(group([ether('out', '12.5', BINANCE_14), usdc('out', '3000', STRANGER)]), pricesThen(asked));

    expect(alert).toMatchObject({
      lines: ['Sent 12.5 ETH ($25K) to Binance 14', 'Sent 3,000 USDC ($3K) to 0x0000…00c2'],
      moves: [{ valueUsd: 25_000 }, { valueUsd: 3_000 }],
    });
    expect(asked).toEqual([
      { asset: 'eth', at: BLOCK_TIME },
      { asset: USDC, at: BLOCK_TIME },
    ]);
  });

  it('values a transaction whose block time is unknown (wallet polling through an explorer) when it was seen', async () => {
    const polled = { ...group([ether('in', '12.5', BINANCE_14)]), blockTimestamp: null };

    expect((await alertOf(polled, pricesThen())).message).toBe('Big Whale received 12.5 ETH ($37.5K) from Binance 14');
  });

  it('still alerts, without dollar values, when prices cannot be read', async () => {
    const down: PriceSource = {
      ...pricesThen(),
      pricesAt: async () => Promise.reject(new PricesUnavailableError('DefiLlama answered HTTP 502')),
    };

    expect((await alertOf(group([ether('in', '12.5', BINANCE_14)]), down)).message).toBe('Big Whale received 12.5 ETH from Binance 14');
    expect(warnings).toEqual(['prices could not be read: alerts go out without dollar values']);
  });
});

describe("the wallet's record beside its name", () => {
  const log = { warn: () => undefined };
  const prices: PriceSource = {
    ethPrice: async () => 3120,
    tokenPrices: async () => new Map(),
    pricesAt: async (queries) => new Map(queries.map(({ asset, at }): [string, number] => [priceKey(asset, at), 3120])),
    priceSeries: async () => [],
  };
  const ETHEREUM = { id: 31337, slug: 'ethereum', name: 'Ethereum' };
  const BASE = { id: 31338, slug: 'base', name: 'Base', inWords: 'Base' };

  it("is the wallet's record on the alert's chain: a Base alert never carries what it did on Ethereum", async () => {
    const records = walletRecordBook();
    records.remember(ETHEREUM.id, WHALE, thirtyDayPnl());
    const alertOn = async (chain: typeof ETHEREUM) =>
      (await alertsFor(chain, [group([ether('in', '12.5', STRANGER)])], { prices, books: new Map(), records, log }, seenAt))[0];

    expect((await alertOn(ETHEREUM)).message).toBe('Big Whale (+$1.23M 30 d, 64 % wins) received 12.5 ETH ($39K) from 0x0000…00c2');
    expect((await alertOn(BASE)).message).toBe('Big Whale received 12.5 ETH ($39K) from 0x0000…00c2 on Base');
  });
});
