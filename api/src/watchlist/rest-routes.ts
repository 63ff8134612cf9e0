// /rest/v1/watchlist: the slice of Supabase's PostgREST interface that supabase-js uses for the token
// watchlist (select by user_id, insert {user_id, token_address}, delete by both), served in the embedded
// default so the browser code is the same with or without a hosted project (DESIGN.md §4 "Auth"). Like
// PostgREST it wants the project's anon key and a user's JWT, and answers in its shapes: rows as JSON,
// 201/204 without a body unless `Prefer: return=representation`, errors as { code, details, hint, message }.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticator } from '../auth';
import type { AccessClaims } from '../auth/access-tokens';
import type { Db } from '../db/database';
import { describe, HttpError } from '../http/errors';
import { acceptEmptyJsonBodies } from '../http/json-body';
import { databaseError } from './database-errors';
import { equalityFilters, insertedRows, PostgrestError, selectedColumns, wantsRepresentation } from './postgrest-request';
import { deleteWatchlist, insertWatchlist, selectWatchlist } from './repo';

export const NO_API_KEY = 'No API key found in request';
export const JWT_REQUIRED = 'permission denied for table watchlist';

export type WatchlistRestOptions = { db: Db; authenticator: Authenticator; anonKey: string };

type Query = Record<string, string | string[] | undefined>;

export const watchlistRestRoutes: FastifyPluginAsyncZod<WatchlistRestOptions> = async (app, { db, authenticator, anonKey }) => {
  acceptEmptyJsonBodies(app);

  app.addHook('onRequest', async (request) => {
    if (request.headers.apikey !== anonKey) throw new PostgrestError(401, 'PGRST301', NO_API_KEY, null, 'Send the anon key in the apikey header.');
  });

  app.setErrorHandler((error, request, reply) => {
    // E.g. a rate limit's Retry-After.
    if (error instanceof HttpError) void reply.headers(error.headers);
    const known = error instanceof PostgrestError ? error : databaseError(error) ?? fromHttpError(error);
    if (known) return reply.status(known.statusCode).send({ ...known.body(), error: known.message });
    const { statusCode, message } = describe(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'watchlist request failed');
    return reply.status(statusCode).send({ code: String(statusCode), details: null, hint: null, message, error: message });
  });

  /** The caller's claims; supabase-js sends the anon key as the bearer when nobody is signed in. */
  async function caller(request: Parameters<Authenticator['authenticate']>[0]): Promise<AccessClaims> {
    if (request.headers.authorization === `Bearer ${anonKey}`) throw new PostgrestError(401, '42501', JWT_REQUIRED);
    return authenticator.authenticate(request);
  }

  app.get('/rest/v1/watchlist', async (request) => {
    const query = request.query as Query;
    const selected = selectedColumns(single(query.select));
    const claims = await caller(request);
    return selectWatchlist(db, claims, selected, equalityFilters(query));
  });

  app.post('/rest/v1/watchlist', async (request, reply) => {
    const query = request.query as Query;
    const selected = selectedColumns(single(query.select));
    const rows = insertedRows(request.body);
    const claims = await caller(request);
    const inserted = await insertWatchlist(db, claims, rows, selected);
    return wantsRepresentation(request.headers.prefer) ? reply.status(201).send(inserted) : reply.status(201).send();
  });

  app.delete('/rest/v1/watchlist', async (request, reply) => {
    const query = request.query as Query;
    const selected = selectedColumns(single(query.select));
    const claims = await caller(request);
    const deleted = await deleteWatchlist(db, claims, equalityFilters(query), selected);
    return wantsRepresentation(request.headers.prefer) ? reply.status(200).send(deleted) : reply.status(204).send();
  });
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/** A missing or bad JWT, as PostgREST reports it. */
function fromHttpError(error: unknown): PostgrestError | null {
  if (!(error instanceof HttpError) || (error.statusCode !== 401 && error.statusCode !== 403)) return null;
  return new PostgrestError(error.statusCode, 'PGRST301', error.message);
}
