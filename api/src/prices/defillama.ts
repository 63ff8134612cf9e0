// DefiLlama's coins API (no key), the three calls the api makes:
//   GET /prices/current/{coins}                                      the price now
//   GET /chart/{coins}?start=&span=&period=1d&searchWidth=           a price a day for a run of days
//   GET /prices/historical/{timestamp}/{coins}?searchWidth=          the prices at one time
// Coins are `chain:address` (`ethereum:0x…`), ether is `coingecko:ethereum`; unknown coins and days are
// simply absent from the answers, keys are compared case-insensitively. Each request has a deadline; a
// failure throws PricesUnavailableError naming DefiLlama, is logged, and is what problem() says until a
// later request succeeds.
import { z } from 'zod';
import { DEFILLAMA_URL } from '../config';
import { PricesUnavailableError } from './price-source';

export const DEFILLAMA_TIMEOUT_MS = 8_000;
export const DAY_SECONDS = 86_400;
/** Coins per request: a coin id is about 51 characters, so URLs stay well under common 8 KB limits. */
export const COINS_PER_REQUEST = 80;
/** DefiLlama's chart refuses more than 500 points (coins × days) in one request. */
export const CHART_POINTS_PER_REQUEST = 500;
/**
 * How far from a day's start (00:00 UTC, where daily price histories are stamped) a price may lie and
 * still be that day's: under half a day, so that no price can belong to two days.
 */
const SEARCH_WIDTH = '11h';

const price = z.number();
const pricesAnswer = z.object({
  coins: z.record(z.string(), z.object({ price }).loose()),
});
const chartAnswer = z.object({
  coins: z.record(z.string(), z.object({ prices: z.array(z.object({ timestamp: z.number(), price }).loose()) }).loose()),
});

/** A price worth keeping: DefiLlama answers 0 for a coin it considers dead, which is no price at all. */
const isPrice = (value: number) => Number.isFinite(value) && value > 0;

/** The UTC day a time falls in, counted from 1970-01-01. */
export const dayOf = (seconds: number) => Math.floor(seconds / DAY_SECONDS);

export type DefiLlamaOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Deadline of each request, answer body included. */
  timeoutMs?: number;
  log?: { warn(object: object, message: string): void };
};

export type DefiLlamaApi = {
  /** Prices now, by lower-case coin id. */
  current(coins: readonly string[]): Promise<Map<string, number>>;
  /** A price for each of `days` days from `firstDay` (at most 500 points, coins × days), by coin, then day. */
  chart(coins: readonly string[], firstDay: number, days: number): Promise<Map<string, Map<number, number>>>;
  /** The prices at the start of `day`, by lower-case coin id. */
  onDay(coins: readonly string[], day: number): Promise<Map<string, number>>;
  /** Null while the latest request succeeded; else what failed, and since when. */
  problem(): string | null;
};

export function defiLlamaApi({
  baseUrl = DEFILLAMA_URL,
  fetch: fetchImpl = fetch,
  timeoutMs = DEFILLAMA_TIMEOUT_MS,
  log,
}: DefiLlamaOptions = {}): DefiLlamaApi {
  let failing: { message: string; since: Date } | null = null;

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    try {
      const answer = await answerTo(path, schema);
      failing = null;
      return answer;
    } catch (error) {
      const unavailable =
        error instanceof PricesUnavailableError ? error : new PricesUnavailableError(reasonOf(error, timeoutMs), { cause: error });
      failing = { message: unavailable.message, since: failing?.since ?? new Date() };
      log?.warn({ err: unavailable }, 'DefiLlama prices unavailable');
      throw unavailable;
    }
  }

  async function answerTo<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await fetchImpl(`${baseUrl}${path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new PricesUnavailableError(`DefiLlama answered HTTP ${response.status}`);
    }
    const body = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new PricesUnavailableError('DefiLlama answered something other than JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'the answer'}: ${issue.message}`);
      throw new PricesUnavailableError(`DefiLlama's answer is not as documented (${issues.slice(0, 3).join('; ')})`);
    }
    return parsed.data;
  }

  /** Each batch of coins in turn: one request per COINS_PER_REQUEST coins. */
  async function inBatches(
    coins: readonly string[],
    ask: (batch: string) => Promise<z.infer<typeof pricesAnswer>>,
  ): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (let start = 0; start < coins.length; start += COINS_PER_REQUEST) {
      const { coins: answered } = await ask(coins.slice(start, start + COINS_PER_REQUEST).join(','));
      for (const [coin, { price: value }] of Object.entries(answered)) if (isPrice(value)) found.set(coin.toLowerCase(), value);
    }
    return found;
  }

  return {
    current: (coins) => inBatches(coins, (batch) => get(`/prices/current/${batch}`, pricesAnswer)),

    async chart(coins, firstDay, days) {
      if (coins.length > COINS_PER_REQUEST || coins.length * days > CHART_POINTS_PER_REQUEST) {
        throw new RangeError(
          `A DefiLlama chart takes at most ${CHART_POINTS_PER_REQUEST} points (asked ${coins.length} coins × ${days} days)`,
        );
      }
      const query = `start=${firstDay * DAY_SECONDS}&span=${days}&period=1d&searchWidth=${SEARCH_WIDTH}`;
      const { coins: answered } = await get(`/chart/${coins.join(',')}?${query}`, chartAnswer);
      const found = new Map<string, Map<number, number>>();
      for (const [coin, { prices }] of Object.entries(answered)) {
        const byDay = new Map<number, number>();
        for (const point of prices) {
          const day = Math.round(point.timestamp / DAY_SECONDS);
          if (day >= firstDay && day < firstDay + days && isPrice(point.price) && !byDay.has(day)) byDay.set(day, point.price);
        }
        found.set(coin.toLowerCase(), byDay);
      }
      return found;
    },

    onDay: (coins, day) =>
      inBatches(coins, (batch) => get(`/prices/historical/${day * DAY_SECONDS}/${batch}?searchWidth=${SEARCH_WIDTH}`, pricesAnswer)),

    problem: () => (failing ? `Prices from DefiLlama are unavailable since ${failing.since.toISOString()}: ${failing.message}` : null),
  };
}

/** What went wrong, in words that name DefiLlama and never the URL. */
function reasonOf(error: unknown, timeoutMs: number): string {
  // The deadline's TimeoutError is a DOMException, from another realm under jest: told by its name.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return `DefiLlama did not answer within ${timeoutMs} ms`;
  return `DefiLlama could not be reached: ${innermost(error)}`;
}

/** Node's fetch says only "fetch failed"; the cause says why (ECONNREFUSED, a DNS failure). */
function innermost(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.cause !== undefined) return innermost(error.cause);
  return error.message || ('code' in error ? String(error.code) : error.name);
}
