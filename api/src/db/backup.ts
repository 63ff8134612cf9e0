// Backups of the embedded database: PGlite's own dump of its data directory (a gzipped tar), taken
// from the running api between two queries, and restored into a data directory by PGlite itself.
// A Postgres server (DATABASE_URL) is backed up with its own tools (pg_dump).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { StartupError } from '../config';
import { lockDataDir } from './data-dir-lock';

/** `whalewatch-2026-11-24T09-30-00-000Z.tar.gz`: sorts by time, safe in any file system. */
export function backupFileName(at = new Date()): string {
  return `whalewatch-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** Writes the database to `file` (complete or not at all) and returns its size in bytes. */
export async function dumpPglite(client: PGlite, file: string): Promise<number> {
  // A checkpoint first: the copy then needs little WAL replay when it is opened.
  await client.exec('checkpoint');
  // PGlite declares a `File | Blob`; this program has no DOM types to know File by, and a File is a Blob.
  const dump = (await client.dumpDataDir('gzip')) as Blob;
  const bytes = new Uint8Array(await dump.arrayBuffer());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
  return bytes.length;
}

/**
 * Makes `dataDir` the database in `file`. The api must be stopped (the data directory's lock says
 * so); a database already there is moved aside, never overwritten. Returns where it went.
 */
export async function restorePglite(file: string, dataDir: string): Promise<{ movedAside: string | null; users: number }> {
  if (!fs.existsSync(file)) throw new StartupError(`No backup file at ${file}`);
  let movedAside: string | null = null;
  if (fs.existsSync(dataDir)) {
    // Throws while an api has the directory open.
    lockDataDir(dataDir)();
    movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dataDir, movedAside);
  }
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: await fs.openAsBlob(file) });
    try {
      const result = await client.query<{ count: number }>('select count(*)::int as count from users');
      return { movedAside, users: result.rows[0]?.count ?? 0 };
    } finally {
      await client.close();
    }
  } catch (error) {
    throw new StartupError(`Could not restore ${file} into ${dataDir}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  } finally {
    unlock();
  }
}
