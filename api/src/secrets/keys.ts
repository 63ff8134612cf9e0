// A secrets-at-rest key (SECRETS_KEY, SECRETS_PREVIOUS_KEYS, or the one kept in the database when none is
// configured): 32 random bytes, base64url. What seals and what digests are derived from it with HKDF, each
// for its own purpose, so the configured key itself is used for nothing directly; its id, derived the
// same way, names it in every ciphertext without saying anything about it.
import { createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';

/** How SECRETS_KEY is written: 32 bytes in base64url, unpadded. */
export const SECRETS_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type SecretsKey = {
  /** Names the key in each value it sealed (8 base64url characters); never the key. */
  id: string;
  /** AES-256-GCM. */
  cipherKey: KeyObject;
  /** HMAC-SHA-256 of values looked up by equality (a channel's target). */
  digestKey: KeyObject;
};

const derive = (raw: Uint8Array, purpose: string, length: number) =>
  new Uint8Array(hkdfSync('sha256', raw, new Uint8Array(0), `whalewatch secrets at rest: ${purpose}`, length));

export function secretsKey(encoded: string): SecretsKey {
  const raw = new Uint8Array(Buffer.from(encoded, 'base64url'));
  if (!SECRETS_KEY_PATTERN.test(encoded) || raw.length !== 32) throw new Error('a secrets key is 32 bytes in base64url (43 characters)');
  return {
    id: Buffer.from(derive(raw, 'key id', 6)).toString('base64url'),
    cipherKey: createSecretKey(derive(raw, 'aes-256-gcm', 32)),
    digestKey: createSecretKey(derive(raw, 'digest', 32)),
  };
}

/** A new key, as `npm start` writes to DATA_DIR/secrets-key. */
export const newSecretsKey = (): string => randomBytes(32).toString('base64url');
