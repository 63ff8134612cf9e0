// Billing's tables: the webhook events applied, each user's Paddle customer, and their subscriptions.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { billingConflicts, paddleCustomers, paddleEvents, paddleUnlinkedEvents, subscriptions, users } from '../db';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionState = Omit<SubscriptionRow, 'updatedAt'>;

/** Records the event; false when it was applied before (Paddle delivers at least once). */
export async function recordEvent(db: Db, event: { eventId: string; eventType: string; occurredAt: Date }): Promise<boolean> {
  const inserted = await db.insert(paddleEvents).values(event).onConflictDoNothing().returning({ eventId: paddleEvents.eventId });
  return inserted.length === 1;
}

/** Undoes recordEvent: the event was not applied. */
export async function forgetEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(paddleEvents).where(eq(paddleEvents.eventId, eventId));
}

export async function keepUnlinkedEvent(db: Db, event: typeof paddleUnlinkedEvents.$inferInsert): Promise<void> {
  await db.insert(paddleUnlinkedEvents).values(event).onConflictDoNothing();
}

export async function dropUnlinkedEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(paddleUnlinkedEvents).where(eq(paddleUnlinkedEvents.eventId, eventId));
}

export async function unlinkedEventsOf(db: Db, customerId: string) {
  return db
    .select()
    .from(paddleUnlinkedEvents)
    .where(eq(paddleUnlinkedEvents.customerId, customerId))
    .orderBy(asc(paddleUnlinkedEvents.occurredAt));
}

export async function userOfCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db.select({ userId: paddleCustomers.userId }).from(paddleCustomers).where(eq(paddleCustomers.customerId, customerId));
  return row?.userId ?? null;
}

export async function customerOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ customerId: paddleCustomers.customerId }).from(paddleCustomers).where(eq(paddleCustomers.userId, userId));
  return row?.customerId ?? null;
}

export async function saveCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .insert(paddleCustomers)
    .values({ userId, customerId })
    .onConflictDoUpdate({ target: paddleCustomers.userId, set: { customerId, updatedAt: new Date() } });
}

export type BillingConflict = typeof billingConflicts.$inferInsert;

/** Keeps a purchase by a customer linked to another user for an operator; once per event. */
export async function recordConflict(db: Db, conflict: BillingConflict): Promise<void> {
  await db.insert(billingConflicts).values(conflict).onConflictDoNothing();
}

/** The conflicts kept, newest first, with both users' emails where the embedded auth knows them. */
export async function listConflicts(db: Db) {
  const rows = await db.select().from(billingConflicts).orderBy(desc(billingConflicts.occurredAt)).limit(500);
  const ids = [...new Set(rows.flatMap((row) => [row.linkedUserId, row.appliedUserId]))];
  const emails = new Map(
    ids.length > 0
      ? (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((user) => [
          user.id,
          user.email,
        ])
      : [],
  );
  return rows.map((row) => ({
    ...row,
    linkedUserEmail: emails.get(row.linkedUserId) ?? null,
    appliedUserEmail: emails.get(row.appliedUserId) ?? null,
  }));
}

export async function countConflicts(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(billingConflicts);
  return row?.count ?? 0;
}

/** Saves the subscription's state unless the row already reflects a later event (out-of-order delivery). */
export async function saveSubscription(db: Db, state: SubscriptionState): Promise<boolean> {
  const saved = await db
    .insert(subscriptions)
    .values(state)
    .onConflictDoUpdate({
      target: subscriptions.subscriptionId,
      // The row's key stays as it is: drizzle leaves a column set to undefined out of the update.
      set: { ...state, subscriptionId: undefined, updatedAt: new Date() },
      setWhere: sql`${subscriptions.lastEventAt} <= ${state.lastEventAt.toISOString()}`,
    })
    .returning({ subscriptionId: subscriptions.subscriptionId });
  return saved.length === 1;
}

/** The users' subscriptions, the most recently changed first. */
export async function subscriptionsOf(db: Db, userIds: string[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds)).orderBy(desc(subscriptions.lastEventAt));
}
