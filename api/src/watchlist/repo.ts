// The watchlist table, read and written as the signed-in user: each call runs in a transaction that takes
// Supabase's `authenticated` role and the caller's JWT claims, exactly as PostgREST does, so the table's
// row-level security policy (api/drizzle/0005_watchlist.sql) decides which rows the caller reaches — the
// queries here carry no ownership rule of their own.
import { and, sql, type SQL } from 'drizzle-orm';
import type { AccessClaims } from '../auth/access-tokens';
import type { Db } from '../db/database';
import { watchlist } from '../db/schema';
import type { WatchlistColumn, WatchlistFilters, WatchlistInsert } from './postgrest-request';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type WatchlistRow = Partial<Record<WatchlistColumn, string>>;

const columns = { user_id: watchlist.userId, token_address: watchlist.tokenAddress, created_at: watchlist.createdAt };

function asUser<T>(db: Db, claims: AccessClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  const jwtClaims = JSON.stringify({ sub: claims.userId, email: claims.email, role: 'authenticated' });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${jwtClaims}, true)`);
    return work(tx);
  });
}

/**
 * `column = value` with the value as text for Postgres to read, as PostgREST does: a value of the wrong
 * form is Postgres's error (22P02, 22007: a 400), not a failure to convert it here.
 */
function where(filters: WatchlistFilters): SQL | undefined {
  const conditions = Object.entries(filters).map(([name, value]) => sql`${columns[name as WatchlistColumn]} = ${value}`);
  return and(...conditions);
}

function pick(selected: WatchlistColumn[]) {
  return Object.fromEntries(selected.map((name) => [name, columns[name]])) as Record<WatchlistColumn, (typeof columns)[WatchlistColumn]>;
}

/** Timestamps leave as PostgREST writes them (ISO 8601); the rest are text already. */
function toRow(row: Record<string, unknown>): WatchlistRow {
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : String(value)]));
}

export function selectWatchlist(db: Db, claims: AccessClaims, selected: WatchlistColumn[], filters: WatchlistFilters): Promise<WatchlistRow[]> {
  return asUser(db, claims, async (tx) => {
    const rows = await tx.select(pick(selected)).from(watchlist).where(where(filters)).orderBy(watchlist.createdAt, watchlist.tokenAddress);
    return rows.map(toRow);
  });
}

export function insertWatchlist(db: Db, claims: AccessClaims, rows: WatchlistInsert[], selected: WatchlistColumn[]): Promise<WatchlistRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return asUser(db, claims, async (tx) => {
    const values = rows.map((row) => ({ userId: row.user_id, tokenAddress: row.token_address }));
    return (await tx.insert(watchlist).values(values).returning(pick(selected))).map(toRow);
  });
}

export function deleteWatchlist(db: Db, claims: AccessClaims, filters: WatchlistFilters, selected: WatchlistColumn[]): Promise<WatchlistRow[]> {
  return asUser(db, claims, async (tx) => (await tx.delete(watchlist).where(where(filters)).returning(pick(selected))).map(toRow));
}
