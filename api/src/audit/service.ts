// The account's audit log (issue 36): what happened to each account, kept AUDIT_LOG_DAYS days, listed for
// its owner; a security-relevant event also emails the account's address. Recording never fails the
// user's action (an error is logged), and uses its own connection, never the caller's transaction. The
// emails are an outbox (DESIGN.md §8): the event's row says one is due, a process leases it, sends outside
// any transaction, then marks it sent; one whose sender died goes again after the lease (at least once).
import { AUDIT_LOG_DAYS, AUDIT_LOG_SIZE, auditAction, type AuditAction, type AuditEntry } from '@whalewatch/contracts';
import type { Db } from '../db';
import type { Mailer } from '../email';
import { deviceOf } from './device';
import { isSecurityRelevant, securityEmail } from './emails';
import * as repo from './repo';

const DAY_MS = 24 * 60 * 60_000;
export const KEEP_EVENTS_MS = AUDIT_LOG_DAYS * DAY_MS;
/** A security email still unsent after this long is given up: that late, it would alarm more than inform. */
export const GIVE_UP_EMAIL_MS = DAY_MS;
/** A claimed email not marked sent by then is claimed again (its sender died). */
export const EMAIL_LEASE_MS = 2 * 60_000;
/** A send the mail server refused is tried again after this long. */
export const EMAIL_RETRY_MS = 30_000;
/** How often each process looks for emails due (retries, or queued by a process that stopped) … */
const SEND_INTERVAL_MS = 30_000;
/** … and deletes what is past keeping. */
const PRUNE_INTERVAL_MS = 60 * 60_000;
const EMAILS_PER_SEND = 100;
/** A user agent is kept up to this long (a header can be kilobytes). */
const USER_AGENT_CHARS = 512;

/** What of a request is recorded: where it came from and the browser that sent it (a FastifyRequest is one). */
export type AuditRequest = { ip: string; headers: { 'user-agent'?: string } };

export type AuditEvent = {
  userId: string;
  action: AuditAction;
  /** The user's request that did it; none for what reached the api otherwise (a Paddle webhook). */
  request?: AuditRequest;
  /** What it was about, in a few words: `{ kind, name }` of a channel, `{ from, to }` of a plan. */
  details?: Record<string, string>;
  /** Where a security email goes when the account's own address is gone (its deletion); else the account's. */
  emailTo?: string;
};

export type AuditLog = {
  /**
   * Stores the event and, when it is security-relevant and the account has an address, queues its email.
   * Call it once the action is done (its transaction committed): it never throws, an error is logged.
   */
  record(event: AuditEvent): Promise<void>;
  /** The user's events of the last AUDIT_LOG_DAYS days, newest first, at most AUDIT_LOG_SIZE. */
  entries(userId: string): Promise<AuditEntry[]>;
  /** Sends the security emails due; resolves to how many went. */
  sendDueEmails(): Promise<number>;
  /** Deletes the events past keeping. */
  prune(): Promise<void>;
  /** The periodic sends and prunes of this process. */
  start(): void;
  stop(): Promise<void>;
  /** Resolves once the sends started by `record` are done. */
  idle(): Promise<void>;
};

type Log = { error(object: object, message: string): void };

export function createAuditLog({
  db,
  mailer,
  log,
  now = () => new Date(),
  sends = true,
}: {
  db: Db;
  mailer: Mailer;
  log: Log;
  now?: () => Date;
  /** Whether this process sends the emails it queues at once (false: a workers process sends them). */
  sends?: boolean;
}): AuditLog {
  async function sendDueEmails(): Promise<number> {
    const at = now();
    const leaseUntil = new Date(at.getTime() + EMAIL_LEASE_MS);
    const notBefore = new Date(at.getTime() - GIVE_UP_EMAIL_MS);
    const claimed = await repo.claimDueEmails(db, { at, notBefore, leaseUntil, limit: EMAILS_PER_SEND });
    let sent = 0;
    for (const row of claimed) {
      const action = auditAction.safeParse(row.action);
      const email = action.success && row.emailTo ? securityEmail(row.emailTo, { ...row, action: action.data }) : null;
      if (email) {
        try {
          await mailer.send(email);
        } catch (error) {
          log.error({ err: error, auditEventId: row.id }, 'security email failed: tried again shortly');
          await repo.retryEmailAt(db, row.id, new Date(now().getTime() + EMAIL_RETRY_MS));
          continue;
        }
        sent += 1;
      }
      await repo.markEmailed(db, row.id, leaseUntil);
    }
    return sent;
  }

  // One send at a time; a kick during it runs one more after it (what it queued may have come too late).
  let sending: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const kick = () => {
    if (stopped) return;
    if (sending) {
      again = true;
      return;
    }
    again = false;
    sending = sendDueEmails()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'security emails: sending failed'),
      )
      .finally(() => {
        sending = null;
        if (again) kick();
      });
  };
  const idle = async () => {
    while (sending) await sending;
  };

  const prune = async () => {
    const at = now().getTime();
    await repo.prune(db, { keepSince: new Date(at - KEEP_EVENTS_MS), sendSince: new Date(at - GIVE_UP_EMAIL_MS) });
  };

  const timers: NodeJS.Timeout[] = [];

  return {
    async record({ userId, action, request, details = {}, emailTo: given }) {
      let queued = false;
      try {
        const emailTo = isSecurityRelevant(action) ? (given ?? (await repo.accountEmail(db, userId))) : null;
        const userAgent = request?.headers['user-agent']?.slice(0, USER_AGENT_CHARS) || null;
        await repo.insertEvent(db, { userId, action, ip: request?.ip ?? null, userAgent, details, createdAt: now(), emailTo });
        queued = emailTo !== null;
      } catch (error) {
        log.error({ err: error, userId, action }, 'audit event not recorded');
      }
      if (queued && sends) kick();
    },

    async entries(userId) {
      const rows = await repo.eventsOf(db, userId, new Date(now().getTime() - KEEP_EVENTS_MS), AUDIT_LOG_SIZE);
      // An action this api does not know (stored by a newer one during a rolling deploy) is left out.
      return rows.flatMap((row) => {
        const action = auditAction.safeParse(row.action);
        if (!action.success) return [];
        return [
          {
            id: row.id,
            action: action.data,
            at: row.createdAt.toISOString(),
            ip: row.ip,
            device: deviceOf(row.userAgent),
            details: row.details,
          },
        ];
      });
    },

    sendDueEmails,
    prune,

    start() {
      if (timers.length > 0) return;
      stopped = false;
      timers.push(
        setInterval(kick, SEND_INTERVAL_MS),
        setInterval(() => void prune().catch((error: unknown) => log.error({ err: error }, 'audit log prune failed')), PRUNE_INTERVAL_MS),
      );
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await idle();
    },
    idle,
  };
}
