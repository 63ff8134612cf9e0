// The account's own security routes beside GoTrue's: where it is signed in (each session, with a
// sign-out of its own) and the one-time recovery codes that stand in for a lost second factor.
import { z } from 'zod';
import { gotrueSession } from './auth';
import { isoTime } from './common';
import { RECOVERY_CODE_COUNT } from './constants/account';
import { route } from './route';

/** One session of the account, as "Where you're signed in" lists it. */
export const signedInSession = z.object({
  id: z.string(),
  /** The session the list was asked for with. */
  current: z.boolean(),
  /** "Chrome on macOS", from the user agent it began with; null when there was none. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: isoTime,
  /** Its last sign-in or token refresh. */
  lastActiveAt: isoTime,
  aal: z.enum(['aal1', 'aal2']),
});
export type SignedInSession = z.output<typeof signedInSession>;

export const recoveryCodesStatus = z.object({ remaining: z.number().int().min(0), createdAt: isoTime.nullable() });
export type RecoveryCodesStatus = z.output<typeof recoveryCodesStatus>;

export const accountRoutes = {
  /**
   * Deletes the account and everything it owns (tracked wallets, channels, stealth list, notifications,
   * factors, activity); its sessions end at once. Refused while a subscription would renew.
   */
  'DELETE /account': route({
    method: 'DELETE',
    path: '/account',
    access: 'user',
    responses: { 204: z.null() },
    errors: ['insufficient_aal', 'subscription_renews', 'account_deletion_unavailable', 'account_deletion_failed'],
  }),
  'GET /account/sessions': route({
    method: 'GET',
    path: '/account/sessions',
    access: 'user',
    responses: { 200: z.object({ sessions: z.array(signedInSession) }) },
    errors: [],
  }),
  /** Signs that session out at once: its refresh token stops working and its live streams close. */
  'DELETE /account/sessions/:sessionId': route({
    method: 'DELETE',
    path: '/account/sessions/:sessionId',
    access: 'user',
    params: z.object({ sessionId: z.string() }),
    responses: { 204: z.null() },
    errors: [],
  }),
  'GET /account/recovery-codes': route({
    method: 'GET',
    path: '/account/recovery-codes',
    access: 'user',
    responses: { 200: recoveryCodesStatus },
    errors: [],
  }),
  /** A new set, shown once; the previous set stops working. */
  'POST /account/recovery-codes': route({
    method: 'POST',
    path: '/account/recovery-codes',
    access: 'user',
    responses: { 201: z.object({ codes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }) },
    errors: ['insufficient_aal', 'no_verified_factor'],
  }),
  /** Spends one code in place of the second factor: the session is raised to aal2 and answered anew. */
  'POST /account/recovery-codes/redeem': route({
    method: 'POST',
    path: '/account/recovery-codes/redeem',
    access: 'user',
    body: z.object({ code: z.string().trim().min(1).max(64) }),
    responses: { 200: gotrueSession },
    errors: ['invalid_recovery_code', 'no_verified_factor'],
  }),
} as const;
