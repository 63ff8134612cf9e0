// The client IPs an email address signed in from lately: there a user keeps signing in even while
// someone elsewhere guesses at their password. Kept as counters (rate_limit_counters) whose window
// start is the latest successful sign-in.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimitCounters } from '../db';

/** How long a successful sign-in makes its IP a known client of the address. */
export const KNOWN_CLIENT_DAYS = 30;

const key = (email: string, ip: string) => `signin-ok:email-ip:${email}:${ip}`;

export async function rememberClient(db: Db, email: string, ip: string): Promise<void> {
  const now = new Date();
  await db
    .insert(rateLimitCounters)
    .values({ key: key(email, ip), windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: { windowStartedAt: now } });
}

export async function isKnownClient(db: Db, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - KNOWN_CLIENT_DAYS * 24 * 3_600_000);
  const [row] = await db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key(email, ip)), gt(rateLimitCounters.windowStartedAt, since)));
  return row !== undefined;
}
