// The operator's routes (/admin/…) answer only to ADMIN_TOKEN, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { failure } from './errors';

/** Every route of `app` (an encapsulated plugin) requires `Authorization: Bearer <adminToken>`. */
export function requireOperatorToken(app: Pick<FastifyInstance, 'addHook'>, adminToken: string): void {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => new Uint8Array(createHash('sha256').update(value).digest());
  const expected = digest(`Bearer ${adminToken}`);
  app.addHook('onRequest', (request, _reply, done) => {
    const matches = timingSafeEqual(digest(request.headers.authorization ?? ''), expected);
    done(matches ? undefined : failure('operator_token_required'));
  });
}
