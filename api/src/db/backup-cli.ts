// `node dist/db/backup-cli.js backup <data dir> <backups dir>` / `restore <file> <data dir>`: the embedded
// database's backup and restore while no api runs (scripts/backup.mjs asks a running api instead).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { StartupError } from '../config';
import { checkDataDir } from './data-dir-check';
import { lockDataDir } from './data-dir-lock';
import { backupFileName, dumpPglite, restorePglite } from './backup';

async function main([command, first, second]: string[]): Promise<string> {
  if (command === 'backup' && first && second) {
    if (checkDataDir(first) === 'new') throw new StartupError(`No database at ${first} to back up`);
    const unlock = lockDataDir(first);
    try {
      const client = await PGlite.create(first);
      try {
        const file = path.join(second, backupFileName());
        const bytes = await dumpPglite(client, file);
        return `backup of ${first} written to ${file} (${bytes} bytes)`;
      } finally {
        await client.close();
      }
    } finally {
      unlock();
    }
  }
  if (command === 'restore' && first && second) {
    const { movedAside, users } = await restorePglite(first, second);
    return `${first} restored into ${second} (${users} accounts)${movedAside ? `; the database that was there is kept in ${movedAside}` : ''}`;
  }
  throw new StartupError('usage: backup-cli backup <data dir> <backups dir> | restore <file> <data dir>');
}

main(process.argv.slice(2)).then(
  (done) => console.log(done),
  (error: unknown) => {
    console.error(error instanceof StartupError ? error.message : error);
    process.exit(1);
  },
);
