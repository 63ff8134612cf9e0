// The profit and loss engine against cases worked out by hand: each case's comment shows the sums, and its
// expected figures are written out, not recomputed.
import type { AssetId, PnlWindow } from '@whalewatch/contracts';
import type { PnlMove } from './pnl';
import { walletPnl } from './pnl';

const NOW = 1_750_000_000;
const DAY = 86_400;
const LINK: AssetId = '0x514910771af9ca656af840dff83e8264ecf986ca';
const UNI: AssetId = '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984';
const PEPE: AssetId = '0x6982508145454ce325ddbe47a25d4ec3d2311933';
const WETH: AssetId = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const NAMES: Record<AssetId, [symbol: string, name: string]> = {
  eth: ['ETH', 'Ether'],
  [LINK]: ['LINK', 'ChainLink Token'],
  [UNI]: ['UNI', 'Uniswap'],
  [PEPE]: ['PEPE', 'Pepe'],
  [WETH]: ['WETH', 'Wrapped Ether'],
};

function move(
  direction: 'in' | 'out',
  hash: string,
  daysAgo: number,
  amount: number,
  priceUsd: number | null,
  asset: AssetId = LINK,
): PnlMove {
  const [symbol, name] = NAMES[asset];
  const at = NOW - daysAgo * DAY;
  return {
    hash,
    blockNumber: Math.floor(at / 12),
    logIndex: asset === 'eth' ? -1 : 0,
    at,
    asset,
    symbol,
    name,
    direction,
    amount,
    priceUsd,
  };
}
type MoveArgs = [hash: string, daysAgo: number, amount: number, priceUsd: number | null, asset?: AssetId];
const into = (...args: MoveArgs) => move('in', ...args);
const outOf = (...args: MoveArgs) => move('out', ...args);

/** A buy of 1 LINK at $100 and its sale at $100 + pnl: trade n is `b<n>` then `s<n>`. */
const roundTrip = (n: number, pnl: number) => [into(`b${n}`, 60 - n * 2, 1, 100), outOf(`s${n}`, 59 - n * 2, 1, 100 + pnl)];

const about = (value: number) => expect.closeTo(value, 6);
const ago = (days: number) => NOW - days * DAY;

type Case = {
  name: string;
  moves: PnlMove[];
  prices?: [AssetId, number][];
  window?: PnlWindow;
  pricesAvailable?: boolean;
  expected: Record<string, unknown>;
};

const CASES: Case[] = [
  {
    // 100 LINK in at $10 (cost 1,000), all out at $15 (proceeds 1,500): +500; nothing left.
    name: 'one buy then a full sale at a profit realizes the difference',
    moves: [into('b1', 10, 100, 10), outOf('s1', 5, 100, 15)],
    prices: [[LINK, 20]],
    expected: {
      window: 'all',
      status: 'ok',
      realizedUsd: about(500),
      unrealizedUsd: 0,
      closedPositions: 1,
      winRate: 1,
      tokens: [
        { asset: LINK, symbol: 'LINK', name: 'ChainLink Token', realizedUsd: about(500), unrealizedUsd: 0, heldAmount: 0, costBasisUsd: 0 },
      ],
      largestWins: [
        {
          asset: LINK,
          symbol: 'LINK',
          amount: 100,
          proceedsUsd: about(1500),
          costUsd: about(1000),
          pnlUsd: about(500),
          closedAt: ago(5),
          hashes: ['s1', 'b1'],
        },
      ],
      largestLosses: [],
      unpricedTokens: 0,
    },
  },
  {
    // 10 at $100, 10 at $200, 10 at $300; 15 out at $250 (3,750). FIFO cost: 10×100 + 5×200 = 2,000 → +1,750
    // (LIFO would be 10×300 + 5×200 = 4,000 → −250). Left 5 at $200 + 10 at $300 = 4,000; at $260: 3,900 → −100.
    name: 'a partial sale takes the oldest lots first (FIFO)',
    moves: [into('b1', 40, 10, 100), into('b2', 30, 10, 200), into('b3', 20, 10, 300), outOf('s1', 10, 15, 250)],
    prices: [[LINK, 260]],
    expected: {
      realizedUsd: about(1750),
      unrealizedUsd: about(-100),
      closedPositions: 1,
      tokens: [{ asset: LINK, realizedUsd: about(1750), unrealizedUsd: about(-100), heldAmount: about(15), costBasisUsd: about(4000) }],
      largestWins: [{ amount: 15, proceedsUsd: about(3750), costUsd: about(2000), pnlUsd: about(1750), hashes: ['s1', 'b1', 'b2'] }],
      largestLosses: [],
    },
  },
  {
    // 4 at $10, 6 at $20. 3 out at $30: 90 − 3×10 = +60. 5 out at $5: 25 − (1×10 + 4×20) = −65.
    // 2 out at $25: 50 − 2×20 = +10. Realized 60 − 65 + 10 = 5; all sold.
    name: 'partial sales across lots each take up where the last left off',
    moves: [into('b1', 50, 4, 10), into('b2', 40, 6, 20), outOf('s1', 30, 3, 30), outOf('s2', 20, 5, 5), outOf('s3', 10, 2, 25)],
    prices: [[LINK, 1]],
    expected: {
      realizedUsd: about(5),
      unrealizedUsd: 0,
      closedPositions: 3,
      tokens: [{ asset: LINK, realizedUsd: about(5), heldAmount: 0, costBasisUsd: 0 }],
      largestWins: [
        { amount: 3, costUsd: about(30), pnlUsd: about(60), hashes: ['s1', 'b1'] },
        { amount: 2, costUsd: about(40), pnlUsd: about(10), hashes: ['s3', 'b2'] },
      ],
      largestLosses: [{ amount: 5, proceedsUsd: about(25), costUsd: about(90), pnlUsd: about(-65), hashes: ['s2', 'b1', 'b2'] }],
    },
  },
  {
    // 50 UNI received from another wallet when UNI was $8 (cost 400), sold at $6 (300): −100.
    name: 'a transfer in costs its price then and is sold at a loss',
    moves: [into('t1', 20, 50, 8, UNI), outOf('s1', 10, 50, 6, UNI)],
    expected: {
      realizedUsd: about(-100),
      closedPositions: 1,
      winRate: 0,
      tokens: [{ asset: UNI, symbol: 'UNI', realizedUsd: about(-100), heldAmount: 0 }],
      largestWins: [],
      largestLosses: [
        {
          asset: UNI,
          amount: 50,
          proceedsUsd: about(300),
          costUsd: about(400),
          pnlUsd: about(-100),
          closedAt: ago(10),
          hashes: ['s1', 't1'],
        },
      ],
    },
  },
  {
    // 1,000,000 PEPE airdropped at $0.000002 (cost 2); today $0.000005: worth 5 → +3 unrealized, nothing realized.
    name: 'an airdrop still held is unrealized only',
    moves: [into('a1', 3, 1_000_000, 0.000002, PEPE)],
    prices: [[PEPE, 0.000005]],
    expected: {
      realizedUsd: 0,
      unrealizedUsd: about(3),
      closedPositions: 0,
      winRate: null,
      tokens: [{ asset: PEPE, realizedUsd: 0, unrealizedUsd: about(3), heldAmount: 1_000_000, costBasisUsd: about(2) }],
      largestWins: [],
      largestLosses: [],
    },
  },
  {
    // LINK: 20 at $12 + 10 at $15 = 390; today 30 × $14 = 420 → +30. UNI: 100 at $5 = 500; today $4 → −100.
    // Total −70; UNI first (|−100| > |30|).
    name: 'tokens never sold are unrealized at today’s price, the largest first',
    moves: [into('b1', 60, 20, 12), into('b2', 30, 10, 15), into('b3', 20, 100, 5, UNI)],
    prices: [
      [LINK, 14],
      [UNI, 4],
    ],
    expected: {
      realizedUsd: 0,
      unrealizedUsd: about(-70),
      closedPositions: 0,
      tokens: [
        { asset: UNI, realizedUsd: 0, unrealizedUsd: about(-100), heldAmount: 100, costBasisUsd: about(500) },
        { asset: LINK, realizedUsd: 0, unrealizedUsd: about(30), heldAmount: 30, costBasisUsd: about(390) },
      ],
    },
  },
  {
    // LINK 10 at $10 sold at $12: +20. PEPE has one unpriced move of two, UNI its only one: both left out.
    name: 'a token with an unpriced move is left out and counted as unpriced',
    moves: [
      into('b1', 10, 10, 10),
      into('a1', 9, 1000, null, PEPE),
      into('a2', 8, 500, 0.01, PEPE),
      outOf('s1', 7, 10, 12),
      into('b2', 6, 5, null, UNI),
    ],
    prices: [
      [LINK, 11],
      [PEPE, 0.02],
      [UNI, 7],
    ],
    expected: {
      realizedUsd: about(20),
      unrealizedUsd: 0,
      closedPositions: 1,
      tokens: [{ asset: LINK, realizedUsd: about(20), heldAmount: 0 }],
      unpricedTokens: 2,
    },
  },
  {
    // 2 ETH at $2,000 (4,000). Wrapping 1 in one transaction: 1 ETH out and 1 WETH in net to nothing (not a sale
    // at $3,000, which would realize +1,000). Held 2 ETH; today $3,500: 7,000 − 4,000 = +3,000.
    name: 'wrapping ether within one transaction nets out and realizes nothing',
    moves: [into('b1', 10, 2, 2000, 'eth'), outOf('w1', 5, 1, 3000, 'eth'), into('w1', 5, 1, 3000, WETH)],
    prices: [['eth', 3500]],
    expected: {
      realizedUsd: 0,
      unrealizedUsd: about(3000),
      closedPositions: 0,
      tokens: [
        {
          asset: 'eth',
          symbol: 'ETH',
          name: 'Ether',
          realizedUsd: 0,
          unrealizedUsd: about(3000),
          heldAmount: 2,
          costBasisUsd: about(4000),
        },
      ],
      largestWins: [],
    },
  },
  {
    // 1 ETH bought at $2,000, wrapped in a later transaction (nets out), the WETH sold at $3,000: 3,000 − 2,000 = +1,000.
    name: 'WETH sold after wrapping is realized against the ether lot',
    moves: [into('b1', 30, 1, 2000, 'eth'), outOf('w1', 20, 1, 2500, 'eth'), into('w1', 20, 1, 2500, WETH), outOf('s1', 10, 1, 3000, WETH)],
    prices: [['eth', 3500]],
    expected: {
      realizedUsd: about(1000),
      unrealizedUsd: 0,
      closedPositions: 1,
      tokens: [{ asset: 'eth', symbol: 'ETH', realizedUsd: about(1000), heldAmount: 0 }],
      largestWins: [
        {
          asset: 'eth',
          symbol: 'ETH',
          amount: 1,
          proceedsUsd: about(3000),
          costUsd: about(2000),
          pnlUsd: about(1000),
          hashes: ['s1', 'b1'],
        },
      ],
    },
  },
  {
    // 10 LINK at $5 (50); 25 sold at $8: only the 10 held are matched, 80 − 50 = +30 (the 15 more have no known cost).
    // 5 UNI sold with none acquired in the history: nothing realized, no closed position, UNI not listed.
    name: 'selling more than held realizes only the part that was held',
    moves: [outOf('s0', 30, 5, 10, UNI), into('b1', 20, 10, 5), outOf('s1', 10, 25, 8)],
    prices: [
      [LINK, 9],
      [UNI, 10],
    ],
    expected: {
      realizedUsd: about(30),
      closedPositions: 1,
      winRate: 1,
      tokens: [{ asset: LINK, realizedUsd: about(30), heldAmount: 0, costBasisUsd: 0 }],
      largestWins: [{ amount: 10, proceedsUsd: about(80), costUsd: about(50), pnlUsd: about(30), hashes: ['s1', 'b1'] }],
      largestLosses: [],
    },
  },
  {
    // 10 at $100 (100 days ago), 10 at $200 (50 days ago); 10 sold at $150 40 days ago: out of the window, but it
    // used up the $100 lot. 5 sold at $300 10 days ago: 1,500 − 5×200 = +500 (not 1,500 − 5×100 = +1,000).
    // Left 5 at $200 = 1,000; today $250: +250.
    name: 'the 30-day window leaves out an old sale but keeps what it used up',
    moves: [into('b1', 100, 10, 100), into('b2', 50, 10, 200), outOf('s1', 40, 10, 150), outOf('s2', 10, 5, 300)],
    prices: [[LINK, 250]],
    window: '30d',
    expected: {
      window: '30d',
      realizedUsd: about(500),
      unrealizedUsd: about(250),
      closedPositions: 1,
      winRate: 1,
      tokens: [{ asset: LINK, realizedUsd: about(500), unrealizedUsd: about(250), heldAmount: 5, costBasisUsd: about(1000) }],
      largestWins: [{ amount: 5, costUsd: about(1000), pnlUsd: about(500), closedAt: ago(10), hashes: ['s2', 'b2'] }],
    },
  },
  {
    // The same moves over 90 days: s1 (1,500 − 1,000 = +500) counts too → +1,000.
    name: 'the 90-day window counts the sale of 40 days ago',
    moves: [into('b1', 100, 10, 100), into('b2', 50, 10, 200), outOf('s1', 40, 10, 150), outOf('s2', 10, 5, 300)],
    prices: [[LINK, 250]],
    window: '90d',
    expected: { window: '90d', realizedUsd: about(1000), unrealizedUsd: about(250), closedPositions: 2, winRate: 1 },
  },
  {
    // A sale exactly 30 days ago is inside the window (at ≥ now − 30 d): 2 × (15 − 10) = +10.
    name: 'a sale exactly 30 days ago is inside the 30-day window',
    moves: [into('b1', 31, 2, 10), outOf('s1', 30, 2, 15)],
    window: '30d',
    expected: { realizedUsd: about(10), closedPositions: 1 },
  },
  {
    // LINK 1 at $10 → $20: +10. UNI 2 at $10 → $20: +20. PEPE 10 at $1 → $0.5: −5. Two wins of three: 2/3; sum +25.
    name: 'the win rate is the share of closed positions with a profit',
    moves: [
      into('b1', 9, 1, 10),
      into('b2', 8, 2, 10, UNI),
      into('b3', 7, 10, 1, PEPE),
      outOf('s1', 6, 1, 20),
      outOf('s2', 5, 2, 20, UNI),
      outOf('s3', 4, 10, 0.5, PEPE),
    ],
    expected: {
      realizedUsd: about(25),
      closedPositions: 3,
      winRate: about(0.6666667),
      largestWins: [
        { asset: UNI, pnlUsd: about(20), hashes: ['s2', 'b2'] },
        { asset: LINK, pnlUsd: about(10), hashes: ['s1', 'b1'] },
      ],
      largestLosses: [{ asset: PEPE, pnlUsd: about(-5), hashes: ['s3', 'b3'] }],
    },
  },
  {
    // Wins +10, +60, +30, +50, +20, +40 (trades 1–6), losses −5, −70, −15, −40, −25, −1 (trades 7–12):
    // the five largest each way; 210 − 156 = +54; 6 of 12 won.
    name: 'the largest wins and losses are five each, largest first, with their transactions',
    moves: [
      [10, 60, 30, 50, 20, 40],
      [-5, -70, -15, -40, -25, -1],
    ]
      .flat()
      .flatMap((pnl, index) => roundTrip(index + 1, pnl)),
    expected: {
      realizedUsd: about(54),
      closedPositions: 12,
      winRate: 0.5,
      largestWins: [
        { pnlUsd: about(60), hashes: ['s2', 'b2'] },
        { pnlUsd: about(50), hashes: ['s4', 'b4'] },
        { pnlUsd: about(40), hashes: ['s6', 'b6'] },
        { pnlUsd: about(30), hashes: ['s3', 'b3'] },
        { pnlUsd: about(20), hashes: ['s5', 'b5'] },
      ],
      largestLosses: [
        { pnlUsd: about(-70), hashes: ['s8', 'b8'] },
        { pnlUsd: about(-40), hashes: ['s10', 'b10'] },
        { pnlUsd: about(-25), hashes: ['s11', 'b11'] },
        { pnlUsd: about(-15), hashes: ['s9', 'b9'] },
        { pnlUsd: about(-5), hashes: ['s7', 'b7'] },
      ],
    },
  },
  {
    // The price source failed: the moves came unpriced, so LINK is left out and the status says so.
    name: "says 'unavailable' when the price source failed",
    moves: [into('b1', 10, 10, null)],
    prices: [[LINK, 10]],
    pricesAvailable: false,
    expected: { status: 'unavailable', realizedUsd: 0, unrealizedUsd: 0, closedPositions: 0, winRate: null, tokens: [], unpricedTokens: 1 },
  },
  {
    // 10 LINK held at cost 100 with no price today: unknown, not 0.
    name: 'unrealized is null when no held token has today’s price',
    moves: [into('b1', 10, 10, 10)],
    expected: { unrealizedUsd: null, tokens: [{ asset: LINK, unrealizedUsd: null, heldAmount: 10, costBasisUsd: about(100) }] },
  },
  {
    // LINK has no price today (null, left out of the total); UNI 4 at $5 = 20, today $8 → +12.
    name: 'a held token without today’s price is left out of the unrealized total',
    moves: [into('b1', 10, 10, 10), into('b2', 9, 4, 5, UNI)],
    prices: [[UNI, 8]],
    expected: {
      unrealizedUsd: about(12),
      tokens: [
        { asset: UNI, unrealizedUsd: about(12), heldAmount: 4 },
        { asset: LINK, unrealizedUsd: null, heldAmount: 10 },
      ],
    },
  },
  {
    // 0.1 + 0.2 in, 0.3 out: floating point leaves 2.8e-17 behind, which is nothing held. 0.3 × 20 − (1 + 2) = +3.
    name: 'floating-point dust left after selling everything counts as nothing held',
    moves: [into('b1', 9, 0.1, 10), into('b2', 8, 0.2, 10), outOf('s1', 7, 0.3, 20)],
    prices: [[LINK, 30]],
    expected: {
      realizedUsd: about(3),
      unrealizedUsd: 0,
      tokens: [{ asset: LINK, heldAmount: 0, costBasisUsd: 0 }],
      largestWins: [{ amount: 0.3, hashes: ['s1', 'b1', 'b2'] }],
    },
  },
  {
    name: 'a wallet without moves has nothing realized and no win rate',
    moves: [],
    expected: {
      status: 'ok',
      realizedUsd: 0,
      unrealizedUsd: 0,
      closedPositions: 0,
      winRate: null,
      tokens: [],
      largestWins: [],
      largestLosses: [],
      unpricedTokens: 0,
    },
  },
];

describe('walletPnl', () => {
  it.each(CASES)('$name', ({ moves, prices = [], window = 'all', pricesAvailable = true, expected }) => {
    const pnl = walletPnl({ moves, currentPrices: new Map(prices), etherAliases: new Set([WETH]), now: NOW, window, pricesAvailable });
    expect(pnl).toMatchObject(expected);
  });
});
