// Notification emails (DESIGN.md §4 "Notifications"): the notifications not yet emailed are an outbox.
// Each flush takes a batch with FOR UPDATE SKIP LOCKED (so two api processes never send the same one),
// sends one email per notification, or one digest to a user who has more than a few waiting, and marks
// them emailed in the same transaction. A user who turned email off has theirs marked without sending.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notificationPreferences, notifications, trackingSettings, users } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { describeNotification, type DescribedNotification } from './describe';

/** More waiting than this for one user at once: one digest instead. */
export const DIGEST_AFTER = 3;
/** Older than this when its turn comes (e.g. the mail server was down for hours): not news any more. */
const STALE_AFTER = '1 hour';
const BATCH = 200;

type OutboxRow = DescribedNotification & { id: string; userId: string; txHash: string | null; email: string | null; wantsEmail: boolean; stale: boolean };

export type EmailOutbox = {
  /** Sends what is waiting; resolves to the number of emails sent. */
  flush(): Promise<number>;
};

export function createEmailOutbox({ db, mailer, explorerUrl, log }: { db: Db; mailer: Mailer; explorerUrl: string; log: { error(object: object, message: string): void } }): EmailOutbox {
  const txLink = (hash: string | null) => (hash ? `\n${explorerUrl}/tx/${hash}` : '');

  async function sendTo(email: string, rows: OutboxRow[]): Promise<void> {
    if (rows.length > DIGEST_AFTER) {
      await mailer.send({
        to: email,
        subject: `Whalewatch: ${rows.length} new wallet notifications`,
        text: rows.map((row) => `- ${describeNotification(row)}${txLink(row.txHash)}`).join('\n'),
      });
      return;
    }
    for (const row of rows) {
      await mailer.send({ to: email, subject: `Whalewatch: ${describeNotification(row)}`, text: `${describeNotification(row)}${txLink(row.txHash)}` });
    }
  }

  return {
    flush: () =>
      db.transaction(async (tx) => {
        const rows: OutboxRow[] = await tx
          .select({
            id: notifications.id,
            userId: notifications.userId,
            kind: notifications.kind,
            walletAddress: notifications.walletAddress,
            walletNickname: notifications.walletNickname,
            direction: notifications.direction,
            amount: notifications.amount,
            symbol: notifications.symbol,
            counterparty: notifications.counterparty,
            txHash: notifications.txHash,
            email: sql<string | null>`coalesce(${trackingSettings.email}, ${users.email})`,
            wantsEmail: sql<boolean>`coalesce(${notificationPreferences.email}, true)`,
            stale: sql<boolean>`${notifications.createdAt} < now() - ${STALE_AFTER}::interval`,
          })
          .from(notifications)
          .leftJoin(trackingSettings, eq(trackingSettings.userId, notifications.userId))
          .leftJoin(users, eq(users.id, notifications.userId))
          .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
          .where(and(isNull(notifications.emailedAt), ne(notifications.status, 'retracted')))
          .orderBy(asc(notifications.eventSeq))
          .limit(BATCH)
          .for('update', { of: notifications, skipLocked: true });
        if (rows.length === 0) return 0;
        const byUser = new Map<string, OutboxRow[]>();
        for (const row of rows) {
          if (!row.wantsEmail || row.stale || !row.email) continue;
          byUser.set(row.email, [...(byUser.get(row.email) ?? []), row]);
        }
        let sent = 0;
        const done: string[] = rows.filter((row) => !byUser.has(row.email ?? '')).map((row) => row.id);
        for (const [email, waiting] of byUser) {
          try {
            await sendTo(email, waiting);
            sent += waiting.length > DIGEST_AFTER ? 1 : waiting.length;
            done.push(...waiting.map((row) => row.id));
          } catch (error) {
            // Left in the outbox: the next flush tries again.
            log.error({ err: error }, 'notification email failed');
          }
        }
        if (done.length > 0) {
          await tx.update(notifications).set({ emailedAt: new Date() }).where(inArray(notifications.id, done));
        }
        return sent;
      }),
  };
}
