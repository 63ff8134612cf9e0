// Fixed-window rate limits kept in the database, so every api process counts the same attempts.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { HttpError } from '../http/errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

export type RateLimit = { limit: number; windowMs: number };

/** Counts one hit on `key`; throws 429 when the window already holds `limit` hits. */
export async function hitRateLimit(db: Db, key: string, { limit, windowMs }: RateLimit): Promise<void> {
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
  if (!counter || counter.hits <= limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((counter.windowStartedAt.getTime() + windowMs - Date.now()) / 1000));
  throw new HttpError(429, TOO_MANY_REQUESTS, 'over_request_rate_limit', { 'retry-after': String(retryAfterSeconds) });
}
