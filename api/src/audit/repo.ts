// The audit log's SQL: events stored and listed, the security emails they queued claimed and marked sent,
// and what is past keeping deleted.
import { and, desc, eq, gt, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../db';
import { auditEvents, users } from '../db';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = Pick<AuditRow, 'userId' | 'action' | 'ip' | 'userAgent' | 'details' | 'createdAt' | 'emailTo'>;

/** The account's address; null for an account without one (signed in with a wallet only) or none here. */
export async function accountEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** Stores the event; one with an address to tell is due to be emailed at once. */
export async function insertEvent(db: Db, event: NewAuditRow): Promise<void> {
  await db.insert(auditEvents).values({ ...event, emailDueAt: event.emailTo ? event.createdAt : null });
}

/** The user's events since `since`, newest first. */
export function eventsOf(db: Db, userId: string, since: Date, limit: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, userId), gt(auditEvents.createdAt, since)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}

/**
 * Leases up to `limit` emails due at `at` (stored since `notBefore`) to this process until `leaseUntil`: the
 * rows another process claimed first are skipped, so no email goes twice while its sender lives.
 */
export async function claimDueEmails(
  db: Db,
  { at, notBefore, leaseUntil, limit }: { at: Date; notBefore: Date; leaseUntil: Date; limit: number },
): Promise<AuditRow[]> {
  const due = db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(lte(auditEvents.emailDueAt, at), gt(auditEvents.createdAt, notBefore)))
    .orderBy(auditEvents.emailDueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(auditEvents)
    .set({ emailDueAt: leaseUntil })
    .where(and(inArray(auditEvents.id, due), lte(auditEvents.emailDueAt, at)))
    .returning();
}

/** The email went: the row forgets the address. Only while this process's lease holds it. */
export async function markEmailed(db: Db, id: string, leaseUntil: Date): Promise<void> {
  await db
    .update(auditEvents)
    .set({ emailTo: null, emailDueAt: null })
    .where(and(eq(auditEvents.id, id), eq(auditEvents.emailDueAt, leaseUntil)));
}

/** The mail server refused it: tried again from `retryAt`. */
export async function retryEmailAt(db: Db, id: string, retryAt: Date): Promise<void> {
  await db.update(auditEvents).set({ emailDueAt: retryAt }).where(eq(auditEvents.id, id));
}

/** Deletes the events from before `keepSince`, and gives up the emails still unsent from before `sendSince`. */
export async function prune(db: Db, { keepSince, sendSince }: { keepSince: Date; sendSince: Date }): Promise<void> {
  await db.delete(auditEvents).where(lt(auditEvents.createdAt, keepSince));
  await db
    .update(auditEvents)
    .set({ emailTo: null, emailDueAt: null })
    .where(and(isNotNull(auditEvents.emailDueAt), lt(auditEvents.createdAt, sendSince)));
}
