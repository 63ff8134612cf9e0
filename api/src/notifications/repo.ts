// Stored notifications, their read state and each user's email preference.
import {
  EMAIL_POLICIES,
  LABEL_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type AddressLabel,
  type AlertMove,
  type EmailPolicy,
  type WalletNotification,
} from '@whalewatch/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { chainRefOf } from '../chain';
import { chainInfo } from '../config';
import type { Db } from '../db';
import { notificationPreferences, notifications, type StoredMove } from '../db';
import { describeLegacy, legacyMove } from './describe';

/** NOTIFY channel: the payload is the user id whose notifications changed; every api process listens. */
export const NOTIFICATIONS_CHANNEL = 'wallet_notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A stored kind or status: only ever one of the contract's (anything else is a bug, answered 500). */
function known<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`a notification's stored ${what} '${value}' is none the contract knows`);
  return found;
}

/** A stored label of a kind the contract does not know (none is written) is left out: the address shows instead. */
function knownLabel(label: StoredMove['counterpartyLabel']): AddressLabel | null {
  const kind = label && LABEL_KINDS.find((candidate) => candidate === label.kind);
  return label && kind ? { name: label.name, kind } : null;
}

const toAlertMove = (move: StoredMove): AlertMove => ({ ...move, counterpartyLabel: knownLabel(move.counterpartyLabel) });

/** What GET /notifications and the stream send (the contract's WalletNotification). */
export function toWalletNotification(row: NotificationRow): WalletNotification {
  return {
    id: row.id,
    kind: known(NOTIFICATION_KINDS, row.kind, 'kind'),
    wallet: { address: row.walletAddress, nickname: row.walletNickname },
    message: row.message ?? describeLegacy(row),
    lines: row.lines ?? [],
    // Stored before alerts were grouped: its one move.
    moves: (row.moves ?? [legacyMove(row)].filter((move) => move !== null)).map(toAlertMove),
    valueUsd: row.valueUsd,
    venue: row.venue,
    chain: row.chainId === null ? null : chainRefOf(chainInfo(row.chainId)),
    txHash: row.txHash,
    blockNumber: row.blockNumber,
    status: known(NOTIFICATION_STATUSES, row.status, 'status'),
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    blockTime: iso(row.blockTime),
    seenAt: iso(row.seenAt),
    deliveredAt: iso(row.deliveredAt),
  };
}

/** The user's alerts about one transaction (the /tx/:hash page; on one chain where given), oldest first. */
export function aboutTransaction(db: Db, userId: string, txHash: string, chainId?: number) {
  const onChain = chainId === undefined ? undefined : eq(notifications.chainId, chainId);
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.txHash, txHash), onChain))
    .orderBy(asc(notifications.createdAt), asc(notifications.walletAddress));
}

/** Records when these notifications first reached the user's open tab (the latency receipt). */
export async function markDelivered(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ deliveredAt: at })
    .where(and(inArray(notifications.id, ids), isNull(notifications.deliveredAt)));
}

/**
 * The most a NOTIFY payload carries here: PostgreSQL refuses one of 8,000 bytes or more. About 200 user
 * ids (36 characters and a comma each).
 */
export const MOST_PAYLOAD_BYTES = 7_900;

/** User ids as few comma-separated payloads as fit (ids are ASCII: a character is a byte). */
export function announcementPayloads(userIds: Iterable<string>): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const userId of new Set(userIds)) {
    if (current && current.length + 1 + userId.length > MOST_PAYLOAD_BYTES) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${userId}` : userId;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** The user ids of an announcement's payload. */
export const announcedUsers = (payload: string): string[] => payload.split(',').filter(Boolean);

/**
 * Tells every process's streams that these users have news; delivered when the transaction commits. One
 * NOTIFY per ~200 users, not one per user: each NOTIFY is queued and takes a global lock at commit, so a
 * block that reaches thousands of users costs a handful.
 */
export async function announce(db: Db, userIds: Iterable<string>): Promise<void> {
  for (const payload of announcementPayloads(userIds)) await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${payload})`);
}

export function latest(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.eventSeq))
    .limit(limit);
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
    await announce(
      tx,
      inserted.map((row) => row.userId),
    );
    return inserted;
  });
}

export { EMAIL_POLICIES, type EmailPolicy };

const asPolicy = (value: string | undefined): EmailPolicy => EMAIL_POLICIES.find((policy) => policy === value) ?? 'instant';

/** How the user's alerts are emailed; instant until they choose. */
export async function emailPolicy(db: Db, userId: string): Promise<EmailPolicy> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return asPolicy(row?.emailPolicy);
}

export async function saveEmailPolicy(db: Db, userId: string, policy: EmailPolicy): Promise<void> {
  const values = { emailPolicy: policy, email: policy !== 'off', updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}
