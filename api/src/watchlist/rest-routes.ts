// /rest/v1/watchlist: Supabase's PostgREST interface for the token watchlist, served in the embedded default so
// the browser code is the same with or without a hosted project (DESIGN.md §4 "Auth"). Like hosted Supabase
// it wants the project's anon key (the `apikey` header or query parameter) and a user's JWT, and it answers
// as PostgREST v14 does: what it serves (select, filters, order, limit/offset/Range, counts, single objects,
// inserts and upserts, updates, deletes) exactly, and what it does not with PostgREST's own error codes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Authenticator } from '../auth';
import type { AccessClaims } from '../auth/access-tokens';
import type { Db } from '../db/database';
import { describe, HttpError } from '../http/errors';
import { readApiRequest } from './postgrest/api-request';
import { databaseError, notImplemented, PostgrestError } from './postgrest/errors';
import { planRequest } from './postgrest/plan';
import { rawQueryParams } from './postgrest/query-params';
import { answer } from './postgrest/response';
import { runPlan } from './repo';

export const NO_API_KEY = 'No API key found in request';
export const JWT_REQUIRED = 'permission denied for table watchlist';

export type WatchlistRestOptions = { db: Db; authenticator: Authenticator; anonKey: string };

/** Hosted Supabase's gateway takes the key from the `apikey` header or, failing that, the query string. */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.apikey;
  if (typeof header === 'string') return header;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  return rawQueryParams(query).find((param) => param.key === 'apikey')?.value;
}

export const watchlistRestRoutes: FastifyPluginAsyncZod<WatchlistRestOptions> = async (app, { db, authenticator, anonKey }) => {
  // PostgREST reads the body itself (JSON, form or refused by Content-Type), so it arrives here as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request) => {
    if (apiKeyOf(request) !== anonKey) throw new PostgrestError(401, 'PGRST301', NO_API_KEY, null, 'No `apikey` request header or url param was found.');
  });

  app.setErrorHandler((error, request, reply) => {
    // E.g. a rate limit's Retry-After.
    if (error instanceof HttpError) void reply.headers(error.headers);
    const known = error instanceof PostgrestError ? error : databaseError(error) ?? fromHttpError(error);
    // PostgREST's own errors carry exactly its body; the api's other errors (a rate limit) keep `error` too.
    if (known) return reply.status(known.statusCode).header('proxy-status', `PostgREST; error=${known.code}`).send(known.body());
    const { statusCode, message } = describe(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'watchlist request failed');
    return reply.status(statusCode).send({ code: String(statusCode), details: null, hint: null, message, error: message });
  });

  /** The caller's claims; supabase-js sends the anon key as the bearer when nobody is signed in. */
  async function caller(request: FastifyRequest): Promise<AccessClaims> {
    if (request.headers.authorization === `Bearer ${anonKey}`) throw new PostgrestError(401, '42501', JWT_REQUIRED);
    return authenticator.authenticate(request);
  }

  const timezones = knownTimezones(db);

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const claims = await caller(request);
    const body = typeof request.body === 'string' ? request.body : undefined;
    const apiRequest = readApiRequest(request.method, request.url, request.headers, body);
    const zones = apiRequest.preferences.some((pref) => pref.startsWith('timezone=')) ? await timezones() : new Set<string>();
    const plan = planRequest(apiRequest, (zone) => zones.has(zone));
    const result = await runPlan(db, claims, plan);
    const { status, headers, body: responseBody } = answer(plan, result);
    void reply.status(status).headers(headers);
    return responseBody === undefined ? reply.send() : reply.send(responseBody);
  }

  app.route({ method: ['GET', 'HEAD'], url: '/rest/v1/watchlist', handler: serve });
  app.route({ method: ['POST', 'PATCH', 'DELETE'], url: '/rest/v1/watchlist', handler: serve });
  app.put('/rest/v1/watchlist', async (request) => {
    await caller(request);
    throw notImplemented('The embedded watchlist does not serve PUT; POST with Prefer: resolution=merge-duplicates upserts.');
  });
};

/** The zone names Postgres knows, which a `Prefer: timezone=` must name (read once, when first asked). */
function knownTimezones(db: Db): () => Promise<Set<string>> {
  let names: Promise<Set<string>> | undefined;
  return () => {
    names ??= db
      .execute(sql`select name from pg_timezone_names`)
      .then((result) => new Set((result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)))
      .catch((error: unknown) => {
        names = undefined;
        throw error;
      });
    return names;
  };
}

/** A missing or bad JWT, as PostgREST reports it. */
function fromHttpError(error: unknown): PostgrestError | null {
  if (!(error instanceof HttpError) || (error.statusCode !== 401 && error.statusCode !== 403)) return null;
  return new PostgrestError(error.statusCode, 'PGRST301', error.message);
}
