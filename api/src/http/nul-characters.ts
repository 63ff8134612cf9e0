// Postgres text cannot hold a NUL character: a string with one in a body, a query or a path would fail
// deep inside a query as a 500. Every such request is refused up front with a 400 that says why.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const NUL_CHARACTER = 'Text may not contain NUL characters';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(refused ? new HttpError(400, NUL_CHARACTER, 'nul_character') : undefined);
  });
}
