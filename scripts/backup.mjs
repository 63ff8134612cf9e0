// `npm run backup`: a backup of the embedded database (PGLITE_DIR, by default DATA_DIR/pglite) in backups/
// beside it, as the api writes them (by default DATA_DIR/backups/). Asked of the running api
// (no downtime); with no api running, taken from the data directory directly.
// `npm run restore -- <file>`: puts a backup in place of the database (the api must be stopped; the
// database that was there is moved aside, not deleted).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfigOrExit, ROOT } from './config.mjs';
import { failWith, operatorRequest } from './operator.mjs';

const [command, file] = process.argv.slice(2);
const fail = failWith(command ?? 'backup');
const config = loadConfigOrExit();
if (config.databaseUrl) fail('the api uses a Postgres server (DATABASE_URL): back it up with pg_dump and restore with pg_restore');
const dataDir = config.pgliteDir;
if (dataDir.startsWith('memory://')) fail(`the database is in memory (PGLITE_DIR=${dataDir}): there is nothing to back up`);
// Where the api writes them too (api/src/db/backup-routes.ts).
const backups = path.join(path.dirname(dataDir), 'backups');
const cli = (...args) => {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/db/backup-cli.js'), ...args], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
};

if (command === 'backup') {
  const answer = await operatorRequest(config, fail, 'POST', '/admin/backup');
  if (answer) console.log(`backup written to ${answer.file} (${answer.bytes} bytes)`);
  else cli('backup', dataDir, backups);
} else if (command === 'restore' && file) {
  cli('restore', path.resolve(process.cwd(), file), dataDir);
} else {
  fail('usage: npm run backup | npm run restore -- <backup file>');
}
