// The watchlist table, read and written as the caller: each request runs in a transaction that takes a role
// and sets the caller's JWT claims, as PostgREST does, so the table's row-level security policy
// (api/drizzle/0005_watchlist.sql) decides which rows the caller reaches — the queries here carry no
// ownership rule of their own. A failed check rolls the transaction back, as PostgREST does for `.single()`
// and max-affected.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { maxAffectedViolation, roleDoesNotExist, safeUpdateError, singularityError } from './postgrest/errors';
import type { AuthResult } from './postgrest/jwt';
import type { Plan } from './postgrest/plan';
import { MAX_ROWS } from './postgrest/ranges';
import { countSql, deleteSql, insertSql, readSql, updateSql } from './postgrest/sql';
import { PRIMARY_KEY } from './postgrest/table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What PostgREST reads back from its main query. */
export type ResultSet = {
  /** The count of all matching rows, when asked for. */
  tableTotal?: number;
  /** Rows on this page, or rows the mutation touched. */
  pageTotal: number;
  body: string;
  /** `[column, "eq.value"]` pairs for a POST's Location (return=headers-only). */
  location?: [string, string][];
  /** Rows an upsert inserted rather than updated (merge-duplicates only). */
  inserted?: number | null;
};

type Row = {
  total_result_set?: number | null;
  page_total: number;
  body: string | null;
  location?: string | null;
  inserted?: number | null;
};

async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as { rows: T[] }).rows;
}

/**
 * The database has one role for PostgREST's requests, Supabase's `authenticated`; the anon role's run as it
 * too. That answers as Supabase's anon role does: Supabase grants anon the same privileges on the table, and
 * the policy compares user_id with the claims' `sub`, which an anonymous request has none of — no rows to
 * read, update or delete, and an insert is a row-level security violation. A JWT naming any other role gets
 * what Postgres answers for a role it does not have.
 */
function asCaller<T>(db: Db, caller: AuthResult, timezone: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  const jwtClaims = JSON.stringify(caller.claims);
  const { role } = caller.claims;
  if (caller.authenticated && role !== 'authenticated') return Promise.reject(roleDoesNotExist(String(role)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${jwtClaims}, true)`);
    if (timezone !== undefined) await tx.execute(sql`select set_config('timezone', ${timezone}, true)`);
    return work(tx);
  });
}

/** Runs a planned PostgREST request on the watchlist table as the caller. */
export function runPlan(db: Db, caller: AuthResult, plan: Plan): Promise<ResultSet> {
  return asCaller(db, caller, plan.preferences.timezone, async (tx) => {
    const result = plan.request.action === 'read' ? await read(tx, plan) : await write(tx, plan);
    if (plan.media.kind === 'single' && result.pageTotal !== 1) throw singularityError(result.pageTotal);
    const { maxAffected, handling } = plan.preferences;
    const limitsAffected = plan.request.action === 'update' || plan.request.action === 'delete';
    if (limitsAffected && handling === 'strict' && maxAffected !== undefined && result.pageTotal > maxAffected)
      throw maxAffectedViolation(result.pageTotal);
    return result;
  });
}

async function read(tx: Tx, plan: Plan): Promise<ResultSet> {
  const [row] = await rowsOf<Row>(tx, readSql(plan));
  const counted = row.total_result_set ?? undefined;
  const { count } = plan.preferences;
  let tableTotal = counted;
  if (count === 'planned' || count === 'estimated') {
    const planned = await plannedRows(tx, countSql(plan));
    if (count === 'planned') tableTotal = planned;
    else if (counted !== undefined && counted > MAX_ROWS && planned !== undefined) tableTotal = Math.max(counted, planned);
  }
  return { tableTotal, pageTotal: row.page_total, body: row.body ?? '' };
}

/** The planner's estimate for the count query (PostgREST's count=planned). */
async function plannedRows(tx: Tx, query: SQL): Promise<number | undefined> {
  const [row] = await rowsOf<Record<string, unknown>>(tx, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = row ? Object.values(row)[0] : undefined;
  const plan: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const rows = Array.isArray(plan) ? (plan[0] as { Plan?: { 'Plan Rows'?: unknown } })?.Plan?.['Plan Rows'] : undefined;
  return typeof rows === 'number' ? rows : undefined;
}

async function write(tx: Tx, plan: Plan): Promise<ResultSet> {
  const { request, preferences } = plan;
  const json = request.payload?.json ?? '';
  let query: SQL;
  if (request.action === 'create') {
    const onConflict = preferences.resolution
      ? { resolution: preferences.resolution, columns: request.query.onConflict ?? PRIMARY_KEY }
      : undefined;
    query = insertSql(plan, json, onConflict);
  } else if (request.action === 'update') {
    // Hosted Supabase loads pg-safeupdate for PostgREST, which refuses an UPDATE or DELETE without WHERE.
    if (plan.columns.length > 0 && plan.where.length === 0) throw safeUpdateError('UPDATE');
    query = updateSql(plan, json);
  } else {
    if (plan.where.length === 0) throw safeUpdateError('DELETE');
    query = deleteSql(plan);
  }
  const [row] = await rowsOf<Row>(tx, query);
  const location = row.location ? (JSON.parse(row.location) as [string, string][]) : undefined;
  return { pageTotal: row.page_total, body: row.body ?? '', location, inserted: row.inserted };
}
