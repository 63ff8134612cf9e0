// The account's audit log (issue 36), behind the bearer token: what happened to the account in the last
// AUDIT_LOG_DAYS days, newest first, at most AUDIT_LOG_SIZE entries.
//   GET /account/audit-log   { entries: [AuditEntry] }
import { z } from 'zod';
import { isoTime } from './common';
import { AUDIT_ACTIONS } from './constants/account';
import { route } from './route';

export const auditAction = z.enum(AUDIT_ACTIONS);

export const auditEntry = z.object({
  id: z.uuid(),
  action: auditAction,
  at: isoTime,
  /** Where the request came from; null when no request of the user's caused it (a Paddle webhook). */
  ip: z.string().nullable(),
  /** 'Chrome on macOS'; null without a user agent. */
  device: z.string().nullable(),
  /** What it was about: { kind, name } of a channel, { walletAddress }, { from, to } of a plan. */
  details: z.record(z.string(), z.string()),
});
export type AuditEntry = z.output<typeof auditEntry>;

export const auditEntries = z.object({ entries: z.array(auditEntry) });
export type AuditEntries = z.output<typeof auditEntries>;

export const auditRoutes = {
  'GET /account/audit-log': route({
    method: 'GET',
    path: '/account/audit-log',
    access: 'user',
    responses: { 200: auditEntries },
    errors: [],
  }),
} as const;
