// Paddle's webhook signature: header `Paddle-Signature: ts=<unix seconds>;h1=<hex>`, where h1 is the
// HMAC-SHA256 of `${ts}:${rawBody}` with the notification secret. Checked here in constant time and within
// a window both ways (the SDK compares with === and takes any future timestamp), then by the SDK itself,
// which also turns the body into its typed event.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Paddle, type EventEntity } from '@paddle/paddle-node-sdk';

/** How far a signature's timestamp may be from now, in seconds (Paddle's SDK allows 5 in the past). */
export const SIGNATURE_TOLERANCE_SECONDS = 5;

/** The header Paddle sends with `rawBody` (tests sign their webhooks with it). */
export function signPayload(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const h1 = createHmac('sha256', secret).update(`${timestamp}:${rawBody}`).digest('hex');
  return `ts=${timestamp};h1=${h1}`;
}

function parseHeader(header: string): { ts: number; h1: string } | null {
  const fields = new Map(header.split(';').map((part) => part.split('=', 2) as [string, string]));
  const ts = Number(fields.get('ts'));
  const h1 = fields.get('h1') ?? '';
  return Number.isInteger(ts) && /^[0-9a-f]{64}$/.test(h1) ? { ts, h1 } : null;
}

/** True when `header` is the secret's signature of `rawBody`, made within the tolerance of `now`. */
export function isFreshSignature(rawBody: string, header: string, secret: string, now = Date.now()): boolean {
  const parsed = parseHeader(header);
  if (!parsed || Math.abs(now / 1000 - parsed.ts) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${parsed.ts}:${rawBody}`).digest();
  return timingSafeEqual(new Uint8Array(expected), new Uint8Array(Buffer.from(parsed.h1, 'hex')));
}

// The SDK's webhook helper needs no API key: the client is never used for a request.
const paddle = new Paddle('webhooks-only');

/** The typed event, or null when the signature is not a fresh one by `secret`. */
export async function verifiedEvent(rawBody: string, header: string | undefined, secret: string): Promise<EventEntity | null> {
  if (!header || !isFreshSignature(rawBody, header, secret)) return null;
  try {
    return await paddle.webhooks.unmarshal(rawBody, secret, header);
  } catch {
    return null;
  }
}
