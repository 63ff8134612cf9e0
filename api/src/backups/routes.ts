// POST /admin/backup (`npm run backup`): the running api writes a backup of the embedded database
// next to its data directory, between two queries, so taking one needs no downtime. The route's contract
// is @whalewatch/contracts' operatorRoutes.
import path from 'node:path';
import { operatorRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { IN_MEMORY } from '../config';
import { endpoint } from '../http';
import { failure } from '../http';
import { requireOperatorToken } from '../http';
import { backupFileName } from '../db';
import type { Database } from '../db';

/** Where backups go: `backups/` beside the PGlite data directory. */
export const backupDir = (dataDir: string) => path.join(path.dirname(dataDir), 'backups');

export const backupRoutes: FastifyPluginCallbackZod<{ database: Database; dataDir: string; adminToken: string }> = (
  app,
  { database, dataDir, adminToken },
  done,
) => {
  requireOperatorToken(app, adminToken);
  app.route({
    ...endpoint(contract['POST /admin/backup']),
    handler: async () => {
      if (!database.backup) throw failure('backup_on_postgres');
      if (dataDir.startsWith(IN_MEMORY)) throw failure('backup_in_memory');
      const file = path.join(backupDir(dataDir), backupFileName());
      const bytes = await database.backup(file);
      return { file, bytes };
    },
  });
  done();
};
