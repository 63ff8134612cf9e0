// The spec's explorer key pool (§4, §9): keys are spaced 200 ms apart, a rate-limited key backs off
// exponentially with jitter, a key at its daily cap rests until the next UTC day, an invalid key is
// dropped. Time is Date.now and waiting is setTimeout, so jest's fake timers drive it in tests.
import { EtherscanError } from './errors';

/** Minimum time between two uses of one key. */
export const KEY_SPACING_MS = 200;
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 300_000;
/** A backoff is lengthened by up to this fraction, so keys limited together do not return together. */
export const BACKOFF_JITTER = 0.1;
/** How long to wait before looking again when every key is backing off. */
export const NO_FREE_KEY_WAIT_MS = 1_000;
/** Waits of NO_FREE_KEY_WAIT_MS one `acquire` makes before giving up. */
export const DEFAULT_NO_FREE_KEY_WAITS = 30;
/** The spec reads up to 20 numbered keys. */
export const NUMBERED_KEYS = 20;

const DAY_MS = 86_400_000;

/** ETHERSCAN_API_KEY_1 … _20, then the default ETHERSCAN_API_KEY; blanks skipped, no repeats. */
export function etherscanKeysFromEnv(env: NodeJS.ProcessEnv): string[] {
  const numbered = Array.from({ length: NUMBERED_KEYS }, (_, index) => env[`ETHERSCAN_API_KEY_${index + 1}`]);
  const keys = [...numbered, env.ETHERSCAN_API_KEY]
    .map((key) => key?.trim() ?? '')
    .filter((key) => key !== '');
  return [...new Set(keys)];
}

/**
 * The backoff after the `consecutive`-th rate limit in a row: 1000 ms doubling each time, lengthened by
 * `random` × 10 %, never above 300000 ms. `random` is in [0, 1).
 */
export function backoffMs(consecutive: number, random: number): number {
  const doubled = BACKOFF_BASE_MS * 2 ** Math.max(0, consecutive - 1);
  return Math.min(BACKOFF_CAP_MS, doubled * (1 + BACKOFF_JITTER * random));
}

/** The next UTC midnight after `now`, when Etherscan's daily count starts again. */
export function nextUtcDay(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}

export type KeyPoolOptions = {
  /** Random numbers in [0, 1) for the jitter. */
  random?: () => number;
  /** Waits of 1000 ms one `acquire` makes while every key backs off (default 30). */
  noFreeKeyWaits?: number;
};

export type KeyPool = {
  /** A key that may be used now; waits for its spacing or, while every key backs off, in 1000 ms steps. */
  acquire(): Promise<string>;
  /** The key's request succeeded: its run of rate limits is over. */
  succeeded(key: string): void;
  rateLimited(key: string): void;
  dailyCapReached(key: string): void;
  /** Etherscan called the key invalid: it is never used again. */
  invalid(key: string): void;
  /** When the key may next be used (ms since the epoch); Infinity once dropped. */
  availableAt(key: string): number;
};

type KeyState = {
  key: string;
  lastUse: number;
  /** Backed off until then. */
  restUntil: number;
  /** Set by a daily cap: when that rest ends. */
  dailyCapUntil: number;
  consecutiveRateLimits: number;
  dropped: boolean;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function keyPool(keys: string[], { random = Math.random, noFreeKeyWaits = DEFAULT_NO_FREE_KEY_WAITS }: KeyPoolOptions = {}): KeyPool {
  if (keys.length === 0) throw new Error('The Etherscan key pool needs at least one API key');
  const states: KeyState[] = [...new Set(keys)].map((key) => ({
    key,
    lastUse: -Infinity,
    restUntil: 0,
    dailyCapUntil: 0,
    consecutiveRateLimits: 0,
    dropped: false,
  }));

  function stateOf(key: string): KeyState {
    const state = states.find((candidate) => candidate.key === key);
    if (!state) throw new Error('That key is not in the Etherscan key pool');
    return state;
  }

  /** The rested key whose spacing ends first; the earlier-listed key on a tie. */
  function soonestRested(now: number): KeyState | undefined {
    let soonest: KeyState | undefined;
    for (const state of states) {
      if (state.dropped || state.restUntil > now) continue;
      if (!soonest || state.lastUse < soonest.lastUse) soonest = state;
    }
    return soonest;
  }

  async function acquire(): Promise<string> {
    let waits = 0;
    for (;;) {
      const now = Date.now();
      const live = states.filter((state) => !state.dropped);
      if (live.length === 0) throw new EtherscanError('invalid-keys', 'Etherscan rejected every configured API key as invalid');
      const chosen = soonestRested(now);
      if (chosen) {
        // Reserve the slot before waiting, so concurrent callers queue behind it.
        const at = Math.max(now, chosen.lastUse + KEY_SPACING_MS);
        chosen.lastUse = at;
        if (at > now) await sleep(at - now);
        if (!chosen.dropped && chosen.restUntil <= Date.now()) return chosen.key;
        continue;
      }
      if (live.every((state) => state.dailyCapUntil > now)) {
        throw new EtherscanError('daily-cap', 'Every Etherscan API key has reached its daily limit');
      }
      if (waits >= noFreeKeyWaits) {
        throw new EtherscanError(
          'no-free-key',
          `No Etherscan API key came out of its rate-limit backoff within ${waits} waits of ${NO_FREE_KEY_WAIT_MS} ms`,
        );
      }
      waits += 1;
      await sleep(NO_FREE_KEY_WAIT_MS);
    }
  }

  return {
    acquire,
    succeeded(key) {
      stateOf(key).consecutiveRateLimits = 0;
    },
    rateLimited(key) {
      const state = stateOf(key);
      state.consecutiveRateLimits += 1;
      state.restUntil = Math.max(state.restUntil, Date.now() + backoffMs(state.consecutiveRateLimits, random()));
    },
    dailyCapReached(key) {
      const state = stateOf(key);
      const now = Date.now();
      state.dailyCapUntil = Math.max(nextUtcDay(now), now + BACKOFF_CAP_MS);
      state.restUntil = Math.max(state.restUntil, state.dailyCapUntil);
    },
    invalid(key) {
      stateOf(key).dropped = true;
    },
    availableAt(key) {
      const state = stateOf(key);
      return state.dropped ? Infinity : Math.max(state.restUntil, state.lastUse + KEY_SPACING_MS);
    },
  };
}
