// Opens the api's database — PGlite (embedded default, tests) or Postgres (DATABASE_URL) — and
// brings it up to date with the migrations in api/drizzle/. Both run the same schema and queries.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import { Pool } from 'pg';
import { IN_MEMORY, type Config } from '../config';
import { StartupError } from '../config';
import { dumpPglite } from './backup';
import { checkDataDir } from './data-dir-check';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

const migrationsFolder = path.resolve(__dirname, '..', '..', 'drizzle');

/** The query builder every repo receives, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Stops a LISTEN. */
export type Unlisten = () => Promise<void>;

export type Database = {
  db: Db;
  /** Postgres LISTEN: `onPayload` receives every NOTIFY on the channel, from any process on the database. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /** Safe to call more than once. */
  close(): Promise<void>;
  /** The embedded database only: writes a backup to `file` and returns its size in bytes. */
  backup?(file: string): Promise<number>;
};

type ErrorLogger = Pick<FastifyBaseLogger, 'error'>;

export function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log: ErrorLogger): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, log) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith(IN_MEMORY);
  if (!inMemory) checkDataDir(dataDir);
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    const database = await usePglite(client);
    return {
      ...database,
      close: once(async () => {
        await database.close();
        unlock();
      }),
    };
  } catch (error) {
    unlock();
    throw new StartupError(`Could not open the PGlite database in ${dataDir}: ${messageOf(error)}`, {
      cause: error,
    });
  }
}

/** Migrates an already created PGlite client and takes ownership of it. */
export async function usePglite(client: PGlite): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: once(() => client.close()),
    backup: (file) => dumpPglite(client, file),
  };
}

async function openPostgres(url: string, log: ErrorLogger): Promise<Database> {
  // pg waits forever for a connection by default; /health should answer 503 instead of hanging.
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => log.error({ err: error }, 'Postgres connection error'));
  const db = drizzleNodePostgres({ client: pool, schema });
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    // The URL may hold a password, so it is not repeated here.
    throw new StartupError(`Could not open the Postgres database at DATABASE_URL: ${messageOf(error)}`, {
      cause: error,
    });
  }
  return {
    db,
    listen: (channel, onPayload) => listenOnPool(pool, channel, onPayload),
    close: once(() => pool.end()),
  };
}

/**
 * Applies the migrations under a session advisory lock: api processes starting together on an empty
 * database would otherwise create the same tables at once, and all but one fail.
 */
async function migratePostgres(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('whalewatch migrations'))`);
    await migrateNodePostgres(drizzleNodePostgres({ client, schema }), { migrationsFolder });
  } finally {
    // Closing the connection would release the lock too; releasing it keeps the connection reusable.
    await client.query(`select pg_advisory_unlock(hashtext('whalewatch migrations'))`).catch(() => undefined);
    client.release();
  }
}

/** LISTEN holds a connection of its own for as long as it lasts. */
async function listenOnPool(pool: Pool, channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
  const client = await pool.connect();
  client.on('notification', (message) => {
    if (message.channel === channel) onPayload(message.payload ?? '');
  });
  await client.query(`LISTEN ${quoteIdentifier(channel)}`);
  return once(async () => {
    try {
      await client.query(`UNLISTEN ${quoteIdentifier(channel)}`);
    } finally {
      client.release();
    }
  });
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** The innermost cause says most (drizzle wraps "connect ECONNREFUSED" in "Failed query: …"). */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.cause !== undefined) return messageOf(error.cause);
  return error.message || ('code' in error ? String(error.code) : error.name);
}
