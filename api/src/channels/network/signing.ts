// Standard Webhooks signatures (standardwebhooks.com, the `standardwebhooks` package): the headers
// webhook-id (the alert's idempotency key), webhook-timestamp (seconds) and webhook-signature
// ("v1,<base64 HMAC-SHA256 of id.timestamp.body>"). While a secret is being rotated the message is
// signed with the old one too (space-separated signatures), so receivers can switch over at leisure.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: whsec_ and 32 random bytes in base64, as the spec's libraries read it. */
export const newSigningSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export function signatureHeaders(id: string, at: Date, body: string, secrets: string[]): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' '),
  };
}
