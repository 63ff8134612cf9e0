// Prices from DefiLlama, now and at past times, as its coins API answers (shapes from its documentation),
// served by a local fake; past days kept in the database; unknown prices absent, never 0.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Address } from '../chain/chain-source';
import type { Database } from '../db/database';
import { priceHistory } from '../db/schema-prices';
import { CHAIN_PROFILES } from '../config/chains';
import { createTestDatabase } from '../testing/test-app';
import { silentHttpServer } from '../testing/faulty-servers';
import { DAY_SECONDS } from './defillama';
import { defiLlamaPrices, type DefiLlamaPricesOptions } from './defillama-prices';
import { requestsFor } from './daily-prices';
import { devPrices, type DevnetPriceAt } from './dev-prices';
import { priceKey, PricesUnavailableError, type PriceQuery } from './price-source';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as Address;
const LINK = '0x514910771AF9Ca656af840dff83E8264EcF986CA' as Address;
const DEAD = '0x5d3a536e4d6dbd6114cc1ead35777bab948e3643' as Address;
const UNKNOWN = '0x000000000000000000000000000000000000dEaD' as Address;
const usdc = USDC.toLowerCase() as Address;
const link = LINK.toLowerCase() as Address;

/** 2026-11-24 12:00 UTC: "now" in these tests. */
const NOW = Date.UTC(2026, 10, 24, 12) / 1000;
const TODAY = Math.floor(NOW / DAY_SECONDS);
/** Noon of `daysAgo` days before today. */
const noon = (daysAgo: number) => (TODAY - daysAgo) * DAY_SECONDS + DAY_SECONDS / 2;

// The answers as DefiLlama documents them (coins.llama.fi OpenAPI: /chart/{coins}, /prices/historical).
const DOCUMENTED_CHART = {
  coins: {
    'ethereum:0xdF574c24545E5FfEcb9a659c229253D4111d87e1': {
      decimals: 8,
      confidence: 0.99,
      prices: [{ timestamp: 1666790570, price: 0.984519 }],
      symbol: 'HUSD',
    },
  },
};
const DOCUMENTED_HISTORICAL = {
  coins: {
    'ethereum:0xdF574c24545E5FfEcb9a659c229253D4111d87e1': {
      decimals: 8,
      price: 0.022053735051098835,
      symbol: 'cDAI',
      timestamp: 1648680149,
    },
  },
};

type Answer = { status: number; body: string; type?: string };
const json = (body: unknown): Answer => ({ status: 200, body: JSON.stringify(body), type: 'application/json' });

/**
 * Answers like coins.llama.fi from a table of prices by coin and day (a day's price stamped two minutes
 * after its midnight): known coins keyed as sent (mixed case), unknown coins and days absent.
 */
function market(prices: Record<string, Record<number, number>>) {
  const known = (key: string) => prices[key.toLowerCase()];
  return (url: URL): Answer => {
    const [, kind, ...rest] = url.pathname.split('/');
    if (kind === 'chart') {
      const start = Number(url.searchParams.get('start'));
      const span = Number(url.searchParams.get('span'));
      const coins = Object.fromEntries(
        decodeURIComponent(rest[0])
          .split(',')
          .filter((key) => known(key))
          .map((key) => {
            const days = Array.from({ length: span }, (_, index) => start / DAY_SECONDS + index).filter(
              (day) => known(key)[day] !== undefined,
            );
            return [
              key,
              {
                symbol: 'X',
                confidence: 0.99,
                decimals: 18,
                prices: days.map((day) => ({ timestamp: day * DAY_SECONDS + 120, price: known(key)[day] })),
              },
            ];
          }),
      );
      return json({ coins });
    }
    const [at, list] = kind === 'prices' && rest[0] === 'historical' ? [Number(rest[1]), rest[2]] : [NOW, rest[1]];
    const day = Math.floor(at / DAY_SECONDS);
    const coins = Object.fromEntries(
      decodeURIComponent(list)
        .split(',')
        .filter((key) => known(key)?.[day] !== undefined)
        .map((key) => [key, { decimals: 18, symbol: 'X', price: known(key)[day], timestamp: day * DAY_SECONDS + 120, confidence: 0.99 }]),
    );
    return json({ coins });
  };
}

/** A local HTTP server answering each request with `answer(url)`; `requests` lists the paths asked. */
async function fakeDefiLlama(answer: (url: URL) => Answer) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(decodeURIComponent(request.url ?? ''));
    const { status, body, type = 'text/plain' } = answer(new URL(request.url ?? '/', 'http://fake'));
    response.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ETH = 'coingecko:ethereum';
const PRICES: Record<string, Record<number, number>> = {
  [ETH]: { [TODAY - 3]: 3000, [TODAY - 2]: 3050, [TODAY - 1]: 3100, [TODAY]: 3110 },
  [`ethereum:${usdc}`]: { [TODAY - 3]: 0.9998, [TODAY - 2]: 1.0001, [TODAY - 1]: 0.9999, [TODAY]: 1 },
  [`ethereum:${link}`]: { [TODAY - 40]: 12.5, [TODAY - 2]: 14.1, [TODAY]: 14.37 },
  // A coin DefiLlama has given up on: it answers 0.
  [`ethereum:${DEAD}`]: { [TODAY - 2]: 0, [TODAY]: 0 },
};

describe('DefiLlama prices now', () => {
  let llama: Awaited<ReturnType<typeof fakeDefiLlama>>;
  beforeAll(async () => {
    llama = await fakeDefiLlama(market(PRICES));
  });
  afterAll(() => llama.stop());
  beforeEach(() => {
    llama.requests.length = 0;
  });
  const source = (options: DefiLlamaPricesOptions = {}) => defiLlamaPrices({ baseUrl: llama.baseUrl, now: () => NOW, ...options });

  it('prices known tokens by address, case-insensitively, and leaves unknown ones out (never 0)', async () => {
    expect(await source().tokenPrices([USDC, LINK, UNKNOWN, DEAD])).toEqual(
      new Map([
        [usdc, 1],
        [link, 14.37],
      ]),
    );
  });

  it('prices ETH through coingecko:ethereum', async () => {
    expect(await source().ethPrice()).toBe(3110);
  });

  it('asks for many tokens in batches of 80', async () => {
    const many = Array.from({ length: 170 }, (_, index): Address => `0x${index.toString(16).padStart(40, '0')}`);

    await source().tokenPrices(many);

    expect(llama.requests.map((url) => url.split(',').length)).toEqual([80, 80, 10]);
  });

  it('keeps current prices a minute, shares concurrent lookups, and answers N/A without keeping a failure', async () => {
    let down = true;
    const flaky = await fakeDefiLlama((url) => (down ? { status: 502, body: 'bad gateway' } : market(PRICES)(url)));
    try {
      const prices = source({ baseUrl: flaky.baseUrl });

      expect(await prices.tokenPrices([USDC])).toEqual(new Map());
      down = false;
      const [first, second] = await Promise.all([prices.tokenPrices([USDC, UNKNOWN]), prices.tokenPrices([UNKNOWN, USDC])]);
      const third = await prices.tokenPrices([USDC]);

      expect(first).toEqual(new Map([[usdc, 1]]));
      expect(second).toEqual(first);
      expect(third).toEqual(first);
      expect(flaky.requests).toHaveLength(2); // the failure, then one shared lookup
    } finally {
      await flaky.stop();
    }
  });
});

describe('DefiLlama prices on each chain', () => {
  // USDC's own address on each chain (Circle's list), and each chain's DefiLlama prefix and native coin as
  // the chain profiles name them: the same token is a different coin id on every chain.
  const USDC_ON: Record<number, Address> = {
    1: usdc,
    8453: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
    42161: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
    10: '0x0b2c639c533813f4aa9d7837caf62653d097ff85',
    137: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
    56: '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d',
  };
  // DefiLlama's answer to /prices/current/base:0x8335…2913 (its documented shape: keyed by the id as sent).
  const RECORDED_BASE_USDC = {
    coins: {
      'base:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913': {
        decimals: 6,
        symbol: 'USDC',
        price: 0.999862,
        timestamp: NOW - 30,
        confidence: 0.99,
      },
    },
  };
  let llama: Awaited<ReturnType<typeof fakeDefiLlama>>;
  beforeAll(async () => {
    llama = await fakeDefiLlama((url) => {
      const asked = decodeURIComponent(url.pathname.split('/')[3] ?? '').split(',');
      const known: Record<string, number> = {
        'coingecko:ethereum': 3110,
        'coingecko:polygon-ecosystem-token': 0.21,
        'coingecko:binancecoin': 612.4,
        [`ethereum:${usdc}`]: 1,
        ...Object.fromEntries(Object.entries(RECORDED_BASE_USDC.coins).map(([id, coin]) => [id, coin.price])),
        [`arbitrum:${USDC_ON[42161]}`]: 1.0002,
        [`optimism:${USDC_ON[10]}`]: 0.9997,
        [`polygon:${USDC_ON[137]}`]: 1.0001,
        [`bsc:${USDC_ON[56]}`]: 0.9999,
      };
      const coins = Object.fromEntries(
        asked
          .filter((id) => known[id] !== undefined)
          .map((id) => [id, { decimals: 6, symbol: 'X', price: known[id], timestamp: NOW, confidence: 0.99 }]),
      );
      return json({ coins });
    });
  });
  afterAll(() => llama.stop());

  it.each([
    [1, 'ethereum', 3110, 1],
    [8453, 'base', 3110, 0.999862],
    [42161, 'arbitrum', 3110, 1.0002],
    [10, 'optimism', 3110, 0.9997],
    [137, 'polygon', 0.21, 1.0001],
    [56, 'bsc', 612.4, 0.9999],
  ])("prices chain %i's USDC as %s:0x… and its native currency through its own coin", async (id, prefix, native, usdcPrice) => {
    const profile = CHAIN_PROFILES[id];
    const prices = defiLlamaPrices({ baseUrl: llama.baseUrl, now: () => NOW, chain: profile });
    llama.requests.length = 0;

    expect(await prices.tokenPrices([USDC_ON[id]])).toEqual(new Map([[USDC_ON[id], usdcPrice]]));
    expect(await prices.ethPrice()).toBe(native);
    expect(profile.defiLlamaChain).toBe(prefix);
    expect(llama.requests).toEqual([`/prices/current/${prefix}:${USDC_ON[id]}`, `/prices/current/${profile.nativeCoin}`]);
  });

  it("does not price a token at another chain's address: Base's USDC is unknown as an Ethereum coin", async () => {
    const onEthereum = defiLlamaPrices({ baseUrl: llama.baseUrl, now: () => NOW, chain: CHAIN_PROFILES[1] });

    expect(await onEthereum.tokenPrices([USDC_ON[8453]])).toEqual(new Map());
  });
});

describe('DefiLlama prices at past times', () => {
  let llama: Awaited<ReturnType<typeof fakeDefiLlama>>;
  let database: Database;
  beforeAll(async () => {
    llama = await fakeDefiLlama(market(PRICES));
  });
  afterAll(() => llama.stop());
  beforeEach(async () => {
    llama.requests.length = 0;
    database = await createTestDatabase();
  });
  afterEach(() => database.close());
  const source = (options: DefiLlamaPricesOptions = {}) =>
    defiLlamaPrices({ baseUrl: llama.baseUrl, db: database.db, now: () => NOW, ...options });
  const stored = () => database.db.select().from(priceHistory).orderBy(priceHistory.coin, priceHistory.day);

  it("prices each time at its UTC day's price, a run of days from one chart", async () => {
    const queries: PriceQuery[] = [
      { asset: 'eth', at: noon(3) },
      { asset: 'eth', at: noon(3) + 3600 },
      { asset: 'eth', at: (TODAY - 1) * DAY_SECONDS }, // the day's first second
      { asset: usdc, at: noon(2) },
      { asset: usdc, at: noon(3) },
    ];

    const found = await source().pricesAt(queries);

    expect(found).toEqual(
      new Map([
        [priceKey('eth', noon(3)), 3000],
        [priceKey('eth', noon(3) + 3600), 3000],
        [priceKey('eth', (TODAY - 1) * DAY_SECONDS), 3100],
        [priceKey(usdc, noon(2)), 1.0001],
        [priceKey(usdc, noon(3)), 0.9998],
      ]),
    );
    // ETH's three days and USDC's two are two runs: two charts, no more.
    expect(llama.requests).toEqual([
      `/chart/${ETH}?start=${(TODAY - 3) * DAY_SECONDS}&span=3&period=1d&searchWidth=11h`,
      `/chart/ethereum:${usdc}?start=${(TODAY - 3) * DAY_SECONDS}&span=2&period=1d&searchWidth=11h`,
    ]);
  });

  it('asks for a lone day of several coins in one request for prices at that time', async () => {
    const found = await source().pricesAt([
      { asset: link, at: noon(40) },
      { asset: 'eth', at: noon(40) },
    ]);

    expect(found).toEqual(new Map([[priceKey(link, noon(40)), 12.5]]));
    expect(llama.requests).toEqual([`/prices/historical/${(TODAY - 40) * DAY_SECONDS}/ethereum:${link},${ETH}?searchWidth=11h`]);
  });

  it("answers a time within the last hour with the current price, and keeps today's out of the database", async () => {
    const found = await source().pricesAt([
      { asset: link, at: NOW - 600 },
      { asset: link, at: noon(0) - 3 * 3600 },
    ]);

    expect(found.get(priceKey(link, NOW - 600))).toBe(14.37);
    expect(found.get(priceKey(link, noon(0) - 3 * 3600))).toBe(14.37);
    expect(llama.requests).toContain(`/prices/current/ethereum:${link}`);
    expect(await stored()).toEqual([]);
  });

  it('leaves out a coin DefiLlama does not know, a day it has no price for and a price of 0: absent, never 0', async () => {
    const found = await source().pricesAt([
      { asset: UNKNOWN, at: noon(2) },
      { asset: link, at: noon(3) },
      { asset: link, at: noon(2) },
      { asset: DEAD, at: noon(2) },
    ]);

    expect(found).toEqual(new Map([[priceKey(link, noon(2)), 14.1]]));
    expect(await stored()).toEqual([{ coin: `ethereum:${link}`, day: TODAY - 2, price: 14.1 }]);
  });

  it('reads the documented chart and historical answers', async () => {
    const husd = '0xdf574c24545e5ffecb9a659c229253d4111d87e1' as Address;
    const documented = await fakeDefiLlama((url) => json(url.pathname.startsWith('/chart/') ? DOCUMENTED_CHART : DOCUMENTED_HISTORICAL));
    try {
      const prices = source({ baseUrl: documented.baseUrl });
      // The chart's point (2022-10-26 13:22:50 UTC) is nearest 2022-10-27's midnight; the 28th has none.
      const oct27 = Date.UTC(2022, 9, 27, 9) / 1000;
      const oct28 = Date.UTC(2022, 9, 28, 9) / 1000;
      const mar30 = Date.UTC(2022, 2, 30, 9) / 1000;

      const charted = await prices.pricesAt([
        { asset: husd, at: oct27 },
        { asset: husd, at: oct28 },
      ]);
      const historical = await prices.pricesAt([{ asset: husd, at: mar30 }]);

      expect(charted).toEqual(new Map([[priceKey(husd, oct27), 0.984519]]));
      expect(historical).toEqual(new Map([[priceKey(husd, mar30), 0.022053735051098835]]));
    } finally {
      await documented.stop();
    }
  });

  it('asks for a past day once: a second ask makes no request, nor does a new process on the same database', async () => {
    const queries: PriceQuery[] = [
      { asset: 'eth', at: noon(3) },
      { asset: 'eth', at: noon(2) },
      { asset: usdc, at: noon(1) },
    ];
    const first = await source().pricesAt(queries);
    const asked = llama.requests.length;

    const again = source();
    const second = await again.pricesAt(queries);
    const third = await again.pricesAt(queries);

    expect(asked).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(llama.requests).toHaveLength(asked);
  });

  it('does not keep "no price" for good: a new process asks again', async () => {
    await source().pricesAt([{ asset: UNKNOWN, at: noon(5) }]);
    await source().pricesAt([{ asset: UNKNOWN, at: noon(5) }]);

    expect(llama.requests).toHaveLength(2);
  });

  it('shares one request between concurrent asks for the same days', async () => {
    const prices = source();
    const ask = () =>
      prices.pricesAt([
        { asset: 'eth', at: noon(3) },
        { asset: 'eth', at: noon(2) },
      ]);

    const [first, second] = await Promise.all([ask(), ask()]);

    expect(second).toEqual(first);
    expect(first.get(priceKey('eth', noon(2)))).toBe(3050);
    expect(llama.requests).toHaveLength(1);
  });

  it('gives a series at a step, null where there is no price', async () => {
    const series = await source().priceSeries(link, noon(3), noon(1), DAY_SECONDS);

    expect(series).toEqual([null, 14.1, null]);
  });
});

describe('DefiLlama failing', () => {
  const query: PriceQuery[] = [{ asset: 'eth', at: noon(3) }];

  it.each<[string, Answer, RegExp]>([
    ['an error status', { status: 502, body: 'bad gateway' }, /^DefiLlama answered HTTP 502$/],
    [
      'a body that is not JSON',
      { status: 200, body: '<html>Cloudflare</html>', type: 'text/html' },
      /^DefiLlama answered something other than JSON$/,
    ],
    ['an answer not as documented', json({ message: 'Internal server error' }), /^DefiLlama's answer is not as documented/],
  ])('throws PricesUnavailableError on %s, and names DefiLlama on /health until a request succeeds', async (_, failure, message) => {
    let failing = true;
    const llama = await fakeDefiLlama((url) => (failing ? failure : market(PRICES)(url)));
    const warnings: string[] = [];
    try {
      const prices = defiLlamaPrices({ baseUrl: llama.baseUrl, now: () => NOW, log: { warn: (_object, text) => warnings.push(text) } });

      const error = await prices.pricesAt(query).catch((thrown: unknown) => thrown);

      expect(error).toBeInstanceOf(PricesUnavailableError);
      expect((error as Error).message).toMatch(message);
      expect(prices.problem?.()).toMatch(/^Prices from DefiLlama are unavailable since \S+: DefiLlama\b/);
      expect(warnings).toEqual(['DefiLlama prices unavailable']);

      failing = false;
      expect(await prices.pricesAt(query)).toEqual(new Map([[priceKey('eth', noon(3)), 3000]]));
      expect(prices.problem?.()).toBeNull();
    } finally {
      await llama.stop();
    }
  });

  it('gives up at its deadline when DefiLlama never answers', async () => {
    const silent = await silentHttpServer();
    try {
      const prices = defiLlamaPrices({ baseUrl: silent.url, now: () => NOW, timeoutMs: 300 });
      const started = Date.now();

      const error = await prices.pricesAt(query).catch((thrown: unknown) => thrown);

      expect(error).toBeInstanceOf(PricesUnavailableError);
      expect((error as Error).message).toBe('DefiLlama did not answer within 300 ms');
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(prices.problem?.()).toContain('DefiLlama did not answer within 300 ms');
    } finally {
      await silent.close();
    }
  });

  it('stops asking after a failure: a source that is down fails an ask within about one deadline', async () => {
    const silent = await silentHttpServer();
    try {
      const prices = defiLlamaPrices({ baseUrl: silent.url, now: () => NOW, timeoutMs: 300 });
      // 30 coins with a lone day each, 30 days apart: 30 requests were they all made.
      const queries = Array.from({ length: 30 }, (_, index): PriceQuery => ({
        asset: `0x${index.toString(16).padStart(40, '0')}`,
        at: noon(10 + 30 * index),
      }));
      const started = Date.now();

      await expect(prices.pricesAt(queries)).rejects.toBeInstanceOf(PricesUnavailableError);

      expect(Date.now() - started).toBeLessThan(3_000);
      expect(silent.hits()).toBeLessThanOrEqual(4);
    } finally {
      await silent.close();
    }
  });
});

describe('what is asked of DefiLlama for many prices', () => {
  it('covers every missing day in charts of at most 500 points and URLs under 8 KB', () => {
    // A wallet's history: 100 coins, each on up to 200 days over two years.
    const missing = new Map(
      Array.from({ length: 100 }, (_, coin) => [
        `ethereum:0x${coin.toString(16).padStart(40, '0')}`,
        Array.from({ length: 200 }, (_, index) => 20_000 + ((index * 7 + coin * 13) % 730)),
      ]),
    );

    const requests = requestsFor(missing);

    for (const { coins, days } of requests) {
      expect(coins.length * days).toBeLessThanOrEqual(500);
      expect(`https://coins.llama.fi/chart/${coins.join(',')}?start=1700000000&span=${days}&period=1d&searchWidth=11h`.length).toBeLessThan(
        8_000,
      );
    }
    for (const [coin, days] of missing) {
      for (const day of days)
        expect(
          requests.some((request) => request.coins.includes(coin) && day >= request.firstDay && day < request.firstDay + request.days),
        ).toBe(true);
    }
    expect(requests.length).toBeLessThanOrEqual(200);
  });
});

describe('devnet prices', () => {
  // A path that moves: ether gains a dollar an hour; USDC stays at 1; nothing else has a market.
  const asked: string[] = [];
  const path: DevnetPriceAt = (asset, timestamp) => {
    asked.push(asset);
    return asset === 'ETH' ? 3000 + (timestamp - NOW) / 3600 : asset === usdc ? 1 : null;
  };
  const prices = devPrices({ priceAt: path, now: () => NOW });

  it("prices now at the path's price now", async () => {
    expect(await prices.ethPrice()).toBe(3000);
    expect(await prices.tokenPrices([USDC, UNKNOWN])).toEqual(new Map([[usdc, 1]]));
    expect(asked).toContain(usdc); // the path is asked by lower-case address
  });

  it("prices each time at the path's price then, leaving out what it does not price (never 0)", async () => {
    const found = await prices.pricesAt([
      { asset: 'eth', at: NOW - 48 * 3600 },
      { asset: usdc, at: NOW - 48 * 3600 },
      { asset: UNKNOWN, at: NOW - 48 * 3600 },
    ]);

    expect(found).toEqual(
      new Map([
        [priceKey('eth', NOW - 48 * 3600), 2952],
        [priceKey(usdc, NOW - 48 * 3600), 1],
      ]),
    );
    expect(await prices.priceSeries('eth', NOW - 2 * 3600, NOW, 3600)).toEqual([2998, 2999, 3000]);
    expect(prices.problem?.()).toBeNull();
  });
});
