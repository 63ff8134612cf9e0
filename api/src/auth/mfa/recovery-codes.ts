// One-time recovery codes: ten at a time, each 10 characters from an alphabet without look-alikes (about
// 50 bits), shown once as "xxxxx-xxxxx" and kept only as a keyed hash bound to the account.
import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@whalewatch/contracts';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${characters.slice(0, LENGTH / 2)}-${characters.slice(LENGTH / 2)}`;
  });
}

/** What is stored of a code: typed in any case, with or without its dash and spaces, it hashes the same. */
export function recoveryCodeHash(secret: string, userId: string, code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHmac('sha256', secret).update(`mfa-recovery-code\0${userId}\0${normalized}`).digest('hex');
}
