// PGlite runs initdb on any directory that does not look like a database to it: a data directory
// whose files went missing would silently become a new, empty database, every account gone. So the
// api opens only what is plainly a database, and creates one only where no directory exists at all.
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../config';
import { LOCK_FILE } from './data-dir-lock';

/** The files every Postgres data directory has; without one of them it cannot be the database it was. */
const REQUIRED = ['PG_VERSION', 'global/pg_control', 'base'];

/** `new`: no directory yet, PGlite will create the database. `existing`: a database to open. */
export type DataDirState = 'new' | 'existing';

export function checkDataDir(dataDir: string): DataDirState {
  if (!fs.existsSync(dataDir)) return 'new';
  if (!fs.statSync(dataDir).isDirectory()) {
    throw new StartupError(
      `The PGlite data directory ${dataDir} is a file, not a directory. Set PGLITE_DIR (by default DATA_DIR/pglite) to a directory.`,
    );
  }
  const entries = fs.readdirSync(dataDir).filter((name) => !name.startsWith(LOCK_FILE));
  const whatToDo =
    `Nothing was changed. Restore the database from a backup (npm run restore -- <backup file>), ` +
    `or, to start over with a new, empty database, move the directory aside (mv ${dataDir} ${dataDir}.old) and start again.`;
  if (entries.length === 0) {
    throw new StartupError(
      `The PGlite data directory ${dataDir} exists but is empty: the database that was there is gone, ` +
        `or the directory was made by hand (the api creates it itself on a first start). ${whatToDo}`,
    );
  }
  const missing = REQUIRED.filter((name) => !fs.existsSync(path.join(dataDir, name)));
  if (missing.length > 0) {
    throw new StartupError(
      `The PGlite data directory ${dataDir} is damaged: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ${whatToDo}`,
    );
  }
  return 'existing';
}
