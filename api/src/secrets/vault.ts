// Sealing and opening the secrets the api keeps in its database for users (webhook signing secrets, the
// Discord/Slack/webhook URLs with their tokens, Telegram chat ids): AES-256-GCM from node:crypto, a fresh
// 96-bit IV per value, as
//
//   enc:v1:<key id>:<iv>:<ciphertext and 16-byte tag>        (the last two base64url)
//
// The caller's context (the row and column, e.g. `alert_channels.secret:<id>`) and the header are the
// additional authenticated data: a ciphertext copied to another row or column does not open. The key id
// says which key sealed a value, so several keys can be held while one is rotated out, and a value whose
// key is missing is named by that id. A value without the `enc:` prefix is one stored before sealing
// existed (plaintext), read as it is until the api re-seals it on start.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { SecretsKey } from './keys';

const PREFIX = 'enc:';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored value that cannot be opened: sealed under a key this api lacks (`keyId`), or altered/moved. */
export class UnreadableSecret extends Error {
  readonly keyId: string | null;
  readonly reason: 'unknown-key' | 'not-authentic' | 'malformed';

  constructor(reason: UnreadableSecret['reason'], keyId: string | null) {
    super(
      reason === 'unknown-key'
        ? `sealed under key id ${keyId}, which neither SECRETS_KEY nor SECRETS_PREVIOUS_KEYS holds`
        : reason === 'not-authentic'
          ? `sealed under key id ${keyId} but does not authenticate (altered, or moved from another row or column)`
          : 'not a sealed value this api can read',
    );
    this.name = 'UnreadableSecret';
    this.keyId = keyId;
    this.reason = reason;
  }
}

export type Vault = {
  /** The current key's id: what `seal` writes. */
  keyId: string;
  /** What every value sealed under the current key starts with (`enc:v1:<key id>:`). */
  sealedPrefix: string;
  /** What every digest under the current key starts with (`<key id>:`). */
  digestPrefix: string;
  /** Seals `plain` under the current key, bound to `context`. */
  seal(plain: string, context: string): string;
  /** The plaintext of a sealed value (or of a value stored before sealing existed); throws UnreadableSecret. */
  open(stored: string, context: string): string;
  /** Sealed under the current key (not plaintext, not a previous key). */
  isCurrent(stored: string): boolean;
  /** `<key id>:<HMAC-SHA-256>` under the current key: deterministic, for unique indexes and lookups. */
  digest(plain: string): string;
  /** The digest under every key held, current first: a value stored under a previous key is found too. */
  digests(plain: string): string[];
};

/** Node's Buffers as plain bytes (the crypto calls' types take Uint8Array). */
const bytes = (buffer: { buffer: ArrayBufferLike; byteOffset: number; byteLength: number }) =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
const concat = (parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
};
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const fromBase64url = (text: string) => bytes(Buffer.from(text, 'base64url'));

export function createVault(current: SecretsKey, previous: readonly SecretsKey[] = []): Vault {
  const keys = new Map([current, ...previous].map((key) => [key.id, key]));
  const header = (keyId: string) => `${PREFIX}${VERSION}:${keyId}`;
  const aad = (keyId: string, context: string) => new TextEncoder().encode(`${header(keyId)}\n${context}`);
  const digestUnder = (key: SecretsKey, plain: string) =>
    `${key.id}:${createHmac('sha256', key.digestKey).update(plain, 'utf8').digest('base64url')}`;
  const sealedPrefix = `${header(current.id)}:`;

  return {
    keyId: current.id,
    sealedPrefix,
    digestPrefix: `${current.id}:`,
    seal(plain, context) {
      const iv = bytes(randomBytes(IV_BYTES));
      const cipher = createCipheriv('aes-256-gcm', current.cipherKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(current.id, context));
      const sealed = concat([bytes(cipher.update(plain, 'utf8')), bytes(cipher.final()), bytes(cipher.getAuthTag())]);
      return `${header(current.id)}:${base64url(iv)}:${base64url(sealed)}`;
    },
    open(stored, context) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [, version, keyId, ivText, sealedText, ...rest] = stored.split(':');
      const iv = fromBase64url(ivText ?? '');
      const sealed = fromBase64url(sealedText ?? '');
      if (version !== VERSION || !keyId || rest.length > 0 || iv.length !== IV_BYTES || sealed.length < TAG_BYTES) {
        throw new UnreadableSecret('malformed', keyId ?? null);
      }
      const key = keys.get(keyId);
      if (!key) throw new UnreadableSecret('unknown-key', keyId);
      const decipher = createDecipheriv('aes-256-gcm', key.cipherKey, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(keyId, context));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      try {
        const plain = concat([bytes(decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES))), bytes(decipher.final())]);
        return new TextDecoder().decode(plain);
      } catch {
        throw new UnreadableSecret('not-authentic', keyId);
      }
    },
    isCurrent: (stored) => stored.startsWith(sealedPrefix),
    digest: (plain) => digestUnder(current, plain),
    digests: (plain) => [...keys.values()].map((key) => digestUnder(key, plain)),
  };
}
