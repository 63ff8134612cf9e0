// Alert emails (DESIGN.md §4 "Notifications"): the notifications not yet emailed are an outbox, sent by
// each user's email policy so that email never floods and nothing is lost:
// - instant (the default): an alert goes at once, but at most one email per wallet every 5 minutes;
//   what arrives meanwhile waits and goes together in that wallet's next email;
// - hourly / daily: one digest of everything waiting, at most once an hour / a day;
// - off: nothing is sent (what waits is marked done).
// No mail is sent inside a database transaction (DESIGN.md §8): a flush claims the rows it will send
// (a lease, so two api processes never send the same ones), commits, sends, then marks them sent.
// A process that dies between sending and marking leaves the lease to expire: that one email is sent
// again (at least once, as SMTP allows); an alert is never dropped.
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { alertEmailSends, notificationPreferences, notifications, trackingSettings, users } from '../db';
import type { Mailer } from '../email';
import { walletName } from '@whalewatch/shared/format';
import { describeLegacy } from './describe';
import type { EmailPolicy } from './repo';
import { chainInfo } from '../config';

/** Instant emails: at most one per wallet in this long (ALERT_EMAIL_GAP_MS). */
export const INSTANT_EMAIL_GAP_MS = 5 * 60_000;
export const DIGEST_PERIOD_MS: Record<'hourly' | 'daily', number> = { hourly: 60 * 60_000, daily: 24 * 60 * 60_000 };
/** A claimed email not marked sent by then is claimed again (its sender died). */
export const EMAIL_LEASE_MS = 2 * 60_000;
/** A send the mail server refused is tried again after this long, not at every flush. */
export const EMAIL_RETRY_MS = 30_000;
/** The most alerts one email carries; more wait for the next (they are never dropped). */
const MOST_PER_EMAIL = 200;
/** The most emails one flush sends; the rest go at the next flush. */
const MOST_EMAILS_PER_FLUSH = 100;
/** Where hourly and daily digests record their last send. */
const DIGEST_KEY = 'digest';

type OutboxRow = {
  id: string;
  userId: string;
  walletAddress: string;
  walletNickname: string;
  message: string;
  lines: string[];
  /** The chain it happened on; null for a test. */
  chainId: number | null;
  txHash: string | null;
  createdAt: Date;
};

/** One email's worth: a user's alerts due together, and where the send is recorded. */
type Due = { userId: string; email: string; sendKey: string; rows: OutboxRow[]; digest: 'hourly' | 'daily' | null };

export type EmailOutbox = {
  /** Sends what is due; resolves to the number of emails sent. */
  flush(): Promise<number>;
  /**
   * Starts a flush, or one more after the running one, and returns at once: the monitor's loop never
   * waits on a slow mail server. A failure is logged; what it could not send stays in the outbox.
   */
  kick(): void;
};

type Links = { siteUrl: string; explorerUrl: string };

/**
 * The alert's lines, then its page in the product (and on the explorer, where there is one): off Ethereum,
 * the chain's page (`/tx/base/0x…`) and its own explorer; on Ethereum, as links always were.
 */
function alertText(row: OutboxRow, { siteUrl, explorerUrl }: Links): string {
  const parts = [row.message, ...row.lines.map((line) => `  ${line}`)];
  if (row.txHash) {
    const chain = row.chainId === null ? null : chainInfo(row.chainId);
    const offEthereum = chain !== null && chain.slug !== 'ethereum';
    parts.push(offEthereum ? `${siteUrl}/tx/${chain.slug}/${row.txHash}` : `${siteUrl}/tx/${row.txHash}`);
    const explorer = offEthereum ? chain.explorerUrl : explorerUrl;
    if (explorer) parts.push(`${explorer}/tx/${row.txHash}`);
  }
  return parts.join('\n');
}

function composeEmail(due: Due, links: Links) {
  const [first] = due.rows;
  if (due.rows.length === 1) return { to: due.email, subject: `Whalewatch: ${first.message}`, text: alertText(first, links) };
  const about = due.digest
    ? `in your ${due.digest} digest`
    : `from ${walletName({ address: first.walletAddress, nickname: first.walletNickname })}`;
  return {
    to: due.email,
    subject: `Whalewatch: ${due.rows.length} new alerts ${about}`,
    text: due.rows.map((row) => `- ${alertText(row, links).replaceAll('\n', '\n  ')}`).join('\n\n'),
  };
}

export function createEmailOutbox({
  db,
  mailer,
  siteUrl,
  explorerUrl,
  instantGapMs = INSTANT_EMAIL_GAP_MS,
  log,
  now = () => new Date(),
}: {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  explorerUrl: string;
  instantGapMs?: number;
  log: { error(object: object, message: string): void };
  /** The clock (tests move it). */
  now?: () => Date;
}): EmailOutbox {
  const links = { siteUrl, explorerUrl };

  /** Not emailed yet, not retracted, and not leased by a sender that is still within its lease. */
  const waitingAt = (at: Date) =>
    and(
      isNull(notifications.emailedAt),
      ne(notifications.status, 'retracted'),
      or(isNull(notifications.emailLeaseUntil), lt(notifications.emailLeaseUntil, at)),
    );
  const policyOf = sql<EmailPolicy>`coalesce(${notificationPreferences.emailPolicy}, 'instant')`;
  /** Where a row's emails are paced: its wallet, or the user's digest. */
  // The key is a literal, not a parameter: GROUP BY must repeat the selected expression exactly.
  const sendKeyOf = sql<string>`case when ${policyOf} in ('hourly', 'daily') then ${sql.raw(`'${DIGEST_KEY}'`)} else ${notifications.walletAddress} end`;

  /** What waits, one row per email it could become (user and wallet, or user's digest): small, whatever the backlog. */
  function waitingGroups(at: Date) {
    return db
      .select({
        userId: notifications.userId,
        sendKey: sendKeyOf,
        policy: policyOf,
        email: sql<string | null>`coalesce(${trackingSettings.email}, ${users.email})`,
        oldest: sql<string>`min(${notifications.createdAt})`,
      })
      .from(notifications)
      .leftJoin(trackingSettings, eq(trackingSettings.userId, notifications.userId))
      .leftJoin(users, eq(users.id, notifications.userId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
      .where(waitingAt(at))
      .groupBy(notifications.userId, sendKeyOf, policyOf, trackingSettings.email, users.email);
  }

  /** The rows one email carries, oldest first. */
  async function rowsOf(group: Pick<Due, 'userId' | 'sendKey' | 'digest'>, at: Date): Promise<OutboxRow[]> {
    const rows = await db
      .select({
        id: notifications.id,
        userId: notifications.userId,
        walletAddress: notifications.walletAddress,
        walletNickname: notifications.walletNickname,
        message: sql<string>`coalesce(${notifications.message}, '')`,
        lines: sql<string[]>`coalesce(${notifications.lines}, '[]'::jsonb)`,
        kind: notifications.kind,
        direction: notifications.direction,
        amount: notifications.amount,
        symbol: notifications.symbol,
        counterparty: notifications.counterparty,
        chainId: notifications.chainId,
        txHash: notifications.txHash,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(
        and(
          waitingAt(at),
          eq(notifications.userId, group.userId),
          group.digest ? undefined : eq(notifications.walletAddress, group.sendKey),
        ),
      )
      .orderBy(asc(notifications.eventSeq))
      .limit(MOST_PER_EMAIL);
    return rows.map(({ kind, direction, amount, symbol, counterparty, ...row }) => ({
      ...row,
      // Stored before alerts were worded in the api: worded now.
      message:
        row.message ||
        describeLegacy({
          kind,
          direction,
          amount,
          symbol,
          counterparty,
          walletAddress: row.walletAddress,
          walletNickname: row.walletNickname,
        }),
    }));
  }

  async function lastSends(userIds: string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db.select().from(alertEmailSends).where(inArray(alertEmailSends.userId, userIds));
    return new Map(rows.map((row) => [`${row.userId}:${row.walletAddress}`, row.lastSentAt.getTime()]));
  }

  type Group = Awaited<ReturnType<typeof waitingGroups>>[number];

  /** The emails due now, by each user's policy; and the users who want none. */
  function plan(groups: Group[], sends: Map<string, number>, at: number): { due: Omit<Due, 'rows'>[]; unwanted: string[] } {
    const unwanted = new Set<string>();
    const due: Omit<Due, 'rows'>[] = [];
    for (const group of groups) {
      if (group.policy === 'off' || !group.email) {
        unwanted.add(group.userId);
        continue;
      }
      const digest = group.policy === 'hourly' || group.policy === 'daily' ? group.policy : null;
      const last = sends.get(`${group.userId}:${group.sendKey}`);
      // The first digest waits a whole period from the oldest alert in it.
      const isDue = digest
        ? at - (last ?? new Date(group.oldest).getTime()) >= DIGEST_PERIOD_MS[digest]
        : last === undefined || at - last >= instantGapMs;
      if (isDue) due.push({ userId: group.userId, email: group.email, sendKey: group.sendKey, digest });
    }
    return { due, unwanted: [...unwanted] };
  }

  /** Leases the rows to this process; the ones another process claimed first drop out. */
  async function claim(due: Due, at: Date): Promise<Due | null> {
    const claimed = await db
      .update(notifications)
      .set({ emailLeaseUntil: new Date(at.getTime() + EMAIL_LEASE_MS) })
      .where(
        and(
          inArray(
            notifications.id,
            due.rows.map((row) => row.id),
          ),
          isNull(notifications.emailedAt),
          or(isNull(notifications.emailLeaseUntil), lt(notifications.emailLeaseUntil, at)),
        ),
      )
      .returning({ id: notifications.id });
    const ids = new Set(claimed.map((row) => row.id));
    const rows = due.rows.filter((row) => ids.has(row.id));
    return rows.length > 0 ? { ...due, rows } : null;
  }

  async function markSent(due: Due, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(notifications)
        .set({ emailedAt: at, emailLeaseUntil: null })
        .where(
          inArray(
            notifications.id,
            due.rows.map((row) => row.id),
          ),
        );
      await tx
        .insert(alertEmailSends)
        .values({ userId: due.userId, walletAddress: due.sendKey, lastSentAt: at })
        .onConflictDoUpdate({ target: [alertEmailSends.userId, alertEmailSends.walletAddress], set: { lastSentAt: at } });
    });
  }

  async function send(due: Due): Promise<boolean> {
    const at = now();
    const claimed = await claim(due, at);
    if (!claimed) return false;
    try {
      await mailer.send(composeEmail(claimed, links));
    } catch (error) {
      // Still in the outbox: tried again once the retry delay has passed.
      log.error({ err: error }, 'alert email failed');
      await db
        .update(notifications)
        .set({ emailLeaseUntil: new Date(now().getTime() + EMAIL_RETRY_MS) })
        .where(
          inArray(
            notifications.id,
            claimed.rows.map((row) => row.id),
          ),
        );
      return false;
    }
    await markSent(claimed, now());
    return true;
  }

  async function flush(): Promise<number> {
    const at = now();
    const groups = await waitingGroups(at);
    if (groups.length === 0) return 0;
    const { due, unwanted } = plan(groups, await lastSends([...new Set(groups.map((group) => group.userId))]), at.getTime());
    if (unwanted.length > 0)
      await db
        .update(notifications)
        .set({ emailedAt: at })
        .where(and(waitingAt(at), inArray(notifications.userId, unwanted)));
    let sent = 0;
    for (const email of due.slice(0, MOST_EMAILS_PER_FLUSH)) {
      const rows = await rowsOf(email, at);
      if (rows.length > 0 && (await send({ ...email, rows }))) sent += 1;
    }
    return sent;
  }

  // One flush at a time; a kick during it runs one more after it (what it brought may have come too late).
  let running = false;
  let again = false;
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    void flush()
      .catch((error: unknown) => log.error({ err: error }, 'alert email flush failed'))
      .finally(() => {
        running = false;
        if (again) kick();
      });
  };
  return { flush, kick };
}
