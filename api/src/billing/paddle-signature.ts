// Paddle's webhook signature: header `Paddle-Signature: ts=<unix seconds>;h1=<hex>[;h1=<hex>…]`, where
// each h1 is the HMAC-SHA256 of `${ts}:${rawBody}` with a notification secret (while a secret is rotated
// Paddle signs with the old and the new one). Checked here in constant time, any h1, in either case of hex,
// and within a window both ways (the SDK compares its lower-case hex with === against only the last h1 and
// takes any future timestamp); then the SDK, given the h1 that matched in its lower-case form, turns the
// body into its typed event.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Paddle, type EventEntity } from '@paddle/paddle-node-sdk';

/** How far a signature's timestamp may be from now, in seconds (Paddle's SDK allows 5 in the past). */
export const SIGNATURE_TOLERANCE_SECONDS = 5;

/** The header Paddle sends with `rawBody` (tests sign their webhooks with it). */
export function signPayload(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const h1 = createHmac('sha256', secret).update(`${timestamp}:${rawBody}`).digest('hex');
  return `ts=${timestamp};h1=${h1}`;
}

function parseHeader(header: string): { ts: number; h1s: string[] } | null {
  const fields = header.split(';').map((part) => part.trim().split('=', 2) as [string, string?]);
  const ts = Number(fields.find(([key]) => key === 'ts')?.[1]);
  // Hex digits in either case name the same bytes; lower-case is what the SDK's own === check computes.
  const h1s = fields
    .filter(([key, value]) => key === 'h1' && /^[0-9a-f]{64}$/i.test(value ?? ''))
    .map(([, value]) => (value as string).toLowerCase());
  return Number.isInteger(ts) && h1s.length > 0 ? { ts, h1s } : null;
}

/**
 * The header as the SDK checks it (`ts` and the one h1 the secret made, in lower-case hex), when one of
 * `header`'s h1 values is the secret's signature of `rawBody` made within the tolerance of `now`; otherwise null.
 */
export function freshSignature(rawBody: string, header: string, secret: string, now = Date.now()): string | null {
  const parsed = parseHeader(header);
  if (!parsed || Math.abs(now / 1000 - parsed.ts) > SIGNATURE_TOLERANCE_SECONDS) return null;
  const expected = new Uint8Array(createHmac('sha256', secret).update(`${parsed.ts}:${rawBody}`).digest());
  // Every value is compared, so the time taken does not say which one matched.
  const matching = parsed.h1s.filter((h1) => timingSafeEqual(expected, new Uint8Array(Buffer.from(h1, 'hex'))));
  return matching.length > 0 ? `ts=${parsed.ts};h1=${matching[0]}` : null;
}

// The SDK's webhook helper needs no API key: the client is never used for a request.
const paddle = new Paddle('webhooks-only');

/** The typed event, or null when the signature is not a fresh one by `secret`. */
export async function verifiedEvent(rawBody: string, header: string | undefined, secret: string): Promise<EventEntity | null> {
  const matched = header ? freshSignature(rawBody, header, secret) : null;
  if (!matched) return null;
  try {
    return await paddle.webhooks.unmarshal(rawBody, secret, matched);
  } catch {
    return null;
  }
}
