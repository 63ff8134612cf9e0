// Prices by coin and UTC day (the price at the day's start), for the times before the last hour. A past
// day's price is read from DefiLlama once and kept in the database for good; today's is kept in memory
// for a few minutes only, as is "no price" (a coin DefiLlama learns about later gets its price then).
// Order of work: memory, then the database, then one fetch for what is still missing — asks for the
// same (coin, day) that overlap share that fetch — then a short insert of what came. No request is made
// inside a database transaction (DESIGN.md §8).
import type { Db } from '../db';
import { CHART_POINTS_PER_REQUEST, COINS_PER_REQUEST, dayOf, type DefiLlamaApi } from './defillama';
import { storedPrices, storePrices, type DayPrice } from './repo';

/** Minutes to keep what is not kept in the database: today's prices, and "no price". */
export const TODAY_TTL_MS = 10 * 60_000;
export const UNKNOWN_TTL_MS = 60 * 60_000;
/** A past day's price stays in memory this long after it was read (the database keeps it anyway). */
const PAST_TTL_MS = 60 * 60_000;
/** Remembered (coin, day) pairs beyond which the expired ones, then the oldest, are dropped. */
const MEMORY_LIMIT = 200_000;
/** Requests to DefiLlama at once. */
const REQUESTS_AT_ONCE = 4;

export const dayKey = (coin: string, day: number) => `${coin}/${day}`;

type Logger = { warn(object: object, message: string): void };
type Remembered = { price: number | null; expiresAt: number };
/** Coin → wanted days. */
export type WantedDays = ReadonlyMap<string, ReadonlySet<number>>;
type Request = { coins: string[]; firstDay: number; days: number };
/** What one fetch learnt: a price, or null where DefiLlama has none. */
type Fetched = ReadonlyMap<string, number | null>;

export type DailyPrices = {
  /** The price of each wanted (coin, day) that has one, keyed by dayKey. Throws PricesUnavailableError. */
  prices(wanted: WantedDays): Promise<Map<string, number>>;
};

export function dailyPrices({ api, db, log, now }: { api: DefiLlamaApi; db?: Db; log?: Logger; now: () => number }): DailyPrices {
  const remembered = new Map<string, Remembered>();
  const pending = new Map<string, Promise<Fetched>>();

  function remember(key: string, price: number | null, ttlMs: number) {
    if (remembered.size >= MEMORY_LIMIT) forgetSome();
    remembered.delete(key);
    remembered.set(key, { price, expiresAt: Date.now() + ttlMs });
  }

  function forgetSome() {
    const at = Date.now();
    for (const [key, entry] of remembered) if (entry.expiresAt <= at) remembered.delete(key);
    for (const key of remembered.keys()) {
      if (remembered.size < MEMORY_LIMIT / 2) break;
      remembered.delete(key);
    }
  }

  /** Fetches the days of each coin, saves the past ones, and remembers what it learnt. */
  async function fetchDays(missing: ReadonlyMap<string, number[]>, today: number): Promise<Fetched> {
    const answered = new Map<string, DayPrice>();
    const covered = new Set<string>();
    const failure = await runAll(
      requestsFor(missing).map((request) => async () => {
        if (request.days === 1) {
          const found = await api.onDay(request.coins, request.firstDay);
          for (const [coin, price] of found) answered.set(dayKey(coin, request.firstDay), { coin, day: request.firstDay, price });
        } else {
          const found = await api.chart(request.coins, request.firstDay, request.days);
          for (const [coin, byDay] of found) for (const [day, price] of byDay) answered.set(dayKey(coin, day), { coin, day, price });
        }
        for (const coin of request.coins)
          for (let day = request.firstDay; day < request.firstDay + request.days; day += 1) covered.add(dayKey(coin, day));
      }),
    );
    // What came is kept even when a request failed: the next ask fetches only the rest.
    await save([...answered.values()].filter(({ day }) => day < today));
    const fetched = new Map<string, number | null>();
    for (const [coin, days] of missing) {
      for (const day of days) {
        const key = dayKey(coin, day);
        const price = answered.get(key)?.price ?? null;
        // A day of a request that failed is not known to have no price.
        if (price === null && !covered.has(key)) continue;
        fetched.set(key, price);
        remember(key, price, day >= today ? TODAY_TTL_MS : price === null ? UNKNOWN_TTL_MS : PAST_TTL_MS);
      }
    }
    if (failure) throw failure.error;
    return fetched;
  }

  /** Past days only: today's price is not final yet. */
  async function save(past: DayPrice[]) {
    if (!db || past.length === 0) return;
    try {
      await storePrices(db, past);
    } catch (error) {
      // The prices are still answered; they are fetched again next time.
      log?.warn({ err: error }, 'historical prices could not be stored');
    }
  }

  return {
    async prices(wanted) {
      const today = dayOf(now());
      const found = new Map<string, number>();
      const open = new Map<string, number[]>();
      for (const [coin, days] of wanted) {
        for (const day of days) {
          const entry = remembered.get(dayKey(coin, day));
          if (entry && entry.expiresAt > Date.now()) {
            if (entry.price !== null) found.set(dayKey(coin, day), entry.price);
          } else {
            pushTo(open, coin, day);
          }
        }
      }
      if (db) {
        const past = new Map([...open].map(([coin, days]) => [coin, days.filter((day) => day < today)] as const));
        const stored = new Map((await storedPrices(db, past)).map(({ coin, day, price }) => [dayKey(coin, day), price]));
        for (const [coin, days] of open) {
          const left = days.filter((day) => {
            const price = stored.get(dayKey(coin, day));
            if (price === undefined) return true;
            found.set(dayKey(coin, day), price);
            remember(dayKey(coin, day), price, PAST_TTL_MS);
            return false;
          });
          if (left.length > 0) open.set(coin, left);
          else open.delete(coin);
        }
      }
      // Checked after the database read, with no await in between: an overlapping ask either started
      // its fetch already (then it is awaited) or will see this one's.
      const waits = new Set<Promise<Fetched>>();
      const missing = new Map<string, number[]>();
      for (const [coin, days] of open) {
        for (const day of days) {
          const running = pending.get(dayKey(coin, day));
          if (running) waits.add(running);
          else pushTo(missing, coin, day);
        }
      }
      if (missing.size > 0) {
        const fetching = fetchDays(missing, today);
        const keys = [...missing].flatMap(([coin, days]) => days.map((day) => dayKey(coin, day)));
        for (const key of keys) pending.set(key, fetching);
        const forget = () => keys.forEach((key) => pending.get(key) === fetching && pending.delete(key));
        fetching.then(forget, forget);
        waits.add(fetching);
      }
      const fetched = new Map<string, number | null>();
      for (const result of await Promise.all(waits)) for (const [key, price] of result) fetched.set(key, price);
      for (const [coin, days] of open) {
        for (const day of days) {
          const price = fetched.get(dayKey(coin, day));
          if (price !== undefined && price !== null) found.set(dayKey(coin, day), price);
        }
      }
      return found;
    },
  };
}

/**
 * The requests that fetch every missing (coin, day): each coin's days in runs of up to 500 days, one
 * chart per run, coins whose runs are the same sharing a chart; a run of one day is asked for with the
 * other coins wanted that day (prices at one time).
 */
export function requestsFor(missing: ReadonlyMap<string, readonly number[]>): Request[] {
  const charts = new Map<string, Request>();
  const singles = new Map<number, string[]>();
  for (const [coin, days] of missing) {
    const sorted = [...new Set(days)].sort((a, b) => a - b);
    for (let index = 0; index < sorted.length;) {
      const firstDay = sorted[index];
      let last = firstDay;
      while (index < sorted.length && sorted[index] < firstDay + CHART_POINTS_PER_REQUEST) last = sorted[index++];
      if (last === firstDay) {
        pushTo(singles, firstDay, coin);
        continue;
      }
      const run = { firstDay, days: last - firstDay + 1 };
      const key = `${run.firstDay}:${run.days}`;
      const shared = charts.get(key);
      if (shared) shared.coins.push(coin);
      else charts.set(key, { ...run, coins: [coin] });
    }
  }
  const requests: Request[] = [];
  for (const { coins, firstDay, days } of charts.values()) {
    const perRequest = Math.min(COINS_PER_REQUEST, Math.floor(CHART_POINTS_PER_REQUEST / days));
    for (let start = 0; start < coins.length; start += perRequest)
      requests.push({ coins: coins.slice(start, start + perRequest), firstDay, days });
  }
  for (const [day, coins] of singles) {
    for (let start = 0; start < coins.length; start += COINS_PER_REQUEST)
      requests.push({ coins: coins.slice(start, start + COINS_PER_REQUEST), firstDay: day, days: 1 });
  }
  return requests;
}

/**
 * Runs the tasks REQUESTS_AT_ONCE at a time and starts no new one after a failure (a source that is down
 * fails the ask within about one deadline, not one per request). Answers the first failure, if any.
 */
async function runAll(tasks: (() => Promise<void>)[]): Promise<{ error: unknown } | null> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < tasks.length) {
      const task = tasks[next++];
      try {
        await task();
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(REQUESTS_AT_ONCE, tasks.length) }, worker));
  return failure;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
