// Two-factor (issue 36): a session's authenticator assurance level, read from a session supabase-js holds
// exactly as its mfa.getAuthenticatorAssuranceLevel() reads it — the access token's `aal` claim, and
// aal2 next when the user has a verified factor — without loading supabase-js (the stored session is
// enough at start-up, and supabase-js must not be called from inside its own auth events).
import { tokenClaims } from './tokenClaims';

export type AssuranceLevel = 'aal1' | 'aal2';

export interface Assurance {
  /** What the session's token proves: a password (or wallet) alone, or a second factor too. */
  current: AssuranceLevel;
  /** What the account can reach: aal2 once it has a verified factor. */
  next: AssuranceLevel;
}

/** The parts of a supabase-js session (or its stored copy) the level is read from. */
export interface AssuranceSource {
  access_token: string;
  user?: { factors?: readonly { status: string }[] | null } | null;
}

export function assuranceOf({ access_token: token, user }: AssuranceSource): Assurance {
  // A token without the claim (an older issuer) proves one factor.
  const current: AssuranceLevel = tokenClaims(token)?.aal === 'aal2' ? 'aal2' : 'aal1';
  const verified = (user?.factors ?? []).some((factor) => factor.status === 'verified');
  return { current, next: verified ? 'aal2' : current };
}

/** Whether the session must still prove its second factor before the app shows anything. */
export const secondFactorMissing = (assurance: Assurance | null): boolean =>
  assurance !== null && assurance.current === 'aal1' && assurance.next === 'aal2';
