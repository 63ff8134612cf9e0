// Supabase Auth's (GoTrue's) own rules and words, for the embedded /auth/v1 routes: its password
// strength check, its email validation, and how it describes a JWT it refuses.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@whalewatch/contracts';
import { errors as joseErrors } from 'jose';
import { z } from 'zod';
import { HttpError } from '../http';

/** GoTrue's WeakPasswordError: 422 `weak_password`, its reasons in the body's `weak_password.reasons`. */
export class WeakPasswordError extends HttpError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(422, message, 'weak_password');
  }
}

/**
 * GoTrue's checkPasswordStrength with this product's policy: a minimum length ("length"). GoTrue's other
 * reasons, "characters" (required character sets) and "pwned" (HaveIBeenPwned), are checks the product
 * does not make. Too long is GoTrue's 400 (its limit is bcrypt's 72; ours is the product's 1024).
 */
export function checkPasswordStrength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new HttpError(400, `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`, 'validation_failed');
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new WeakPasswordError(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length']);
  }
}

const emailFormat = z.email();

/** GoTrue's validateEmail (400 `validation_failed`), trimmed and lower-cased as the product stores addresses. */
export function validateEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email === '') throw new HttpError(400, 'An email address is required', 'validation_failed');
  if (email.length > 320) throw new HttpError(400, 'An email address is too long', 'validation_failed');
  if (!emailFormat.safeParse(email).success) {
    throw new HttpError(400, 'Unable to validate email address: invalid format', 'validation_failed');
  }
  return email;
}

/**
 * GoTrue answers a JWT it cannot use with 403 `bad_jwt` "invalid JWT: unable to parse or verify
 * signature, <golang-jwt's reason>"; these are the reasons golang-jwt gives for what jose reports.
 */
export function badJwtMessage(token: string | null, cause: unknown): string {
  return `invalid JWT: unable to parse or verify signature, ${jwtReason(token, cause)}`;
}

function jwtReason(token: string | null, cause: unknown): string {
  if (token !== null && token.split('.').length !== 3) return 'token is malformed: token contains an invalid number of segments';
  if (cause instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (cause instanceof joseErrors.JWTClaimValidationFailed) {
    if (cause.claim === 'aud') return 'token has invalid claims: token has invalid audience';
    if (cause.claim === 'nbf') return 'token has invalid claims: token is not valid yet';
    if (cause.claim === 'iat') return 'token has invalid claims: token used before issued';
    return `token has invalid claims: ${cause.reason}`;
  }
  if (cause instanceof joseErrors.JWSSignatureVerificationFailed) return 'token signature is invalid: signature is invalid';
  if (cause instanceof joseErrors.JOSEAlgNotAllowed) return 'token signature is invalid: signing method is invalid';
  return 'token is malformed: could not JSON decode claim';
}
