import { DEVNET_REFERENCE_PRICES, devnetPriceAt, PRICE_PATH_ANCHOR, type PricedAsset } from './price-path';
import { DEVNET_L2_TOKENS, tokenBySymbol } from './tokens';

const HOUR = 3_600;
const DAY = 86_400;
const YEAR = 365 * DAY;
const at = (iso: string) => Date.parse(iso) / 1000;
const assetOf = (symbol: string): PricedAsset => (symbol === 'ETH' ? 'ETH' : tokenBySymbol(symbol).address);

function priceAt(symbol: string, timestamp: number): number {
  const price = devnetPriceAt(assetOf(symbol), timestamp);
  if (price === null) throw new Error(`no devnet price for ${symbol}`);
  return price;
}

/** Prices of `symbol` every `step` seconds over [from, to). */
function pricesOver(symbol: string, from: number, to: number, step: number): number[] {
  const prices: number[] = [];
  for (let timestamp = from; timestamp < to; timestamp += step) prices.push(priceAt(symbol, timestamp));
  return prices;
}

function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
}

/** Log returns from each day to the next over the year before `end`. */
function dailyLogReturns(symbol: string, end: number): number[] {
  const closes = pricesOver(symbol, end - YEAR, end + 1, DAY);
  return closes.slice(1).map((close, day) => Math.log(close / closes[day]));
}

const STABLECOINS = ['DAI', 'USDC', 'USDT', 'BUSD'];
const VOLATILE = ['ETH', 'LINK', 'COMP', 'BAT', '1INCH', 'SHIB'];

describe('the devnet price path', () => {
  it('passes through the reference prices at its anchor, 2026-11-01 00:00 UTC', () => {
    expect(PRICE_PATH_ANCHOR).toBe(at('2026-11-01T00:00:00Z'));
    for (const [symbol, reference] of Object.entries(DEVNET_REFERENCE_PRICES)) expect(priceAt(symbol, PRICE_PATH_ANCHOR)).toBe(reference);
    expect(DEVNET_REFERENCE_PRICES.ETH).toBe(3120);
  });

  it.each([
    // Fixed values of the path: a change to the walk, its seed or its parameters shows here.
    ['ETH', '2026-06-15T12:34:56Z', 3837.626276210856],
    ['LINK', '2025-12-25T00:00:00Z', 14.08031853030408],
    ['SHIB', '2027-03-01T06:30:00Z', 0.000013705323773416147],
  ])('prices %s at %s at %d, every time', (symbol, iso, expected) => {
    expect(priceAt(symbol, at(iso)) / expected).toBeCloseTo(1, 12);
    expect(priceAt(symbol, at(iso))).toBe(priceAt(symbol, at(iso)));
  });

  it('gives the same prices whatever order they are asked in', () => {
    const times = [at('2024-02-29T13:00:00Z'), at('2026-11-29T03:00:00Z'), at('2019-07-04T00:00:00Z'), at('2028-01-01T00:00:00Z')];
    const asked = times.map((timestamp) => priceAt('COMP', timestamp));
    jest.isolateModules(() => {
      // A fresh copy of the module, its walks not yet computed, asked latest first.
      const fresh = jest.requireActual<typeof import('./price-path')>('./price-path');
      const reversed = [...times].reverse().map((timestamp) => fresh.devnetPriceAt(tokenBySymbol('COMP').address, timestamp));
      expect(reversed.reverse()).toEqual(asked);
    });
  });

  it('keeps ether within 15% of $3,120 from October to December 2026', () => {
    const prices = pricesOver('ETH', at('2026-10-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), HOUR);
    expect(Math.min(...prices)).toBeGreaterThan(3120 * 0.85);
    expect(Math.max(...prices)).toBeLessThan(3120 * 1.15);
  });

  it.each(STABLECOINS)('keeps %s within 0.2% of $1, wiggling', (symbol) => {
    const prices = pricesOver(symbol, PRICE_PATH_ANCHOR - 2 * YEAR, PRICE_PATH_ANCHOR + YEAR, HOUR);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(0.998);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1.002);
    expect(Math.max(...prices) - Math.min(...prices)).toBeGreaterThan(0.001);
  });

  it('has cDAI near $0.0236, rising about 3% a year', () => {
    const yearBefore = priceAt('cDAI', PRICE_PATH_ANCHOR - YEAR);
    const yearAfter = priceAt('cDAI', PRICE_PATH_ANCHOR + YEAR);
    expect(yearAfter / yearBefore).toBeGreaterThan(1.05);
    expect(yearAfter / yearBefore).toBeLessThan(1.07);
    for (const price of pricesOver('cDAI', PRICE_PATH_ANCHOR - YEAR, PRICE_PATH_ANCHOR + YEAR, DAY)) {
      expect(price / 0.0236).toBeGreaterThan(0.96);
      expect(price / 0.0236).toBeLessThan(1.04);
    }
  });

  it.each([
    // Standard deviation of daily log returns over each of the last five years.
    ['ETH', 0.025, 0.035],
    ['LINK', 0.035, 0.05],
    ['COMP', 0.035, 0.05],
    ['BAT', 0.035, 0.05],
    ['1INCH', 0.04, 0.055],
    ['SHIB', 0.05, 0.075],
  ])('moves %s by a daily standard deviation between %d and %d', (symbol, low, high) => {
    for (let year = 0; year < 5; year++) {
      const volatility = standardDeviation(dailyLogReturns(symbol, at('2026-11-29T00:00:00Z') - year * YEAR));
      expect(volatility).toBeGreaterThan(low);
      expect(volatility).toBeLessThan(high);
    }
  });

  it.each(VOLATILE)('gives %s several four-week trends up and down in every year', (symbol) => {
    for (let year = 0; year < 5; year++) {
      const weekly = pricesOver(symbol, PRICE_PATH_ANCHOR - (year + 1) * YEAR, PRICE_PATH_ANCHOR - year * YEAR, 7 * DAY);
      const fourWeeks = weekly.slice(4).map((price, week) => price / weekly[week]);
      expect(fourWeeks.filter((change) => change >= 1.15).length).toBeGreaterThanOrEqual(3);
      expect(fourWeeks.filter((change) => change <= 1 / 1.15).length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(Object.keys(DEVNET_REFERENCE_PRICES))('keeps %s between 0.4 and 2.5 times its reference price over five years', (symbol) => {
    const ratios = pricesOver(symbol, PRICE_PATH_ANCHOR - 5 * YEAR, PRICE_PATH_ANCHOR + 5 * YEAR, 6 * HOUR).map(
      (price) => price / DEVNET_REFERENCE_PRICES[symbol],
    );
    expect(Math.min(...ratios)).toBeGreaterThan(0.4);
    expect(Math.max(...ratios)).toBeLessThan(2.5);
  });

  it('moves little within a block: under 0.1% in 12 s', () => {
    let largest = 0;
    for (const symbol of VOLATILE) {
      for (let timestamp = PRICE_PATH_ANCHOR - 30 * DAY; timestamp < PRICE_PATH_ANCHOR + 30 * DAY; timestamp += 997) {
        largest = Math.max(largest, Math.abs(priceAt(symbol, timestamp + 12) / priceAt(symbol, timestamp) - 1));
      }
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(0.001);
  });

  it('has no price for an asset the devnet has no market for', () => {
    expect(devnetPriceAt('0x0000000000000000000000000000000000000001', PRICE_PATH_ANCHOR)).toBeNull();
    expect(devnetPriceAt('0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', PRICE_PATH_ANCHOR)).toBeNull(); // WBTC: not on the devnet
  });

  it("reads a token's address in any case", () => {
    const link = tokenBySymbol('LINK').address;
    const timestamp = at('2026-08-01T10:20:30Z');
    const price = devnetPriceAt(link, timestamp);
    expect(price).not.toBeNull();
    expect(devnetPriceAt(link.toLowerCase() as PricedAsset, timestamp)).toBe(price);
    expect(devnetPriceAt(`0x${link.slice(2).toUpperCase()}`, timestamp)).toBe(price);
  });

  it("prices the L2's tokens, by their Base address in any case, on their mainnet twins' paths: USDC as USDC, WETH as ether", () => {
    const timestamp = at('2026-12-24T18:00:00Z');
    const base = (symbol: string) => tokenBySymbol(symbol, DEVNET_L2_TOKENS).address;
    expect(base('USDC')).toBe('0x833589fcd6edb6e08f4c7c32d4f71b54bda02913');
    expect(devnetPriceAt(base('USDC'), timestamp)).toBe(priceAt('USDC', timestamp));
    expect(devnetPriceAt('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', timestamp)).toBe(priceAt('USDC', timestamp));
    expect(devnetPriceAt(base('USDT'), timestamp)).toBe(priceAt('USDT', timestamp));
    expect(devnetPriceAt(base('DAI'), timestamp)).toBe(priceAt('DAI', timestamp));
    expect(devnetPriceAt('0x4200000000000000000000000000000000000006', timestamp)).toBe(priceAt('ETH', timestamp));
  });

  it('refuses a timestamp that is not a number', () => {
    expect(() => devnetPriceAt('ETH', Number.NaN)).toThrow('finite timestamp');
  });
});
