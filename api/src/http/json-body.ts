// supabase-js sends `Content-Type: application/json` with no body on some calls (sign-out, delete), which
// Fastify's own parser rejects. The Supabase-compatible routes read such a request as having no body.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, 'Body is not valid JSON', 'bad_json'), undefined);
    }
  });
}
