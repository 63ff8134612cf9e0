// Proving the second factor (issue 36) for a session at aal1 of an account that has one: a code from the
// authenticator app (GoTrue's challenge and verify, through supabase-js, which stores the aal2 session
// itself), or one of the account's recovery codes (the api answers a new aal2 session, installed here).
import type { Factor } from '@supabase/supabase-js';
import { RECOVERY_CODE_FAILED } from '../api/account';
import { call } from '../api/apiClient';
import { mirrorSession, startSession } from './authSession';
import { getSupabase } from './supabaseClient';

/** An authenticator app's codes are 6 digits. */
export const TOTP_CODE_LENGTH = 6;

/** The account has no verified authenticator app to challenge (it was removed meanwhile). */
export class NoSecondFactorError extends Error {
  constructor() {
    super('This account has no authenticator app to ask for a code');
    this.name = 'NoSecondFactorError';
  }
}

/** GoTrue's refusals of a code itself (not of the request): a wrong code, or one that came too late. */
export function isWrongCode(error: unknown): boolean {
  // Read by its code, not supabase-js's class: this module must not load supabase-js.
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return code === 'mfa_verification_failed' || code === 'mfa_challenge_expired';
}

/** The account's verified authenticator app (TOTP factor), as supabase-js lists it from the user. */
export async function verifiedTotpFactor(): Promise<Factor | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp[0] ?? null;
}

/**
 * Proves `factorId` with a code from the authenticator app (a new factor is verified by it too): the
 * session becomes aal2. Throws GoTrue's error (isWrongCode).
 */
export async function verifyAuthenticatorCode(factorId: string, code: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: code.trim() });
  if (error) throw error;
  // supabase-js announces it too (MFA_CHALLENGE_VERIFIED); the app moves on without waiting for that.
  mirrorSession(data);
}

/** Proves the second factor with a code from the account's authenticator app. Throws GoTrue's error (isWrongCode). */
export async function verifySecondFactor(code: string): Promise<void> {
  const factor = await verifiedTotpFactor();
  if (!factor) throw new NoSecondFactorError();
  await verifyAuthenticatorCode(factor.id, code);
}

/** Spends a recovery code in place of the second factor. Throws ApiError `invalid_recovery_code` for a wrong or used one. */
export async function redeemRecoveryCode(code: string): Promise<void> {
  const session = await call(
    'POST /account/recovery-codes/redeem',
    { body: { code: code.trim() } },
    { fallbackError: RECOVERY_CODE_FAILED },
  );
  await startSession(session, session.user);
}
