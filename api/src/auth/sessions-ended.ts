// Sessions that just ended (a sign-out of any scope, a password change, a stolen refresh token) are
// announced with Postgres NOTIFY, so every api process closes the live streams opened with them at once.
// The announcement is sent with the statement that ends them (in its transaction: heard on commit).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';

export const SESSIONS_ENDED_CHANNEL = 'auth_sessions_ended';

/** One session of the user, or every session of the user but `except` (none when it is absent). */
export type SessionsEnded = { userId: string; sessionId: string } | { userId: string; except?: string };

const payload = z.union([
  z.object({ userId: z.string(), sessionId: z.string() }),
  z.object({ userId: z.string(), except: z.string().optional() }),
]);

type Executor = Pick<Db, 'execute'>;

export async function announceSessionsEnded(db: Executor, ended: SessionsEnded): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify(ended)})`);
}

/** The announcement in a NOTIFY payload; null for anything else. */
export function sessionsEnded(text: string): SessionsEnded | null {
  try {
    const parsed = payload.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether a stream opened with `sessionId` belongs to the ended sessions. */
export function endsSession(ended: SessionsEnded, sessionId: string | null): boolean {
  if ('sessionId' in ended) return ended.sessionId === sessionId;
  return ended.except === undefined || ended.except !== sessionId;
}
