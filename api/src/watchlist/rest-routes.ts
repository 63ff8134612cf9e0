// /rest/v1/watchlist: Supabase's PostgREST interface for the token watchlist, served in the embedded default so
// the browser code is the same with or without a hosted project (DESIGN.md §4 "Auth"). Like hosted Supabase
// it wants the project's anon key (the `apikey` header or query parameter); the caller is a user's JWT, or
// nobody (no JWT, or the anon key as the bearer: PostgREST's anon role). It answers as PostgREST v14 does:
// what it serves (select, filters, order, limit/offset/Range, counts, single objects, inserts and upserts,
// updates, deletes) exactly, and what it does not with PostgREST's own error codes; any other table under
// /rest/v1/ is one the schema cache does not have. The routes' contracts are @whalewatch/contracts'
// watchlistRoutes (`errorShape: 'postgrest'`): PostgREST's answers are text the stand-in writes itself
// (JSON, CSV, …), which the serializer passes as they are, and its error bodies are checked by it.
import { watchlistRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Authenticator } from '../auth';
import type { Db } from '../db';
import { endpoint } from '../http';
import { describe, HttpError, NOT_FOUND } from '../http';
import { postgrestCaller } from './caller';
import { readApiRequest } from './postgrest/api-request';
import { databaseError, PostgrestError, tableNotFound } from './postgrest/errors';
import { planRequest } from './postgrest/plan';
import { rawQueryParams } from './postgrest/query-params';
import { answer } from './postgrest/response';
import { runPlan } from './repo';

export const NO_API_KEY = 'No API key found in request';

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

  app.addHook('onRequest', (request, _reply, done) => {
    if (apiKeyOf(request) !== anonKey) {
      done(new PostgrestError(401, 'PGRST301', NO_API_KEY, null, 'No `apikey` request header or url param was found.'));
      return;
    }
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    // E.g. a rate limit's Retry-After.
    if (error instanceof HttpError) void reply.headers(error.headers);
    const known = error instanceof PostgrestError ? error : (databaseError(error) ?? fromHttpError(error));
    // PostgREST's own errors carry exactly its body; the api's other errors (a rate limit) keep `error` too.
    if (known)
      return reply
        .status(known.statusCode)
        .headers(known.headers)
        .header('proxy-status', `PostgREST; error=${known.code}`)
        .send(known.body());
    const { statusCode, message } = describe(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'watchlist request failed');
    return reply.status(statusCode).send({ code: String(statusCode), details: null, hint: null, message, error: message });
  });

  const caller = postgrestCaller(authenticator, anonKey);
  const timezones = knownTimezones(db);

  const readRequest = (request: FastifyRequest) =>
    readApiRequest(request.method, request.url, request.headers, typeof request.body === 'string' ? request.body : undefined);

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const who = await caller(request);
    const apiRequest = readRequest(request);
    const zones = apiRequest.preferences.some((pref) => pref.startsWith('timezone=')) ? await timezones() : new Set<string>();
    const plan = planRequest(apiRequest, (zone) => zones.has(zone));
    // Postgres's errors take their status from who asked (42501 is 401 for the anon role).
    const result = await runPlan(db, who, plan).catch((error: unknown) => {
      throw error instanceof PostgrestError ? error : (databaseError(error, who.authenticated) ?? error);
    });
    const { status, headers, body } = answer(plan, result);
    void reply.status(status).headers(headers);
    return body === undefined ? reply.send() : reply.send(body);
  }

  // HEAD is GET without the body, as PostgREST plans it (read from the method); declared before GET, so
  // Fastify does not make its own.
  app.route({ method: 'HEAD', url: '/rest/v1/watchlist', handler: serve });
  app.route({ ...endpoint(contract['GET /rest/v1/watchlist']), handler: serve });
  app.route({ ...endpoint(contract['POST /rest/v1/watchlist']), handler: serve });
  app.route({ ...endpoint(contract['PUT /rest/v1/watchlist']), handler: serve });
  app.route({ ...endpoint(contract['PATCH /rest/v1/watchlist']), handler: serve });
  app.route({ ...endpoint(contract['DELETE /rest/v1/watchlist']), handler: serve });

  // Any other table under /rest/v1/ is one the schema cache does not have (404 PGRST205), whatever the
  // method: PostgREST's not-found, so no route of the api's. The request is read (its query string,
  // range and body) before the table is looked up, as ApiRequest.hs precedes Plan.hs.
  await app.register(
    (unknownTables, _options, done) => {
      unknownTables.setNotFoundHandler(async (request, reply) => {
        const table = /^\/rest\/v1\/([^/?]+)(?:\?|$)/.exec(request.url)?.[1];
        if (table === undefined) return reply.status(404).send({ error: NOT_FOUND, code: 'not_found' });
        await caller(request);
        const { schema } = readRequest(request);
        throw tableNotFound(schema, decodeURIComponent(table));
      });
      done();
    },
    { prefix: '/rest/v1' },
  );
};

/** The zone names Postgres knows, which a `Prefer: timezone=` must name (read once, when first asked). */
function knownTimezones(db: Db): () => Promise<Set<string>> {
  let names: Promise<Set<string>> | undefined;
  return () => {
    names ??= db
      .execute(sql`select name from pg_timezone_names`)
      .then((result) => new Set((result as { rows: { name: string }[] }).rows.map((row) => row.name)))
      .catch((error: unknown) => {
        names = undefined;
        throw error;
      });
    return names;
  };
}

/** What else the api's authenticator refuses: an ended session, a token PostgREST would take (see caller.ts). */
function fromHttpError(error: unknown): PostgrestError | null {
  if (!(error instanceof HttpError) || (error.statusCode !== 401 && error.statusCode !== 403)) return null;
  return new PostgrestError(error.statusCode, 'PGRST301', error.message);
}
