// When a failed delivery is tried again: exponential backoff from 10 s, doubling to at most an hour,
// with up to 10% jitter so that many channels failing together do not retry together; for 24 h, after
// which the channel is disabled (outbox.ts). A server's own word (Retry-After, Telegram's retry_after,
// Discord's retry_after) wins when it asks for longer.
export const FIRST_RETRY_MS = 10_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
/** How long a channel may keep failing before it is disabled and its owner told. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The wait after the `attempt`-th failed attempt (1-based). `random` in [0, 1). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + 0.1 * random()));
}

/**
 * An HTTP Retry-After header in milliseconds: seconds ("120") or an HTTP date; null when absent or
 * unreadable. Never more than GIVE_UP_AFTER_MS.
 */
export function retryAfterMs(header: string | string[] | undefined, now: number): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.min(GIVE_UP_AFTER_MS, Math.ceil(Number(trimmed) * 1000));
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.min(GIVE_UP_AFTER_MS, Math.max(0, date - now));
}
