// POST /admin/backup (`npm run backup`): the running api writes a backup of the embedded database
// next to its data directory, between two queries, so taking one needs no downtime.
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { IN_MEMORY } from '../config';
import { HttpError } from '../http/errors';
import { requireOperatorToken } from '../http/operator-token';
import { backupFileName } from './backup';
import type { Database } from './database';

export const BACKUP_POSTGRES = 'This api uses a Postgres server (DATABASE_URL): back it up with pg_dump';
export const BACKUP_IN_MEMORY = 'The database is in memory (DATA_DIR=memory://): there is nothing to back up';

/** Where backups go: `backups/` beside the PGlite data directory. */
export const backupDir = (dataDir: string) => path.join(path.dirname(dataDir), 'backups');

export const backupRoutes: FastifyPluginAsync<{ database: Database; dataDir: string; adminToken: string }> = async (app, { database, dataDir, adminToken }) => {
  requireOperatorToken(app, adminToken);
  app.post('/admin/backup', async () => {
    if (!database.backup) throw new HttpError(400, BACKUP_POSTGRES);
    if (dataDir.startsWith(IN_MEMORY)) throw new HttpError(400, BACKUP_IN_MEMORY);
    const file = path.join(backupDir(dataDir), backupFileName());
    const bytes = await database.backup(file);
    return { file, bytes };
  });
};
