// Telegram's limit for a whole bot, about 30 messages a second, shared by every api process: counted in
// one-second windows in the database (rate_limit_counters, as the api's other shared limits are).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rateLimitCounters } from '../../db';

export const TELEGRAM_MESSAGES_PER_SECOND = 30;

/** 0 when a message may go now (and it is counted), else how long to wait for the next second. */
export function sharedPerSecondBudget(db: Db, key: string, perSecond: number) {
  return async (at: Date): Promise<number> => {
    const second = Math.floor(at.getTime() / 1000);
    const windowStart = new Date(second * 1000);
    const sameWindow = sql`${rateLimitCounters.windowStartedAt} = ${windowStart.toISOString()}::timestamptz`;
    const [counter] = await db
      .insert(rateLimitCounters)
      .values({ key, windowStartedAt: windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: { hits: sql`case when ${sameWindow} then ${rateLimitCounters.hits} + 1 else 1 end`, windowStartedAt: windowStart },
      })
      .returning({ hits: rateLimitCounters.hits });
    return (counter?.hits ?? 0) <= perSecond ? 0 : (second + 1) * 1000 - at.getTime();
  };
}
