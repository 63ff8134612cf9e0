import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Address } from '../chain/chain-source';
import { cachedPrices } from './cached-prices';
import { defiLlamaPrices } from './defillama';
import { DEV_ETH_PRICE, devPrices } from './dev-prices';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as Address;
const LINK = '0x514910771AF9Ca656af840dff83E8264EcF986CA' as Address;
const UNKNOWN = '0x000000000000000000000000000000000000dEaD' as Address;

/** Answers like coins.llama.fi: known coins keyed as sent (mixed case), unknown ones absent. */
function fakeDefiLlama(known: Record<string, number>) {
  const requests: string[] = [];
  let failNext = false;
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (failNext) {
      failNext = false;
      response.writeHead(502).end('bad gateway');
      return;
    }
    const keys = decodeURIComponent((request.url ?? '').replace('/prices/current/', '')).split(',');
    const coins = Object.fromEntries(
      keys
        .filter((key) => known[key.toLowerCase()] !== undefined)
        .map((key) => [key, { decimals: 6, symbol: 'X', price: known[key.toLowerCase()], timestamp: 1, confidence: 0.99 }]),
    );
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ coins }));
  });
  return {
    requests,
    failOnce: () => {
      failNext = true;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('DefiLlama prices', () => {
  const llama = fakeDefiLlama({
    [`ethereum:${USDC.toLowerCase()}`]: 0.9998,
    [`ethereum:${LINK.toLowerCase()}`]: 14.37,
    'coingecko:ethereum': 3105.5,
  });
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await llama.start();
  });
  afterAll(() => llama.stop());

  it('prices known tokens by address, case-insensitively, and leaves unknown ones out (never 0)', async () => {
    const prices = await defiLlamaPrices({ baseUrl }).tokenPrices([USDC, LINK, UNKNOWN]);

    expect(prices).toEqual(
      new Map([
        [USDC.toLowerCase(), 0.9998],
        [LINK.toLowerCase(), 14.37],
      ]),
    );
  });

  it('prices ETH through coingecko:ethereum', async () => {
    expect(await defiLlamaPrices({ baseUrl }).ethPrice()).toBe(3105.5);
  });

  it('asks for many tokens in batches of 80', async () => {
    const many = Array.from({ length: 170 }, (_, index) => `0x${index.toString(16).padStart(40, '0')}` as Address);
    llama.requests.length = 0;

    await defiLlamaPrices({ baseUrl }).tokenPrices(many);

    expect(llama.requests.map((url) => decodeURIComponent(url).split(',').length)).toEqual([80, 80, 10]);
  });

  it('caches prices, shares concurrent lookups, and does not cache a failure', async () => {
    const prices = cachedPrices(defiLlamaPrices({ baseUrl }), { ttlMs: 60_000 });
    llama.requests.length = 0;

    llama.failOnce();
    expect(await prices.tokenPrices([USDC])).toEqual(new Map());
    const [first, second] = await Promise.all([prices.tokenPrices([USDC, UNKNOWN]), prices.tokenPrices([UNKNOWN, USDC])]);
    const third = await prices.tokenPrices([USDC]);

    expect(first.get(USDC.toLowerCase() as Address)).toBe(0.9998);
    expect(second).toEqual(first);
    expect(third).toEqual(new Map([[USDC.toLowerCase(), 0.9998]]));
    expect(llama.requests).toHaveLength(2); // the failure, then one shared lookup
  });
});

describe('the devnet price table', () => {
  it('prices the ten popular tokens and ETH, and nothing else', async () => {
    const prices = devPrices();

    const found = await prices.tokenPrices([USDC, LINK, UNKNOWN]);

    expect(found.get(USDC.toLowerCase() as Address)).toBe(1);
    expect(found.get(LINK.toLowerCase() as Address)).toBeGreaterThan(0);
    expect(found.has(UNKNOWN.toLowerCase() as Address)).toBe(false);
    expect(await prices.ethPrice()).toBe(DEV_ETH_PRICE);
  });
});
