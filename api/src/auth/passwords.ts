// Password hashing with scrypt (memory-hard, built into Node): "scrypt$N$r$p$salt$hash", base64url parts.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = { N: 2 ** 15, r: 8, p: 1 }; // 32 MiB per hash
const KEY_LENGTH = 64;
// Node refuses N·r·128 bytes at or above maxmem; leave room for the hash itself.
const MAX_MEMORY = 128 * COST.N * COST.r * 2;

function scrypt(password: string, salt: Uint8Array<ArrayBuffer>, options: ScryptOptions): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(new Uint8Array(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = new Uint8Array(randomBytes(16));
  const key = await scrypt(password, salt, COST);
  const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
  return ['scrypt', COST.N, COST.r, COST.p, encode(salt), encode(key)].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = new Uint8Array(Buffer.from(hash, 'base64url'));
  const key = await scrypt(password, new Uint8Array(Buffer.from(salt, 'base64url')), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Compared against when the email is unknown, so a wrong email costs as long as a wrong password. */
export const UNKNOWN_USER_HASH = hashPassword('no account has this password');
