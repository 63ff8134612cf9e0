// The token watchlist (spec §7 "Hosted database"): the table `watchlist`, which the front end reaches with
// supabase-js through Supabase's PostgREST interface (/rest/v1/watchlist) — hosted Supabase's, or the api's
// stand-in for it in the embedded default. The stand-in answers as PostgREST does, its errors in
// PostgREST's shape ({ code, details, hint, message }: `errorShape: 'postgrest'`), since supabase-js reads
// them. Its answers are PostgREST's text (JSON, CSV, …, as the request's Accept asks), so the stand-in
// writes them itself and its contract test checks its JSON answers against these schemas.
import { z } from 'zod';
import { isoTime } from './common';
import { route, type RouteContract } from './route';

/**
 * A row of the table (api/drizzle/0005_watchlist.sql). The database holds its rules (user_id a uuid,
 * token_address a lower-case 0x address, one row per pair) and PostgREST answers its refusals.
 */
export const watchlistRow = z.object({
  user_id: z.string(),
  token_address: z.string(),
  created_at: isoTime,
});
export type WatchlistRow = z.output<typeof watchlistRow>;

/** What the front end writes: created_at is the database's. */
export const watchlistEntry = watchlistRow.pick({ user_id: true, token_address: true });
export type WatchlistEntry = z.output<typeof watchlistEntry>;

/** The rows an answer carries: the columns its `select` names (all by default); an object for `.single()`. */
const selectedRows = z.union([z.array(watchlistRow.partial()), watchlistRow.partial()]);

/** Postgres' unique_violation, which PostgREST passes on: the row exists already. */
export const UNIQUE_VIOLATION = '23505';

/**
 * PostgREST's error body: its own code (PGRSTnnn) or Postgres' SQLSTATE. The api's other refusals there
 * (a rate limit) take the status as their code and keep the api's `error` too.
 */
export const postgrestErrorAnswer = z.object({
  code: z.string(),
  details: z.string().nullable(),
  hint: z.string().nullable(),
  message: z.string(),
  error: z.string().optional(),
});
export type PostgrestErrorAnswer = z.output<typeof postgrestErrorAnswer>;

/** The statuses PostgREST answers errors with (Error.hs, pgErrorStatus), and the api's 413, 415, 429. */
const POSTGREST_ERROR_STATUSES = [400, 401, 403, 404, 405, 406, 409, 413, 415, 416, 429, 431, 500, 503] as const;

/** A PostgREST route's error answers, by status (answersOf, for `errorShape: 'postgrest'`). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the answers are the same for every route, but the signature is the recorded public API (api-surface.txt) and ERROR_SHAPES' shape
export function postgrestErrorAnswers(_contract: RouteContract): Record<number, z.ZodType> {
  return Object.fromEntries(POSTGREST_ERROR_STATUSES.map((status) => [status, postgrestErrorAnswer]));
}

// Who calls is the bearer JWT's user, or nobody (PostgREST's anon role); row-level security keeps each
// user to their own rows, so a route's access here is 'public' and its rows are the caller's. The query
// strings are PostgREST's grammar (select=, column=op.value, order=, limit=, on_conflict=, …) and the
// bodies JSON, CSV or a form, as Content-Type says (WatchlistEntry rows, for the front end): the stand-in
// reads both itself, so the contracts declare neither. Any other table under /rest/v1/ is PostgREST's
// not-found (404 PGRST205), not a route.
const postgrestRoute = <
  const M extends 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  const P extends string,
  const R extends RouteContract['responses'],
>(
  method: M,
  path: P,
  responses: R,
) => route({ method, path, access: 'public', errorShape: 'postgrest', responses, errors: [] });

export const watchlistRoutes = {
  /** select: `?select=token_address&user_id=eq.<id>&order=created_at`; 206 for part of the rows (Range). */
  'GET /rest/v1/watchlist': postgrestRoute('GET', '/rest/v1/watchlist', { 200: selectedRows, 206: selectedRows }),
  /** insert (an upsert with Prefer: resolution=…): 201 without a body, the rows with Prefer: return=representation. */
  'POST /rest/v1/watchlist': postgrestRoute('POST', '/rest/v1/watchlist', { 200: selectedRows, 201: z.union([selectedRows, z.null()]) }),
  /** PostgREST's single-row upsert by the primary key's filters. */
  'PUT /rest/v1/watchlist': postgrestRoute('PUT', '/rest/v1/watchlist', {
    200: selectedRows,
    201: z.union([selectedRows, z.null()]),
    204: z.null(),
  }),
  /** update (the table grants none: PostgREST's refusal), kept for PostgREST's own answers. */
  'PATCH /rest/v1/watchlist': postgrestRoute('PATCH', '/rest/v1/watchlist', { 200: selectedRows, 204: z.null() }),
  /** delete: `?user_id=eq.<id>&token_address=eq.<address>`; 204, or the rows with Prefer: return=representation. */
  'DELETE /rest/v1/watchlist': postgrestRoute('DELETE', '/rest/v1/watchlist', { 200: selectedRows, 204: z.null() }),
} as const;
