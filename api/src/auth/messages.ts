// What the auth routes answer where GoTrue words one code several ways (the contract's texts are null
// for these: @whalewatch/contracts AUTH_ERRORS), in one place for the routes and their tests. None of
// them says whether an email has an account (no user enumeration). The codes with one text take it from
// the contract (`failure(code)`).
export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const INVALID_CODE = 'Invalid or expired verification code';
export const TOO_MANY_CODE_ATTEMPTS = 'Too many attempts. Please request a new code.';
export const INVALID_EMAIL_LINK = 'Email link is invalid or has expired';
/** GoTrue's answer to a wrong, used or expired emailed code. */
export const OTP_INVALID = 'Token has expired or is invalid';

/** A client past its failed sign-ins, told when to try again (rounded up to whole minutes). */
export function tooManyFailedSignIns(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
