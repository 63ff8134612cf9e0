// Time-based one-time passwords as GoTrue checks them (RFC 6238 through pquerna/otp's ValidateCustom):
// SHA-1, 6 digits, a 30-second step, and one step of skew either side. The arithmetic is otpauth's.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count, for a phone's clock that is a little off. */
const SKEW_STEPS = 1;
/** pquerna/otp's default secret size: 20 random bytes, 32 base32 characters. */
const SECRET_BYTES = 20;

/** A new shared secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    issuerInLabel: true,
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, accountName: string): string {
  return totp(secret, accountName, issuer).toString();
}

/** Whether `code` is the secret's code at `at` or one step either side. */
export function isValidTotp(secret: string, code: string, at: Date = new Date()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totp(secret).validate({ token: code, timestamp: at.getTime(), window: SKEW_STEPS }) !== null;
}

/** The code at `at` (for tests and the e2e's stand-in phone). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/**
 * The QR code of `uri` as an SVG document, which GoTrue answers as `qr_code` and supabase-js puts in a
 * data URI as it is (`data:image/svg+xml;utf-8,<svg…`). GoTrue's SVG names its colours; a `#` would end
 * that URI, so the colours are named here too.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 4 });
  return svg.replaceAll('#ffffff', 'white').replaceAll('#000000', 'black');
}
