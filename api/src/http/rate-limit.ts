// Fixed-window rate limits kept in the database, so every api process counts the same attempts. They
// guard what writes to the database anyway (sign-in, sign-up, demo requests, a user's changes); the
// per-IP ceiling on every request is counted in memory instead (request-ceiling.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimitCounters } from '../db';
import { HttpError } from './errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

export type RateLimit = { limit: number; windowMs: number };

export type Count = { hits: number; retryAfterSeconds: number };

/** Counts one hit on `key` in its current window (a new window once the last one is over). */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Count> {
  const windowStart = new Date(Date.now() - windowMs);
  const expired = sql`${rateLimitCounters.windowStartedAt} <= ${windowStart.toISOString()}`;
  const [counter] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: new Date(), hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning();
  if (!counter) throw new Error('rate limit upsert returned no row');
  return { hits: counter.hits, retryAfterSeconds: secondsUntil(counter.windowStartedAt.getTime() + windowMs) };
}

/** Takes back one hit on `key` (an attempt that turned out not to count). */
export async function forgiveHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

/** Forgets every hit on `key`. */
export async function resetHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Counts one hit on `key`; throws 429 with Retry-After when the window already holds `limit` hits. */
export async function hitRateLimit(db: Db, key: string, { limit, windowMs }: RateLimit): Promise<void> {
  const { hits, retryAfterSeconds } = await countHit(db, key, windowMs);
  if (hits > limit) throw tooManyRequests(retryAfterSeconds);
}

export function tooManyRequests(retryAfterSeconds: number, message = TOO_MANY_REQUESTS): HttpError {
  return new HttpError(429, message, 'over_request_rate_limit', { 'retry-after': String(retryAfterSeconds) });
}

export function secondsUntil(time: number): number {
  return Math.max(1, Math.ceil((time - Date.now()) / 1000));
}
