// Stored notifications, their read state and each user's email preference.
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notificationPreferences, notifications } from '../db/schema';
import { describeNotification } from './describe';

/** NOTIFY channel: the payload is the user id whose notifications changed; every api process listens. */
export const NOTIFICATIONS_CHANNEL = 'wallet_notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** What GET /notifications and the stream send (shared's WalletNotification). */
export function toWalletNotification(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    wallet: { address: row.walletAddress, nickname: row.walletNickname },
    direction: row.direction,
    amount: row.amount,
    symbol: row.symbol,
    counterparty: row.counterparty,
    txHash: row.txHash,
    blockNumber: row.blockNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    message: describeNotification(row),
  };
}

/** Tells every process's streams that these users have news; delivered when the transaction commits. */
export async function announce(db: Db, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${userId})`);
}

export function latest(db: Db, userId: string, limit: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.eventSeq)).limit(limit);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ne(notifications.status, 'retracted')));
  return row?.unread ?? 0;
}

export async function markRead(db: Db, userId: string, ids?: string[]): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}

/** The user's notification changes after event `after`, oldest first: what a stream still owes. */
export function eventsAfter(db: Db, userId: string, after: number, limit = 200) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.eventSeq, after)))
    .orderBy(asc(notifications.eventSeq))
    .limit(limit);
}

export async function lastEvent(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${notifications.eventSeq})` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.last ?? 0);
}

export async function insertAndAnnounce(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(notifications).values(rows).returning();
    await announce(tx, inserted.map((row) => row.userId));
    return inserted;
  });
}

export async function emailEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row?.email ?? true;
}

export async function saveEmailEnabled(db: Db, userId: string, email: boolean): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, email })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { email, updatedAt: new Date() } });
}
