// The spec's key-pool rules (§4 "Block explorer keys", §9 "Block explorer access") on jest's fake clock.
import { backoffMs, etherscanKeysFromEnv, keyPool } from './key-pool';
import { settle, useFakeClock } from './testing/fake-time';

/** Noon UTC, far from a day boundary. */
const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const elapsed = () => Date.now() - T0;

beforeEach(() => useFakeClock(T0));
afterEach(() => jest.useRealTimers());

/** Acquires `count` keys one after another: which key, and when (ms after T0). */
async function acquireInTurn(pool: ReturnType<typeof keyPool>, count: number) {
  const uses: [string, number][] = [];
  for (let index = 0; index < count; index += 1) uses.push([await settle(pool.acquire()), elapsed()]);
  return uses;
}

describe('etherscanKeysFromEnv', () => {
  it('reads ETHERSCAN_API_KEY_1 … _20, then the default key last, skipping blanks and repeats', () => {
    expect(
      etherscanKeysFromEnv({
        ETHERSCAN_API_KEY: 'default',
        ETHERSCAN_API_KEY_2: ' second ',
        ETHERSCAN_API_KEY_1: 'first',
        ETHERSCAN_API_KEY_3: '',
        ETHERSCAN_API_KEY_20: 'first',
        ETHERSCAN_API_KEY_21: 'beyond twenty',
      }),
    ).toEqual(['first', 'second', 'default']);
    expect(etherscanKeysFromEnv({})).toEqual([]);
  });
});

describe('backoffMs', () => {
  // 1000 × 2^(n−1), lengthened by random × 10 %, capped at 300000: 2^8 × 1000 = 256000 × 1.05 = 268800;
  // 2^9 × 1000 = 512000 is over the cap.
  it.each([
    [1, 0, 1_000],
    [2, 0, 2_000],
    [3, 0, 4_000],
    [4, 0, 8_000],
    [1, 0.5, 1_050],
    [3, 0.5, 4_200],
    [9, 0, 256_000],
    [9, 0.5, 268_800],
    [10, 0, 300_000],
    [40, 0.9, 300_000],
  ])('after rate limit %i in a row with random %f waits %i ms', (consecutive, random, expected) => {
    expect(backoffMs(consecutive, random)).toBe(expected);
  });
});

describe('the key pool', () => {
  it('leaves 200 ms between two uses of one key', async () => {
    const pool = keyPool(['only']);

    expect(await acquireInTurn(pool, 3)).toEqual([
      ['only', 0],
      ['only', 200],
      ['only', 400],
    ]);
  });

  it('spaces concurrent callers of one key 200 ms apart too', async () => {
    const pool = keyPool(['only']);
    const times: number[] = [];

    await settle(Promise.all([1, 2, 3].map(() => pool.acquire().then(() => times.push(elapsed())))));

    expect(times).toEqual([0, 200, 400]);
  });

  it('takes turns between keys, each spaced on its own', async () => {
    const pool = keyPool(['a', 'b']);

    expect(await acquireInTurn(pool, 4)).toEqual([
      ['a', 0],
      ['b', 0],
      ['a', 200],
      ['b', 200],
    ]);
  });

  it('backs a rate-limited key off 1000 ms doubling per rate limit in a row, with jitter, capped at 300000 ms', () => {
    const pool = keyPool(['only'], { random: () => 0.5 });
    const backoffs: number[] = [];
    for (let count = 0; count < 10; count += 1) {
      pool.rateLimited('only');
      backoffs.push(pool.availableAt('only') - T0);
    }

    expect(backoffs).toEqual([1_050, 2_100, 4_200, 8_400, 16_800, 33_600, 67_200, 134_400, 268_800, 300_000]);
  });

  it('waits 1000 ms at a time while every key backs off', async () => {
    const pool = keyPool(['only'], { random: () => 0.5 });
    pool.rateLimited('only'); // rests until 1050 ms: free at the second look, 2000 ms

    expect(await acquireInTurn(pool, 1)).toEqual([['only', 2_000]]);
  });

  it('uses another key while one backs off', async () => {
    const pool = keyPool(['a', 'b'], { random: () => 0 });
    pool.rateLimited('a');

    expect(await acquireInTurn(pool, 3)).toEqual([
      ['b', 0],
      ['b', 200],
      ['b', 400],
    ]);
  });

  it('starts the doubling again after a success', async () => {
    const pool = keyPool(['only'], { random: () => 0 });
    pool.rateLimited('only');
    pool.rateLimited('only'); // 2000 ms
    await settle(pool.acquire());
    pool.succeeded('only');
    pool.rateLimited('only');

    expect(pool.availableAt('only') - T0).toBe(2_000 + 1_000);
  });

  it('gives up when no key comes back within its waits', async () => {
    const pool = keyPool(['only'], { random: () => 0, noFreeKeyWaits: 3 });
    for (let count = 0; count < 3; count += 1) pool.rateLimited('only'); // 4000 ms

    await expect(settle(pool.acquire())).rejects.toMatchObject({
      name: 'EtherscanError',
      failure: 'no-free-key',
      message: 'No Etherscan API key came out of its rate-limit backoff within 3 waits of 1000 ms',
    });
    expect(elapsed()).toBe(3_000);
  });

  it('rests a key at its daily cap until the next UTC day, and keeps serving the others', async () => {
    const pool = keyPool(['a', 'b']);
    pool.dailyCapReached('a');

    expect(pool.availableAt('a')).toBe(Date.UTC(2026, 10, 21));
    expect(await acquireInTurn(pool, 2)).toEqual([
      ['b', 0],
      ['b', 200],
    ]);
  });

  it('rests a key at its daily cap for at least 300000 ms, even just before midnight', () => {
    jest.setSystemTime(Date.UTC(2026, 10, 20, 23, 58));
    const pool = keyPool(['a']);
    pool.dailyCapReached('a');

    expect(pool.availableAt('a')).toBe(Date.UTC(2026, 10, 20, 23, 58) + 300_000);
  });

  it('fails at once when every key is at its daily cap', async () => {
    const pool = keyPool(['a', 'b']);
    pool.dailyCapReached('a');
    pool.dailyCapReached('b');

    await expect(settle(pool.acquire())).rejects.toMatchObject({
      failure: 'daily-cap',
      message: 'Every Etherscan API key has reached its daily limit',
    });
    expect(elapsed()).toBe(0);
  });

  it('drops an invalid key for good, and fails once every key is dropped', async () => {
    const pool = keyPool(['a', 'b']);
    pool.invalid('a');

    expect(pool.availableAt('a')).toBe(Infinity);
    expect((await acquireInTurn(pool, 2)).map(([key]) => key)).toEqual(['b', 'b']);
    pool.invalid('b');
    await expect(settle(pool.acquire())).rejects.toMatchObject({
      failure: 'invalid-keys',
      message: 'Etherscan rejected every configured API key as invalid',
    });
  });

  it('needs at least one key', () => {
    expect(() => keyPool([])).toThrow('The Etherscan key pool needs at least one API key');
  });
});
