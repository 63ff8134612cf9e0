// The account's security constants (issue 36): recovery codes and the audit log, as the api keeps them
// and Account settings shows them.

/** How many recovery codes the account has: 10 are made at a time, each used once. */
export const RECOVERY_CODE_COUNT = 10;

export const AUDIT_LOG_DAYS = 90;
export const AUDIT_LOG_SIZE = 200;

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'session_revoked',
  'password_changed',
  'email_changed',
  'factor_enrolled',
  'factor_removed',
  'recovery_codes_generated',
  'recovery_code_used',
  'wallet_linked',
  'channel_added',
  'channel_removed',
  'webhook_secret_rotated',
  'stealth_added',
  'stealth_removed',
  'plan_changed',
  'account_deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the account page shows for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in attempt',
  sign_out: 'Signed out',
  session_revoked: 'Session signed out remotely',
  password_changed: 'Password changed',
  email_changed: 'Email address changed',
  factor_enrolled: 'Two-factor method added',
  factor_removed: 'Two-factor authentication turned off',
  recovery_codes_generated: 'New recovery codes created',
  recovery_code_used: 'Recovery code used to sign in',
  wallet_linked: 'Wallet linked',
  channel_added: 'Alert channel added',
  channel_removed: 'Alert channel removed',
  webhook_secret_rotated: 'Webhook signing secret rotated',
  stealth_added: 'Wallet added to the stealth list',
  stealth_removed: 'Wallet removed from the stealth list',
  plan_changed: 'Plan changed',
  account_deleted: 'Account deleted',
};
