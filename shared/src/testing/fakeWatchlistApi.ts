// The watchlist table as supabase-js reaches it (PostgREST: spec §7 "Hosted database"), faked in memory
// for front-end suites with the table's row-level security: a request reaches only the rows of the user
// whose JWT it carries; without one (the anon role) it reads no rows and may write none, and an expired
// JWT is refused, as hosted Supabase and the api's embedded PostgREST answer. Compose with
// fakeAuthRoutes() so supabase-js can hold a session (signInWithSession).
import type { WatchlistEntry } from '../types/entities';
import { ok, type FakeReply, type RecordedRequest, type RouteHandler } from './fakeApi';
import { bearerOf, type Bearer } from './fakeAuthServer';

export type WatchlistRoute = 'GET /rest/v1/watchlist' | 'POST /rest/v1/watchlist' | 'DELETE /rest/v1/watchlist';

/** A row as the table holds it; `created_at` defaults to the time of the insert, as the column does. */
export type FakeWatchlistRow = WatchlistEntry & { created_at?: string };

export interface FakeWatchlistState {
  /** In the table's physical order, which is what a select without `order` returns. */
  rows: FakeWatchlistRow[];
}

/** Query parameters that shape the answer rather than filter rows. */
const NOT_FILTERS = new Set(['select', 'columns', 'order']);

const postgrestError = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { code, details: null, hint: null, message },
});

/** The `column=eq.value` filters of the query. */
function matches(request: RecordedRequest, row: FakeWatchlistRow): boolean {
  for (const [name, value] of request.url.searchParams) {
    if (NOT_FILTERS.has(name)) continue;
    if (String(row[name as keyof WatchlistEntry]) !== value.replace(/^eq\./, '')) return false;
  }
  return true;
}

/** PostgREST's `order=column.asc|desc` on one column (what the product asks for). */
function ordered(request: RecordedRequest, rows: FakeWatchlistRow[]): FakeWatchlistRow[] {
  const order = request.url.searchParams.get('order');
  if (!order) return rows;
  const [column, direction = 'asc'] = order.split('.') as [keyof FakeWatchlistRow, string];
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => sign * String(a[column] ?? '').localeCompare(String(b[column] ?? '')));
}

function project(request: RecordedRequest, row: FakeWatchlistRow): Partial<FakeWatchlistRow> {
  const select = request.url.searchParams.get('select');
  if (!select || select === '*') return { ...row };
  return Object.fromEntries(select.split(',').map((name) => [name, row[name as keyof WatchlistEntry]]));
}

export function fakeWatchlistRoutes(state: FakeWatchlistState): Record<WatchlistRoute, RouteHandler> {
  /** Row-level security: the caller's own rows that the filters match. */
  const visible = (request: RecordedRequest, userId: string) => state.rows.filter((row) => row.user_id === userId && matches(request, row));
  const expired = postgrestError(401, 'PGRST303', 'JWT expired');
  const rlsViolation = (caller: Bearer) =>
    postgrestError(caller === 'anonymous' ? 401 : 403, '42501', 'new row violates row-level security policy for table "watchlist"');
  /** The caller's user id, '' for the anon role (no row is theirs). */
  const idOf = (caller: Exclude<Bearer, 'expired'>) => (caller === 'anonymous' ? '' : caller.user.id);

  return {
    'GET /rest/v1/watchlist': (request) => {
      const caller = bearerOf(request);
      if (caller === 'expired') return expired;
      return ok(ordered(request, visible(request, idOf(caller))).map((row) => project(request, row)));
    },
    'POST /rest/v1/watchlist': (request) => {
      const caller = bearerOf(request);
      if (caller === 'expired') return expired;
      const rows = [request.body].flat() as WatchlistEntry[];
      if (rows.some((row) => row.user_id !== idOf(caller))) return rlsViolation(caller);
      const duplicate = rows.find((row) =>
        state.rows.some((saved) => saved.user_id === row.user_id && saved.token_address === row.token_address),
      );
      if (duplicate) return postgrestError(409, '23505', 'duplicate key value violates unique constraint "watchlist_pkey"');
      const created_at = new Date().toISOString();
      state.rows.push(...rows.map(({ user_id, token_address }) => ({ user_id, token_address, created_at })));
      return { status: 201 };
    },
    'DELETE /rest/v1/watchlist': (request) => {
      const caller = bearerOf(request);
      if (caller === 'expired') return expired;
      const removed = new Set(visible(request, idOf(caller)));
      state.rows = state.rows.filter((row) => !removed.has(row));
      return { status: 204 };
    },
  };
}
