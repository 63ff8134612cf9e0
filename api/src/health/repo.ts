import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';

/** Rows of a raw query: both drivers (PGlite, node-postgres) answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export async function selectOne(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The tables without which no one can sign in, track or be alerted. */
export const CORE_TABLES = [
  'users',
  'auth_sessions',
  'refresh_tokens',
  'tracking_settings',
  'tracked_wallets',
  'notifications',
  'user_plans',
  'watchlist',
  'stealth_wallets',
] as const;

/** Each core table that cannot be read, with Postgres's reason. */
export async function unreadableTables(db: Db): Promise<{ table: string; reason: string }[]> {
  const unreadable: { table: string; reason: string }[] = [];
  for (const table of CORE_TABLES) {
    try {
      await db.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
    } catch (error) {
      unreadable.push({ table, reason: innermostMessage(error) });
    }
  }
  return unreadable;
}

const journalFile = path.resolve(__dirname, '..', '..', 'drizzle', 'meta', '_journal.json');

/** The newest migration this build ships, and the newest the database has (drizzle records each one's folder time). */
export async function migrationState(db: Db): Promise<{ shipped: number; applied: number | null }> {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] };
  const shipped = Math.max(...journal.entries.map((entry) => entry.when));
  const [row] = await rowsOf<{ applied: string | null }>(
    db,
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  );
  const applied = row?.applied;
  return { shipped, applied: applied ? Number(applied) : null };
}

/** Seconds since the block monitor's cursor last moved, per chain. */
export async function monitorCursorAges(db: Db): Promise<{ chain: string; blockNumber: number; ageSeconds: number }[]> {
  const rows = await rowsOf<{ chain: string; block_number: string; age: string }>(
    db,
    sql`select chain, block_number::text, extract(epoch from now() - updated_at)::text as age from monitor_cursors`,
  );
  return rows.map((row) => ({ chain: row.chain, blockNumber: Number(row.block_number), ageSeconds: Math.round(Number(row.age)) }));
}

/**
 * Alerts whose email should have gone by now and has not: past their user's pacing (the instant gap,
 * or the hourly or daily digest period) by more than `graceMs`.
 */
export async function overdueEmails(db: Db, instantGapMs: number, graceMs: number): Promise<{ count: number; oldest: string | null }> {
  const late = (periodMs: number) => sql.raw(`interval '${Math.round((periodMs + graceMs) / 1000)} seconds'`);
  const [row] = await rowsOf<{ count: string; oldest: string | null }>(
    db,
    sql`
    select count(*)::text as count, min(n.created_at)::text as oldest
    from notifications n left join notification_preferences p on p.user_id = n.user_id
    where n.emailed_at is null and n.status <> 'retracted'
      and n.created_at < now() - case coalesce(p.email_policy, 'instant')
        when 'hourly' then ${late(60 * 60_000)} when 'daily' then ${late(24 * 60 * 60_000)} else ${late(instantGapMs)} end`,
  );
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}

function innermostMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause !== undefined ? innermostMessage(error.cause) : error.message;
}
