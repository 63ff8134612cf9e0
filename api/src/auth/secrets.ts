// Random tokens and codes, and the hashes they are stored as (the database never holds a usable one).
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

export const CODE_LENGTH = 6;

/** A 6-digit email verification code, leading zeros included. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** An unguessable URL-safe token (refresh tokens, recovery links). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Codes have only a million values, so they are keyed with the server secret rather than plainly hashed. */
export function hashCode(code: string, email: string, secret: string): string {
  return createHmac('sha256', secret).update(`${email}:${code}`).digest('hex');
}

/**
 * A refresh token's successor: keyed with the server secret, so the database keeps only hashes and can
 * still hand the active token back to a client presenting its parent (as Supabase Auth does), while
 * nobody holding an old token can work out its successors.
 */
export function refreshTokenChild(secret: string, parent: string, index: number): string {
  return createHmac('sha256', secret).update(`refresh-token-child\0${index}\0${parent}`).digest('base64url');
}
