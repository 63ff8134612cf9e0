// The outbox's SQL. A process claims one channel with due deliveries (FOR UPDATE SKIP LOCKED, then a
// lease written and committed), sends outside any transaction, and records each outcome in a short
// transaction of its own. Its lease ends when it is done; a process that died mid-send leaves the lease
// to expire, and whoever claims the channel next sends what was not marked sent: at most the message in
// flight is repeated, with the same webhook-id, and nothing is lost.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { alertChannels, channelAttempts, channelDeliveries, notifications } from '../../db';
import type { Outcome } from '../transports/outcome';

export type ChannelRow = typeof alertChannels.$inferSelect;
export type DeliveryRow = typeof channelDeliveries.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** The delivery log keeps this many attempts per channel. */
export const ATTEMPTS_KEPT = 100;

export type Claim = { channel: ChannelRow; leaseId: string; deliveries: DeliveryRow[] };

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** One active channel of `kinds` whose pace allows a send now and that has deliveries due, leased to the caller. */
export async function claimChannel(
  db: Db,
  at: Date,
  leaseMs: number,
  kinds: string[],
  batchOf: (kind: string) => number,
): Promise<Claim | null> {
  if (kinds.length === 0) return null;
  return db.transaction(async (tx) => {
    const hasDue = sql`exists (select 1 from ${channelDeliveries} where ${channelDeliveries.channelId} = ${alertChannels.id}
      and ${channelDeliveries.state} = 'pending' and ${channelDeliveries.nextAttemptAt} <= ${iso(at)})`;
    const [channel] = await tx
      .select()
      .from(alertChannels)
      .where(
        and(
          eq(alertChannels.state, 'active'),
          inArray(alertChannels.kind, kinds),
          lte(alertChannels.nextSendAt, at),
          or(isNull(alertChannels.leaseUntil), lt(alertChannels.leaseUntil, at)),
          hasDue,
        ),
      )
      .orderBy(asc(alertChannels.nextSendAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!channel) return null;
    const leaseId = randomUUID();
    await tx
      .update(alertChannels)
      .set({ leaseId, leaseUntil: new Date(at.getTime() + leaseMs) })
      .where(eq(alertChannels.id, channel.id));
    const deliveries = await tx
      .select()
      .from(channelDeliveries)
      .where(
        and(eq(channelDeliveries.channelId, channel.id), eq(channelDeliveries.state, 'pending'), lte(channelDeliveries.nextAttemptAt, at)),
      )
      .orderBy(asc(channelDeliveries.createdAt), asc(channelDeliveries.id))
      .limit(batchOf(channel.kind));
    return { channel: { ...channel, leaseId }, leaseId, deliveries };
  });
}

/** Extends the caller's lease on the channel; false when it has lost it (it expired and another process took it). */
export async function renewLease(db: Db, channelId: string, leaseId: string, until: Date): Promise<boolean> {
  const renewed = await db
    .update(alertChannels)
    .set({ leaseUntil: until })
    .where(and(eq(alertChannels.id, channelId), eq(alertChannels.leaseId, leaseId)))
    .returning({ id: alertChannels.id });
  return renewed.length > 0;
}

/** Ends the caller's lease (a lease another process has taken since is left alone). */
export async function releaseChannel(db: Db, channelId: string, leaseId: string): Promise<void> {
  await db
    .update(alertChannels)
    .set({ leaseId: null, leaseUntil: null })
    .where(and(eq(alertChannels.id, channelId), eq(alertChannels.leaseId, leaseId)));
}

export function notificationsByIds(db: Db, ids: string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(notifications).where(inArray(notifications.id, ids));
}

/** Deliveries that will never be sent (a retracted alert, a plan without channels). */
export async function skipDeliveries(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(channelDeliveries).set({ state: 'skipped' }).where(inArray(channelDeliveries.id, ids));
}

/** The channel may send again at `at` (a budget shared with other channels was spent). */
export async function postponeChannel(db: Db, channelId: string, at: Date): Promise<void> {
  await db.update(alertChannels).set({ nextSendAt: at }).where(eq(alertChannels.id, channelId));
}

export type Recorded = {
  channel: ChannelRow;
  /** The deliveries the message carried. */
  deliveryIds: string[];
  alertId: string;
  outcome: Outcome;
  at: Date;
  /** Delivered: sent; otherwise when each is tried again, and whether they are given up. */
  retryAt: Date;
  giveUpStartedBefore: Date;
  /** The channel's next send; null leaves it as it is. */
  nextSendAt: Date;
  /** The channel is failing from `at` (unless it was already). */
  failing: boolean;
  /** Set: the channel is disabled with this reason and its owner emailed. */
  disableReason: string | null;
};

/** One attempt's result, in one transaction: the deliveries, the channel, the delivery log. */
export async function recordAttempt(db: Db, record: Recorded): Promise<void> {
  const { channel, deliveryIds, outcome, at } = record;
  await db.transaction(async (tx) => {
    if (outcome.kind === 'delivered') {
      await tx
        .update(channelDeliveries)
        .set({
          state: 'sent',
          sentAt: at,
          attempts: sql`${channelDeliveries.attempts} + 1`,
          firstAttemptAt: sql`coalesce(${channelDeliveries.firstAttemptAt}, ${iso(at)})`,
          messageSize: deliveryIds.length,
        })
        .where(inArray(channelDeliveries.id, deliveryIds));
    } else {
      await tx
        .update(channelDeliveries)
        .set({
          attempts: sql`${channelDeliveries.attempts} + 1`,
          firstAttemptAt: sql`coalesce(${channelDeliveries.firstAttemptAt}, ${iso(at)})`,
          nextAttemptAt: record.retryAt,
          // Tried for 24 h: given up (its channel, failing that long, is disabled too).
          state: sql`case when coalesce(${channelDeliveries.firstAttemptAt}, ${iso(at)}) <= ${iso(record.giveUpStartedBefore)} then 'failed' else 'pending' end`,
        })
        .where(inArray(channelDeliveries.id, deliveryIds));
    }
    await tx
      .update(alertChannels)
      .set({
        nextSendAt: record.nextSendAt,
        ...(outcome.kind === 'delivered' ? { failingSince: null, lastSuccessAt: at } : {}),
        ...(record.failing ? { failingSince: sql`coalesce(${alertChannels.failingSince}, ${iso(at)})` } : {}),
        ...(record.disableReason ? { state: 'disabled', disabledReason: record.disableReason, disabledAt: at, noticeDueAt: at } : {}),
      })
      .where(eq(alertChannels.id, channel.id));
    await tx.insert(channelAttempts).values({
      channelId: channel.id,
      at,
      alertId: record.alertId,
      alerts: deliveryIds.length,
      outcome: outcome.kind,
      status: outcome.status,
      latencyMs: outcome.latencyMs,
      excerpt: outcome.excerpt.slice(0, 1024),
    });
    await tx.execute(sql`delete from ${channelAttempts} where ${channelAttempts.id} in (
      select ${channelAttempts.id} from ${channelAttempts} where ${channelAttempts.channelId} = ${channel.id}
      order by ${channelAttempts.at} desc, ${channelAttempts.id} desc offset ${ATTEMPTS_KEPT})`);
  });
}

/** The delivery log of a channel, newest first. */
export function attemptsOf(db: Db, channelId: string) {
  return db
    .select()
    .from(channelAttempts)
    .where(eq(channelAttempts.channelId, channelId))
    .orderBy(desc(channelAttempts.at), desc(channelAttempts.id))
    .limit(ATTEMPTS_KEPT);
}
