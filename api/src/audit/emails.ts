// The security emails (issue 36): a short notice for each security-relevant action on the account, saying
// when, from which IP address and on which device, and what to do when it was not the owner.
import type { AuditAction } from '@whalewatch/contracts';
import type { Email } from '../email';
import { deviceOf } from './device';

/** The subject of each action's email; the actions not named here are only recorded. */
export const SECURITY_EMAIL_SUBJECTS: Partial<Record<AuditAction, string>> = {
  factor_enrolled: 'A new two-factor method was added to your account',
  factor_removed: 'Two-factor authentication was turned off',
  recovery_codes_generated: 'New recovery codes were created',
  recovery_code_used: 'A recovery code was used to sign in',
  password_changed: 'Your password was changed',
  email_changed: 'Your email address was changed',
  wallet_linked: 'A wallet was linked to your account',
  account_deleted: 'Your Whalewatch account was deleted',
};

export const NOT_YOU = "If this wasn't you, change your password and sign out everywhere from Account settings.";
/** An account that is gone has no settings to go to. */
export const NOT_YOU_DELETED = "If this wasn't you, someone was signed in to your account: reply to this email at once.";

export const isSecurityRelevant = (action: AuditAction): boolean => action in SECURITY_EMAIL_SUBJECTS;

/** '2026-11-30 14:05 UTC'. */
const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function securityEmail(
  to: string,
  event: { action: AuditAction; createdAt: Date; ip: string | null; userAgent: string | null },
): Email | null {
  const subject = SECURITY_EMAIL_SUBJECTS[event.action];
  if (!subject) return null;
  return {
    to,
    subject,
    text: [
      `${subject}.`,
      '',
      `When: ${utc(event.createdAt)}`,
      `IP address: ${event.ip ?? 'unknown'}`,
      `Device: ${deviceOf(event.userAgent) ?? 'unknown'}`,
      '',
      event.action === 'account_deleted' ? NOT_YOU_DELETED : NOT_YOU,
    ].join('\n'),
  };
}
