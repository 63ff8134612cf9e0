// RFC 6238 codes (TOTP: HMAC-SHA1, 30-second steps, 6 digits), as an authenticator app makes them from the
// key the account settings page shows (base32, RFC 4648).
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_S = 30;

function base32Bytes(secret: string): Uint8Array<ArrayBuffer> {
  const clean = secret.replace(/[\s=-]/g, '').toUpperCase();
  let bits = '';
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not a base32 key: ${secret}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return new Uint8Array(bytes.map((byte) => parseInt(byte, 2)));
}

/** The code for the step that holds `at` (ms). */
export function totp(secret: string, at = Date.now()): string {
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setBigUint64(0, BigInt(Math.floor(at / 1000 / TOTP_STEP_S)));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * A code the server has not seen yet: a server may refuse a code used once already (replay), so after
 * `used` this waits for the next step. Also waits when the step is about to end, so the code does not
 * expire on its way.
 */
export async function freshTotp(secret: string, used: readonly string[] = []): Promise<string> {
  for (;;) {
    const now = Date.now();
    const leftMs = TOTP_STEP_S * 1000 - (now % (TOTP_STEP_S * 1000));
    const code = totp(secret, now);
    if (!used.includes(code) && leftMs > 3000) return code;
    await new Promise((resolve) => setTimeout(resolve, leftMs + 200));
  }
}
