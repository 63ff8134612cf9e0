// What the auth routes answer, in one place for the routes and their tests. None of them says whether
// an email has an account (no user enumeration).
export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const INVALID_CODE = 'Invalid or expired verification code';
export const TOO_MANY_CODE_ATTEMPTS = 'Too many attempts. Please request a new code.';
export const USER_ALREADY_REGISTERED = 'User already registered';
export const EMAIL_NOT_SENT = 'The email could not be sent. Please try again later.';
export const INVALID_EMAIL_LINK = 'Email link is invalid or has expired';
/** GoTrue's answer to a wrong, used or expired emailed code. */
export const OTP_INVALID = 'Token has expired or is invalid';
export const SAME_PASSWORD = 'New password should be different from the old password.';
export const USER_NOT_FOUND = 'User from sub claim in JWT does not exist';
export const REFRESH_TOKEN_NOT_FOUND = 'Invalid Refresh Token: Refresh Token Not Found';
export const REFRESH_TOKEN_REUSED = 'Invalid Refresh Token: Already Used';
export const SESSION_NOT_FOUND = 'Session from session_id claim in JWT does not exist';
export const MISSING_TOKEN = 'This endpoint requires a valid Bearer token';
export const INVALID_TOKEN = 'Invalid or expired access token';
export const INVALID_API_KEY = 'Invalid API key';
export const CODE_SENT = 'Verification code sent';

/** A client past its failed sign-ins, told when to try again (rounded up to whole minutes). */
export function tooManyFailedSignIns(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
