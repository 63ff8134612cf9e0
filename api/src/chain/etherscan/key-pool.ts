// The spec's explorer key pool (§4, §9), budgeted the way Etherscan counts: per account, across all of
// its keys (free plan: 3 calls/s). Sends on one account are spaced by its budget and one key's uses
// 200 ms apart, both measured from when each request really left, not from when it was booked; and an
// account never has more than its rate of requests out or answered within a second, since a request
// reaches Etherscan at the latest when its answer comes back (so network delays cannot bunch arrivals).
// A rate limit backs the account off exponentially with jitter; a daily cap rests the account until the
// next UTC day; Etherscan's per-IP throttle rests every key 30 s; a key called invalid is set aside for a
// while and tried again (a key created minutes ago is answered "Invalid API Key"): no key is dropped for
// good. A caller never waits past the pool's deadline: it is told when to come back instead.
// Time is Date.now and waiting is setTimeout, so jest's fake timers drive it in tests.
import { DEFAULT_RATE_PER_SECOND, type EtherscanAccount } from '../../config';
import { EtherscanError } from './errors';

/** Minimum time between two uses of one key (spec §9). */
export const KEY_SPACING_MS = 200;
/**
 * Sends are spaced this much wider than the plan allows: Etherscan counts requests when they arrive,
 * and one request can spend a few tens of milliseconds longer on the way than the next.
 */
export const RATE_MARGIN = 0.05;
/** The second over which an account's requests are counted, with the same margin. */
export const RATE_WINDOW_MS = 1_000 * (1 + RATE_MARGIN);
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 300_000;
/** A backoff is lengthened by up to this fraction, so keys limited together do not return together. */
export const BACKOFF_JITTER = 0.1;
/** How long to wait before looking again when every key rests (spec §9). */
export const NO_FREE_KEY_WAIT_MS = 1_000;
/** The longest one request waits for a key; past it the caller learns when to come back. */
export const DEFAULT_MAX_WAIT_MS = 10_000;
/** Etherscan's per-IP throttle ("Too many invalid api key attempts, please try again later") lasts about 30 s. */
export const THROTTLE_REST_MS = 30_000;
/** A key called invalid is set aside 60 s, doubling with each such answer in a row, at most an hour. */
export const SET_ASIDE_BASE_MS = 60_000;
export const SET_ASIDE_CAP_MS = 3_600_000;

const DAY_MS = 86_400_000;
/** Etherscan's texts are quoted in messages, cut to this length. */
const QUOTED_TEXT = 200;

/** The time between two sends on one account that keeps within `ratePerSecond`, with RATE_MARGIN. */
export function accountSpacingMs(ratePerSecond: number): number {
  return Math.ceil((1_000 * (1 + RATE_MARGIN)) / ratePerSecond);
}

/**
 * The backoff after the `consecutive`-th rate limit in a row: 1000 ms doubling each time, lengthened by
 * `random` × 10 %, never above 300000 ms. `random` is in [0, 1).
 */
export function backoffMs(consecutive: number, random: number): number {
  const doubled = BACKOFF_BASE_MS * 2 ** Math.max(0, consecutive - 1);
  return Math.min(BACKOFF_CAP_MS, doubled * (1 + BACKOFF_JITTER * random));
}

/** How long a key rests after its `answers`-th "Invalid API Key" in a row. */
export function setAsideMs(answers: number): number {
  return Math.min(SET_ASIDE_CAP_MS, SET_ASIDE_BASE_MS * 2 ** Math.max(0, answers - 1));
}

/** The next UTC midnight after `now`, when Etherscan's daily count starts again. */
export function nextUtcDay(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}

export type KeyPoolOptions = {
  /** Calls per second each account may make (default 3, Etherscan's free plan). */
  ratePerSecond?: number;
  /** Random numbers in [0, 1) for the jitter. */
  random?: () => number;
  /** The longest `acquire` waits for a key (default 10 s). */
  maxWaitMs?: number;
  /** The explorer, as messages name it (default "Etherscan"; Blockscout and Routescan pools too). */
  label?: string;
};

export type KeyPool = {
  /**
   * A key to send with now: waits for the account's and the key's spacing or, while every key rests,
   * in 1000 ms steps; rejects at once with `retryAfterMs` when no key can be had within the deadline.
   * The request counts as sent when this resolves: send it straight away, and call `answered` when it
   * comes back.
   */
  acquire(): Promise<string>;
  /** The request sent with the key came back (answered or failed): it counts for a second from now. */
  answered(key: string): void;
  /** The key's request was answered: its account's run of rate limits is over, and the key is valid. */
  succeeded(key: string): void;
  rateLimited(key: string, text?: string): void;
  dailyCapReached(key: string, text?: string): void;
  /** Etherscan called the key invalid: it rests (60 s, doubling) and is then tried again. */
  invalid(key: string, text?: string): void;
  /** Etherscan throttles this server (per IP): every key rests 30 s. */
  throttled(text?: string): void;
  /** When the key may next be used (ms since the epoch). */
  availableAt(key: string): number;
  /** When the first key may next be used (ms since the epoch). */
  nextFreeAt(): number;
  /** What an operator should know about the pool now, one sentence each (shown by /health). */
  problems(): string[];
  /** The most requests a second the pool sends. */
  readonly requestsPerSecond: number;
};

type AccountState = {
  name: string;
  spacingMs: number;
  /** Requests a second. */
  rate: number;
  /** Requests booked or sent and not yet back. */
  inFlight: number;
  /** When its requests came back, within the last RATE_WINDOW_MS. */
  answers: number[];
  /** The next send slot not yet booked. */
  nextSlot: number;
  /** When a request on the account last left. */
  lastSent: number;
  /** Backed off until then (rate limits, daily cap). */
  restUntil: number;
  consecutiveRateLimits: number;
  /** Set by a daily cap: when that rest ends. */
  dailyCapUntil: number;
  limitText: string;
};

type KeyState = {
  key: string;
  account: AccountState;
  nextSlot: number;
  lastSent: number;
  /** Set aside as invalid until then. */
  setAsideUntil: number;
  /** "Invalid API Key" answers in a row; a success clears them. */
  invalidAnswers: number;
  invalidText: string;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const quote = (text: string) => `"${text.length > QUOTED_TEXT ? `${text.slice(0, QUOTED_TEXT)}…` : text}"`;
const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1_000));
/** Enough of a key for an operator to find it, not enough to use it. */
export const maskKey = (key: string) => `…${key.slice(-4)}`;

export function keyPool(
  accounts: EtherscanAccount[],
  {
    ratePerSecond = DEFAULT_RATE_PER_SECOND,
    random = Math.random,
    maxWaitMs = DEFAULT_MAX_WAIT_MS,
    label = 'Etherscan',
  }: KeyPoolOptions = {},
): KeyPool {
  if (!(ratePerSecond > 0)) throw new Error('The Etherscan rate per second must be above 0');
  const seen = new Set<string>();
  const accountStates: AccountState[] = [];
  const keys: KeyState[] = [];
  for (const { name, keys: accountKeys } of accounts) {
    const account: AccountState = {
      name,
      spacingMs: accountSpacingMs(ratePerSecond),
      rate: Math.max(1, Math.floor(ratePerSecond)),
      inFlight: 0,
      answers: [],
      nextSlot: -Infinity,
      lastSent: -Infinity,
      restUntil: 0,
      consecutiveRateLimits: 0,
      dailyCapUntil: 0,
      limitText: '',
    };
    const fresh = accountKeys.filter((key) => !seen.has(key));
    if (fresh.length === 0) continue;
    accountStates.push(account);
    for (const key of fresh) {
      seen.add(key);
      keys.push({ key, account, nextSlot: -Infinity, lastSent: -Infinity, setAsideUntil: 0, invalidAnswers: 0, invalidText: '' });
    }
  }
  if (keys.length === 0) throw new Error('The Etherscan key pool needs at least one API key');
  let throttledUntil = 0;
  let throttleText = '';
  /** Callers waiting for a request to come back. */
  const waiting = new Set<() => void>();

  function stateOf(key: string): KeyState {
    const state = keys.find((candidate) => candidate.key === key);
    if (!state) throw new Error('That key is not in the Etherscan key pool');
    return state;
  }

  const restOf = (state: KeyState) => Math.max(state.setAsideUntil, state.account.restUntil, throttledUntil);

  /**
   * When the account may book another request: fewer than its rate out or back within the last
   * RATE_WINDOW_MS. Infinity while that many are out: then only an answer frees a place.
   */
  function windowFreeAt(account: AccountState, now: number): number {
    account.answers = account.answers.filter((at) => at > now - RATE_WINDOW_MS);
    const live = account.inFlight + account.answers.length;
    if (live < account.rate) return now;
    const answer = account.answers[live - account.rate];
    return answer === undefined ? Infinity : answer + RATE_WINDOW_MS;
  }

  const slotOf = (state: KeyState, now: number) => Math.max(now, state.nextSlot, state.account.nextSlot, windowFreeAt(state.account, now));

  function nextAnswer(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      waiting.add(done);
    });
  }

  function release(account: AccountState, answeredAt?: number): void {
    account.inFlight = Math.max(0, account.inFlight - 1);
    if (answeredAt !== undefined) account.answers.push(answeredAt);
    for (const wake of [...waiting]) wake();
  }

  /** The rested key whose slot comes first; on a tie the one least recently booked, then the earlier listed. */
  function soonest(rested: KeyState[], now: number): KeyState {
    let best = rested[0];
    for (const state of rested.slice(1)) {
      const [slot, bestSlot] = [slotOf(state, now), slotOf(best, now)];
      if (slot < bestSlot || (slot === bestSlot && state.nextSlot < best.nextSlot)) best = state;
    }
    return best;
  }

  /**
   * Waits until the key's and its account's last real sends are far enough back, then marks the send.
   * False when the key started resting meanwhile. Booked slots can be missed (a timer fires late while
   * the process is busy); checking the real sends keeps the spacing on the wire all the same.
   */
  async function sendWhenSpaced(state: KeyState): Promise<boolean> {
    for (;;) {
      const now = Date.now();
      if (restOf(state) > now) return false;
      const wait = Math.max(state.lastSent + KEY_SPACING_MS, state.account.lastSent + state.account.spacingMs) - now;
      if (wait <= 0) {
        state.lastSent = now;
        state.account.lastSent = now;
        state.nextSlot = Math.max(state.nextSlot, now + KEY_SPACING_MS);
        state.account.nextSlot = Math.max(state.account.nextSlot, now + state.account.spacingMs);
        return true;
      }
      await sleep(wait);
    }
  }

  /** Why no key is free until `freeAt`, as the error the caller gets. */
  function unavailable(now: number, freeAt: number): EtherscanError {
    const retryAfterMs = freeAt - now;
    const when = `the next key is free in ${seconds(retryAfterMs)} s`;
    if (keys.every((state) => state.setAsideUntil > now)) {
      return new EtherscanError('invalid-keys', `${label} answered "Invalid API Key" for every configured key: ${when}`, { retryAfterMs });
    }
    if (throttledUntil > now) {
      return new EtherscanError('no-free-key', `${label} throttles this server (${quote(throttleText)}): ${when}`, { retryAfterMs });
    }
    return new EtherscanError(
      'no-free-key',
      `No ${label} API key comes out of its rate-limit backoff within ${seconds(maxWaitMs)} s: ${when}`,
      {
        retryAfterMs,
      },
    );
  }

  async function acquire(): Promise<string> {
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      const now = Date.now();
      const rested = keys.filter((state) => restOf(state) <= now);
      if (rested.length === 0) {
        if (accountStates.every((account) => account.dailyCapUntil > now)) {
          const retryAfterMs = Math.min(...accountStates.map((account) => account.dailyCapUntil)) - now;
          throw new EtherscanError('daily-cap', `Every ${label} API key has reached its daily limit`, { retryAfterMs });
        }
        const freeAt = Math.min(...keys.map(restOf));
        if (freeAt > deadline) throw unavailable(now, freeAt);
        await sleep(NO_FREE_KEY_WAIT_MS);
        continue;
      }
      const chosen = soonest(rested, now);
      const slot = slotOf(chosen, now);
      if (slot === Infinity && now < deadline) {
        await nextAnswer(deadline - now);
        continue;
      }
      if (slot > deadline) {
        const retryAfterMs = slot === Infinity ? RATE_WINDOW_MS : slot - now;
        throw new EtherscanError('no-free-key', `${label}'s request budget is taken for the next ${seconds(retryAfterMs)} s`, {
          retryAfterMs,
        });
      }
      // Book the slot before waiting, so concurrent callers queue behind it.
      chosen.nextSlot = slot + KEY_SPACING_MS;
      chosen.account.nextSlot = slot + chosen.account.spacingMs;
      chosen.account.inFlight += 1;
      if (slot > now) await sleep(slot - now);
      if (await sendWhenSpaced(chosen)) return chosen.key;
      release(chosen.account);
    }
  }

  function availableAt(key: string): number {
    const state = stateOf(key);
    const now = Date.now();
    const window = windowFreeAt(state.account, now);
    return Math.max(
      restOf(state),
      state.lastSent + KEY_SPACING_MS,
      state.account.lastSent + state.account.spacingMs,
      window === Infinity ? now + RATE_WINDOW_MS : window,
    );
  }

  function problems(): string[] {
    const now = Date.now();
    const found: string[] = [];
    if (throttledUntil > now) found.push(`${label} throttles this server until ${iso(throttledUntil)}: ${quote(throttleText)}`);
    for (const account of accountStates) {
      if (account.dailyCapUntil > now) {
        found.push(
          `${label} account "${account.name}" reached its daily limit (${quote(account.limitText)}): its keys rest until ${iso(account.dailyCapUntil)}`,
        );
      } else if (account.restUntil - now > maxWaitMs) {
        found.push(
          `${label} account "${account.name}" backs off after ${account.consecutiveRateLimits} rate limits in a row (${quote(account.limitText)}) until ${iso(account.restUntil)}`,
        );
      }
    }
    for (const state of keys) {
      if (state.invalidAnswers === 0) continue;
      const answered = `${label} answered ${quote(state.invalidText)}${state.invalidAnswers > 1 ? ` ${state.invalidAnswers} times in a row` : ''}`;
      const where = `${label} API key ${maskKey(state.key)} (account "${state.account.name}")`;
      found.push(
        state.setAsideUntil > now
          ? `${where} is set aside until ${iso(state.setAsideUntil)}: ${answered}; it is tried again then`
          : `${where} is tried again with the next request: ${answered}`,
      );
    }
    return found;
  }

  return {
    acquire,
    answered(key) {
      release(stateOf(key).account, Date.now());
    },
    succeeded(key) {
      const state = stateOf(key);
      state.invalidAnswers = 0;
      state.setAsideUntil = 0;
      state.account.consecutiveRateLimits = 0;
    },
    rateLimited(key, text = 'rate limit') {
      const { account } = stateOf(key);
      account.consecutiveRateLimits += 1;
      account.limitText = text;
      account.restUntil = Math.max(account.restUntil, Date.now() + backoffMs(account.consecutiveRateLimits, random()));
    },
    dailyCapReached(key, text = 'daily limit') {
      const { account } = stateOf(key);
      const now = Date.now();
      account.limitText = text;
      account.dailyCapUntil = Math.max(nextUtcDay(now), now + BACKOFF_CAP_MS);
      account.restUntil = Math.max(account.restUntil, account.dailyCapUntil);
    },
    invalid(key, text = 'Invalid API Key') {
      const state = stateOf(key);
      const now = Date.now();
      // Answers to requests sent before the key was set aside count once.
      if (state.setAsideUntil > now) return;
      state.invalidAnswers += 1;
      state.invalidText = text;
      state.setAsideUntil = now + setAsideMs(state.invalidAnswers);
    },
    throttled(text = 'Too many invalid api key attempts, please try again later') {
      throttleText = text;
      throttledUntil = Math.max(throttledUntil, Date.now() + THROTTLE_REST_MS);
    },
    availableAt,
    nextFreeAt: () => Math.min(...keys.map((state) => availableAt(state.key))),
    problems,
    requestsPerSecond: accountStates.reduce((sum, account) => {
      const accountKeys = keys.filter((state) => state.account === account).length;
      return sum + Math.min(1_000 / account.spacingMs, accountKeys * (1_000 / KEY_SPACING_MS));
    }, 0),
  };
}
