// The account's audit log (api/src/audit): one row per thing that happened to an account, kept 90 days.
// A security-relevant event also carries the email it queued (drizzle/0022_audit_log.sql).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** One of the contract's AUDIT_ACTIONS. */
    action: text('action').notNull(),
    /** Where the request came from; null for what no request of the user's caused (a Paddle webhook). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account's address when the event was stored, while its security email waits to be sent. */
    emailTo: text('email_to'),
    /** When the security email is due; moved on while a process sends it (its lease); null once sent, or none. */
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
  },
  (table) => [
    index('audit_events_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('audit_events_created_idx').on(table.createdAt),
    index('audit_events_email_due_idx')
      .on(table.emailDueAt)
      .where(sql`${table.emailDueAt} is not null`),
  ],
);
