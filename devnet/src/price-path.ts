// The devnet's market: a USD price for ether and each devnet token at any moment, the same on every
// machine. Each asset walks on hourly knots, from its own fixed seed, around its reference price (which
// it passes through at PRICE_PATH_ANCHOR): a mean-reverting walk with a drift that turns every few
// weeks, squeezed into a band so it never reaches 0 or runs away. Knots are computed once, outward from
// the anchor, and kept. The L2's tokens follow their mainnet twins' paths (Base's USDC is USDC, its WETH
// is ether). No dependencies beyond the token list: the api imports this at runtime.
import { sfc32 } from './sfc32';
import { DEVNET_L2_TOKENS, DEVNET_TOKENS } from './tokens';

/** Ether, or a token by its contract address in any case. */
export type PricedAsset = 'ETH' | `0x${string}`;

/** USD per whole unit, by symbol: where each path passes at PRICE_PATH_ANCHOR (close to mainnet prices when written). */
export const DEVNET_REFERENCE_PRICES: Readonly<Record<string, number>> = {
  ETH: 3120,
  DAI: 1,
  USDC: 1,
  USDT: 1,
  LINK: 14.2,
  BAT: 0.18,
  '1INCH': 0.21,
  COMP: 38.5,
  SHIB: 0.000012,
  BUSD: 1,
  cDAI: 0.0236,
};

/** 2026-11-01 00:00 UTC, in seconds: every price equals its reference price then. */
export const PRICE_PATH_ANCHOR = Date.UTC(2026, 10, 1) / 1000;
/** Before Ethereum's launch (2015-07-30) and 20 years after the anchor, prices stay flat. */
const EARLIEST = Date.UTC(2015, 6, 30) / 1000;
const LATEST = PRICE_PATH_ANCHOR + 20 * 365 * 86_400;
const HOUR = 3_600;
const HOURS_PER_DAY = 24;
const HOURS_PER_YEAR = 365 * HOURS_PER_DAY;
/**
 * Every asset's walks start from this seed and its symbol. The number was chosen by trying a few: it
 * keeps ether within 15% of its reference price from October to December 2026, when the devnet came to use it.
 */
const PATH_SEED = 'whalewatch devnet price path 43';
/** A trend lasts two to eight weeks. */
const TREND_DAYS: readonly [number, number] = [14, 56];

type Market = {
  /** Standard deviation of daily log returns (before the band squeezes the extremes). */
  dailyVolatility: number;
  /** Days over which a deviation from the reference price decays by e. */
  reversionDays: number;
  /** The steepest trend, in log return per day; each trend draws its own up to this either way. */
  maxTrendPerDay: number;
  /** The price stays within reference × e^(±band). */
  band: number;
  /** Growth per year on top of the walk (an interest-bearing token's exchange rate). */
  yearlyGrowth: number;
};

const STABLECOIN: Market = { dailyVolatility: 0.001, reversionDays: 2, maxTrendPerDay: 0, band: Math.log(1.002), yearlyGrowth: 0 };
/** Within 0.4× and 2.5× of the reference. */
const VOLATILE_BAND = Math.log(2.5);
const volatile = (dailyVolatility: number, reversionDays: number): Market => ({
  dailyVolatility,
  reversionDays,
  maxTrendPerDay: dailyVolatility / 5,
  band: VOLATILE_BAND,
  yearlyGrowth: 0,
});

const MARKETS: Readonly<Record<string, Market>> = {
  ETH: volatile(0.03, 60),
  DAI: STABLECOIN,
  USDC: STABLECOIN,
  USDT: STABLECOIN,
  BUSD: STABLECOIN,
  // cDAI is a claim on DAI that earns the supply rate: a stablecoin's wiggle on a slowly rising rate.
  cDAI: { ...STABLECOIN, yearlyGrowth: 0.03 },
  LINK: volatile(0.045, 30),
  COMP: volatile(0.045, 30),
  BAT: volatile(0.043, 30),
  '1INCH': volatile(0.05, 30),
  SHIB: volatile(0.065, 15),
};

type Walk = {
  /** Price at each hour away from the anchor; knots[0] is the anchor itself. */
  knots: number[];
  /** Log deviation from the reference before the band, at the last knot. */
  deviation: number;
  trendPerHour: number;
  trendHoursLeft: number;
  random: () => number;
};

type PricePath = { reference: number; market: Market; ahead: Walk; behind: Walk };

/** Each priced asset's path, by 'eth' or its lower-case address: an L2 token walks its mainnet twin's. */
const SYMBOLS = new Map<string, string>([
  ['eth', 'ETH'],
  ...[...DEVNET_TOKENS, ...DEVNET_L2_TOKENS].map((token): [string, string] => [
    token.address.toLowerCase(),
    token.pricedAs ?? token.symbol,
  ]),
]);
/** Each asset's walks so far, by symbol. */
const paths = new Map<string, PricePath>();

/** USD per whole unit of `asset` at `timestamp` (seconds since the epoch); null for an asset the devnet has no market for. */
export function devnetPriceAt(asset: PricedAsset, timestamp: number): number | null {
  if (!Number.isFinite(timestamp)) throw new RangeError(`devnetPriceAt needs a finite timestamp, got ${timestamp}`);
  const path = pathOf(asset);
  if (!path) return null;
  const hours = (Math.min(Math.max(timestamp, EARLIEST), LATEST) - PRICE_PATH_ANCHOR) / HOUR;
  const knot = Math.floor(hours);
  const before = knotPrice(path, knot);
  const weight = hours - knot;
  return weight === 0 ? before : before + (knotPrice(path, knot + 1) - before) * weight;
}

function pathOf(asset: string): PricePath | null {
  const symbol = SYMBOLS.get(asset.toLowerCase());
  if (symbol === undefined) return null;
  let path = paths.get(symbol);
  if (!path) {
    path = newPath(symbol);
    paths.set(symbol, path);
  }
  return path;
}

function newPath(symbol: string): PricePath {
  const reference = DEVNET_REFERENCE_PRICES[symbol];
  const market = MARKETS[symbol];
  if (reference === undefined || market === undefined) throw new Error(`No devnet market for ${symbol}`);
  const walk = (direction: string): Walk => ({
    knots: [reference],
    deviation: 0,
    trendPerHour: 0,
    trendHoursLeft: 0,
    random: seededUniform(`${PATH_SEED}/${symbol}/${direction}`),
  });
  return { reference, market, ahead: walk('ahead'), behind: walk('behind') };
}

/** The price `hour` hours from the anchor (negative: before it), extending the walk that far when needed. */
function knotPrice(path: PricePath, hour: number): number {
  const walk = hour >= 0 ? path.ahead : path.behind;
  const index = Math.abs(hour);
  const sign = hour >= 0 ? 1 : -1;
  while (walk.knots.length <= index) {
    step(walk, path.market);
    const years = (sign * walk.knots.length) / HOURS_PER_YEAR;
    const logPrice = path.market.band * Math.tanh(walk.deviation / path.market.band) + path.market.yearlyGrowth * years;
    walk.knots.push(path.reference * Math.exp(logPrice));
  }
  return walk.knots[index];
}

/** One hour of the walk: pulled back toward 0, pushed by the current trend and by a random shock. */
function step(walk: Walk, market: Market): void {
  if (walk.trendHoursLeft <= 0) {
    walk.trendHoursLeft = Math.round(HOURS_PER_DAY * (TREND_DAYS[0] + walk.random() * (TREND_DAYS[1] - TREND_DAYS[0])));
    walk.trendPerHour = ((2 * walk.random() - 1) * market.maxTrendPerDay) / HOURS_PER_DAY;
  }
  walk.trendHoursLeft--;
  const pull = 1 - 1 / (HOURS_PER_DAY * market.reversionDays);
  const shock = (market.dailyVolatility / Math.sqrt(HOURS_PER_DAY)) * standardShock(walk.random);
  walk.deviation = walk.deviation * pull + walk.trendPerHour + shock;
}

/** Mean 0, standard deviation 1 (Irwin–Hall of four uniforms: plain arithmetic, so every machine agrees). */
function standardShock(random: () => number): number {
  return (random() + random() + random() + random() - 2) * Math.sqrt(3);
}

/** sfc32 seeded from a string (cyrb128): uniform in [0, 1), a fixed sequence per seed. */
function seededUniform(seed: string): () => number {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const code = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const nextUint32 = sfc32((h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0);
  return () => nextUint32() / 2 ** 32;
}
