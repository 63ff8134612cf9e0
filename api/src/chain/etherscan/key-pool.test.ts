// The spec's key-pool rules (§4 "Block explorer keys", §9 "Block explorer access") and Etherscan's own
// (a budget per account, the per-IP throttle, keys answered "Invalid API Key"), on jest's fake clock.
import type { EtherscanAccount } from '../../config';
import { backoffMs, keyPool, type KeyPool } from './key-pool';
import { settle, useFakeClock } from './testing/fake-time';

/** Noon UTC, far from a day boundary. */
const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const elapsed = () => Date.now() - T0;

beforeEach(() => useFakeClock(T0));
afterEach(() => jest.useRealTimers());

/** Each key on an account of its own. */
const separate = (...keys: string[]): EtherscanAccount[] => keys.map((key, index) => ({ name: `account ${index + 1}`, keys: [key] }));
const oneAccount = (...keys: string[]): EtherscanAccount[] => [{ name: 'shared', keys }];
/** A budget high enough that only the spec's 200 ms per key shows. */
const UNHURRIED = { ratePerSecond: 30 };

/** Acquires `count` keys one after another, each request answered at once: which key, and when (ms after T0). */
async function acquireInTurn(pool: KeyPool, count: number, { answer = true } = {}) {
  const uses: [string, number][] = [];
  for (let index = 0; index < count; index += 1) {
    const key = await settle(pool.acquire());
    if (answer) pool.answered(key);
    uses.push([key, elapsed()]);
  }
  return uses;
}

/** Acquires a key and answers its request at once; when, in ms after T0. */
const answeredAt = (pool: KeyPool) => (key: string) => {
  pool.answered(key);
  return elapsed();
};

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

describe('the budget', () => {
  it('leaves 200 ms between two uses of one key', async () => {
    const pool = keyPool(separate('only'), UNHURRIED);

    expect(await acquireInTurn(pool, 3)).toEqual([
      ['only', 0],
      ['only', 200],
      ['only', 400],
    ]);
  });

  it('spaces concurrent callers of one key 200 ms apart too', async () => {
    const pool = keyPool(separate('only'), UNHURRIED);
    const times: number[] = [];

    await settle(
      Promise.all(
        [1, 2, 3].map(() =>
          pool
            .acquire()
            .then(answeredAt(pool))
            .then((at) => times.push(at)),
        ),
      ),
    );

    expect(times).toEqual([0, 200, 400]);
  });

  it('takes turns between keys of different accounts, each spaced on its own', async () => {
    const pool = keyPool(separate('a', 'b'), UNHURRIED);

    expect(await acquireInTurn(pool, 4)).toEqual([
      ['a', 0],
      ['b', 0],
      ['a', 200],
      ['b', 200],
    ]);
  });

  // Etherscan's free plan: 3 calls a second per account, whatever the number of its keys. 1000 ms / 3,
  // 5 % wider for the way there: 350 ms between any two sends on the account.
  it('spaces the keys of one account 350 ms apart: 3 calls a second, shared by its keys', async () => {
    const pool = keyPool(oneAccount('a', 'b', 'c'));

    expect(await acquireInTurn(pool, 5)).toEqual([
      ['a', 0],
      ['b', 350],
      ['c', 700],
      ['a', 1_050],
      ['b', 1_400],
    ]);
  });

  it('spaces concurrent callers on one account by its budget, and accounts independently', async () => {
    const pool = keyPool([
      { name: 'research', keys: ['r1', 'r2'] },
      { name: 'alerts', keys: ['a1'] },
    ]);
    const uses: [string, number][] = [];

    await settle(Promise.all(Array.from({ length: 6 }, () => pool.acquire().then((key) => uses.push([key, answeredAt(pool)(key)])))));

    expect(uses).toEqual([
      ['r1', 0],
      ['a1', 0],
      ['r2', 350],
      ['a1', 350],
      ['r1', 700],
      ['a1', 700],
    ]);
  });

  it('follows ETHERSCAN_RATE_PER_SECOND: 5 calls a second leave 210 ms between sends', async () => {
    const pool = keyPool(oneAccount('a', 'b'), { ratePerSecond: 5 });

    expect((await acquireInTurn(pool, 3)).map(([, at]) => at)).toEqual([0, 210, 420]);
  });

  it('never has more of an account’s requests out, or back within the last second, than its rate: a request reaches Etherscan at the latest when it comes back', async () => {
    const pool = keyPool(oneAccount('a', 'b', 'c'));
    // Three slow requests, sent 350 ms apart and still out.
    expect(await acquireInTurn(pool, 3, { answer: false })).toEqual([
      ['a', 0],
      ['b', 350],
      ['c', 700],
    ]);
    const fourth = pool.acquire();

    // The first comes back at 900 ms: it may have reached Etherscan just then, so the fourth leaves a
    // second (1050 ms with the margin) later, not at 1050 ms.
    await jest.advanceTimersByTimeAsync(200);
    pool.answered('a');

    expect(await settle(fourth)).toBe('a');
    expect(elapsed()).toBe(900 + 1_050);
  });

  it('counts what each account and key can send a second', () => {
    expect(keyPool(oneAccount('a', 'b', 'c')).requestsPerSecond).toBeCloseTo(1_000 / 350);
    expect(keyPool(separate('a', 'b')).requestsPerSecond).toBeCloseTo(2_000 / 350);
    // A paid plan's 30 a second on one key: the spec's 200 ms per key allows 5.
    expect(keyPool(separate('a'), { ratePerSecond: 30 }).requestsPerSecond).toBe(5);
  });
});

describe('the budget on the wire', () => {
  beforeEach(() => jest.useRealTimers());

  it('spaces sends from when each really left, also when a booked slot is missed', async () => {
    // Three callers book slots 0, 350 and 700 ms. The process is busy from 300 to 500 ms (a large page
    // being parsed), so the second leaves at ~500 ms: the third must leave 350 ms after that, not at 700.
    const pool = keyPool(oneAccount('a', 'b', 'c'));
    const start = Date.now();
    const sent: number[] = [];
    setTimeout(() => {
      const until = start + 500;
      while (Date.now() < until) {
        // busy
      }
    }, 300);

    await Promise.all(
      [1, 2, 3].map(() =>
        pool.acquire().then((key) => {
          pool.answered(key);
          sent.push(Date.now() - start);
        }),
      ),
    );

    const [first, second, third] = sent as [number, number, number];
    expect(first).toBeLessThan(50);
    expect(second).toBeGreaterThanOrEqual(500);
    expect(third - second).toBeGreaterThanOrEqual(350);
  });
});

describe('rate limits', () => {
  it('back the account off 1000 ms doubling per rate limit in a row, with jitter, capped at 300000 ms', () => {
    const pool = keyPool(separate('only'), { random: () => 0.5 });
    const backoffs: number[] = [];
    for (let count = 0; count < 10; count += 1) {
      pool.rateLimited('only');
      backoffs.push(pool.availableAt('only') - T0);
    }

    expect(backoffs).toEqual([1_050, 2_100, 4_200, 8_400, 16_800, 33_600, 67_200, 134_400, 268_800, 300_000]);
  });

  it('rest every key of the account: the budget is the account’s', () => {
    const pool = keyPool(oneAccount('a', 'b'), { random: () => 0 });
    pool.rateLimited('a');

    expect(pool.availableAt('b') - T0).toBe(1_000);
  });

  it('wait 1000 ms at a time while every key backs off', async () => {
    const pool = keyPool(separate('only'), { random: () => 0.5 });
    pool.rateLimited('only'); // rests until 1050 ms: free at the second look, 2000 ms

    expect(await acquireInTurn(pool, 1)).toEqual([['only', 2_000]]);
  });

  it('leave the other accounts serving', async () => {
    const pool = keyPool(separate('a', 'b'), { random: () => 0, ...UNHURRIED });
    pool.rateLimited('a');

    expect(await acquireInTurn(pool, 3)).toEqual([
      ['b', 0],
      ['b', 200],
      ['b', 400],
    ]);
  });

  it('start the doubling again after a success', async () => {
    const pool = keyPool(separate('only'), { random: () => 0 });
    pool.rateLimited('only');
    pool.rateLimited('only'); // 2000 ms
    await settle(pool.acquire());
    pool.succeeded('only');
    pool.rateLimited('only');

    expect(pool.availableAt('only') - T0).toBe(2_000 + 1_000);
  });
});

describe('the deadline', () => {
  it('answers at once, saying when to come back, when no key is free within it', async () => {
    const pool = keyPool(separate('only'), { random: () => 0, maxWaitMs: 3_000 });
    for (let count = 0; count < 3; count += 1) pool.rateLimited('only'); // 4000 ms

    await expect(settle(pool.acquire())).rejects.toMatchObject({
      name: 'EtherscanError',
      failure: 'no-free-key',
      retryAfterMs: 4_000,
      message: 'No Etherscan API key comes out of its rate-limit backoff within 3 s: the next key is free in 4 s',
    });
    expect(elapsed()).toBe(0);
  });

  it('turns away a caller whose turn in the queue would come after it', async () => {
    const pool = keyPool(separate('only'), { maxWaitMs: 1_000 });
    const queued = Array.from({ length: 4 }, () => pool.acquire().then(answeredAt(pool)));

    // Slots at 0, 350, 700 and 1050 ms: the fourth is past the deadline.
    const outcomes = await settle(Promise.allSettled(queued));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(outcomes[3]).toMatchObject({ reason: { failure: 'no-free-key', retryAfterMs: 1_050 } });
  });
});

describe('daily caps', () => {
  it('rest the account until the next UTC day, and leave the others serving', async () => {
    const pool = keyPool(separate('a', 'b'), UNHURRIED);
    pool.dailyCapReached('a');

    expect(pool.availableAt('a')).toBe(Date.UTC(2026, 10, 21));
    expect(await acquireInTurn(pool, 2)).toEqual([
      ['b', 0],
      ['b', 200],
    ]);
  });

  it('rest every key of the account: the daily count is the account’s', () => {
    const pool = keyPool(oneAccount('a', 'b'));
    pool.dailyCapReached('a');

    expect(pool.availableAt('b')).toBe(Date.UTC(2026, 10, 21));
  });

  it('rest a key for at least 300000 ms, even just before midnight', () => {
    jest.setSystemTime(Date.UTC(2026, 10, 20, 23, 58));
    const pool = keyPool(separate('a'));
    pool.dailyCapReached('a');

    expect(pool.availableAt('a')).toBe(Date.UTC(2026, 10, 20, 23, 58) + 300_000);
  });

  it('fail at once when every account is at its cap, saying when the first one resumes', async () => {
    const pool = keyPool(separate('a', 'b'));
    pool.dailyCapReached('a');
    pool.dailyCapReached('b');

    await expect(settle(pool.acquire())).rejects.toMatchObject({
      failure: 'daily-cap',
      message: 'Every Etherscan API key has reached its daily limit',
      retryAfterMs: Date.UTC(2026, 10, 21) - T0,
    });
    expect(elapsed()).toBe(0);
  });
});

describe('keys Etherscan calls invalid', () => {
  it('are set aside 60 s, tried again, and set aside twice as long while Etherscan still calls them invalid', () => {
    const pool = keyPool(separate('new'));
    const restsAfter: number[] = [];
    for (let answer = 0; answer < 8; answer += 1) {
      pool.invalid('new', 'Invalid API Key (#err2)|x2');
      restsAfter.push(pool.availableAt('new') - Date.now());
      jest.setSystemTime(pool.availableAt('new'));
    }

    // Never Infinity: an hour at most, then the key is tried again.
    expect(restsAfter).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('serve again once Etherscan accepts them (a key created minutes ago), without a restart', async () => {
    const pool = keyPool(separate('new', 'old'), UNHURRIED);
    pool.invalid('new');

    expect((await acquireInTurn(pool, 2)).map(([key]) => key)).toEqual(['old', 'old']);
    jest.setSystemTime(T0 + 60_000);
    expect(await settle(pool.acquire())).toBe('new');
    pool.succeeded('new');
    pool.invalid('new');
    // The success cleared the run: a later invalid answer starts again at 60 s.
    expect(pool.availableAt('new') - Date.now()).toBe(60_000);
  });

  it('count once for requests sent before the key was set aside', () => {
    const pool = keyPool(separate('new'));
    pool.invalid('new');
    pool.invalid('new');

    expect(pool.availableAt('new') - T0).toBe(60_000);
  });

  it('make a caller come back when every key is set aside, rather than fail for good', async () => {
    const pool = keyPool(separate('a', 'b'));
    pool.invalid('a');
    jest.setSystemTime(T0 + 5_000);
    pool.invalid('b');

    await expect(settle(pool.acquire())).rejects.toMatchObject({
      failure: 'invalid-keys',
      retryAfterMs: 55_000,
      message: 'Etherscan answered "Invalid API Key" for every configured key: the next key is free in 55 s',
    });
    jest.setSystemTime(T0 + 60_000);
    expect(await settle(pool.acquire())).toBe('a');
  });
});

describe("Etherscan's throttle", () => {
  it('rests every key 30 s, then the pool serves again without a restart', async () => {
    const pool = keyPool(separate('a', 'b'));
    pool.throttled('Too many invalid api key attempts, please try again later');

    await expect(settle(pool.acquire())).rejects.toMatchObject({
      failure: 'no-free-key',
      retryAfterMs: 30_000,
      message:
        'Etherscan throttles this server ("Too many invalid api key attempts, please try again later"): the next key is free in 30 s',
    });
    expect(pool.availableAt('a') - T0).toBe(30_000);
    jest.setSystemTime(T0 + 30_000);
    expect(await settle(pool.acquire())).toBe('a');
  });
});

describe('problems', () => {
  it('name what keeps the pool from serving fully, keys shown by their last four characters', () => {
    const pool = keyPool([
      { name: 'research', keys: ['KEYRESEARCH0001', 'KEYRESEARCH0002'] },
      { name: 'alerts', keys: ['KEYALERTS0003'] },
    ]);
    expect(pool.problems()).toEqual([]);

    pool.invalid('KEYRESEARCH0002', 'Invalid API Key (#err2)|x2');
    pool.dailyCapReached('KEYALERTS0003', 'Max daily rate limit reached. 110000 (100%) of 100000 day/limit');
    pool.throttled('Too many invalid api key attempts, please try again later');

    expect(pool.problems()).toEqual([
      'Etherscan throttles this server until 2026-11-20T12:00:30.000Z: "Too many invalid api key attempts, please try again later"',
      'Etherscan account "alerts" reached its daily limit ("Max daily rate limit reached. 110000 (100%) of 100000 day/limit"): its keys rest until 2026-11-21T00:00:00.000Z',
      'Etherscan API key …0002 (account "research") is set aside until 2026-11-20T12:01:00.000Z: Etherscan answered "Invalid API Key (#err2)|x2"; it is tried again then',
    ]);
    expect(pool.problems().join(' ')).not.toContain('KEYRESEARCH0002');
  });

  it('keep naming a key that was set aside until a request with it succeeds', () => {
    const pool = keyPool(separate('KEY0001'));
    pool.invalid('KEY0001', 'Invalid API Key');
    jest.setSystemTime(T0 + 60_000);

    expect(pool.problems()).toEqual([
      'Etherscan API key …0001 (account "account 1") is tried again with the next request: Etherscan answered "Invalid API Key"',
    ]);
    pool.succeeded('KEY0001');
    expect(pool.problems()).toEqual([]);
  });

  it('name an account backing off for longer than a caller waits', () => {
    const pool = keyPool(separate('KEY0001'), { random: () => 0 });
    for (let count = 0; count < 5; count += 1) pool.rateLimited('KEY0001', 'Max calls per sec rate limit reached (3/sec)');

    expect(pool.problems()).toEqual([
      'Etherscan account "account 1" backs off after 5 rate limits in a row ("Max calls per sec rate limit reached (3/sec)") until 2026-11-20T12:00:16.000Z',
    ]);
  });
});

it('needs at least one key', () => {
  expect(() => keyPool([])).toThrow('The Etherscan key pool needs at least one API key');
});
