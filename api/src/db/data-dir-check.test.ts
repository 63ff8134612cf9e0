// A data directory that lost its files must stop the api, not become a new empty database over it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from '../testing/api-process';
import { StartupError } from '../config';
import { createDatabase } from './database';
import { users } from './schema';

const quiet = { error: () => {} };
const open = (dataDir: string) => createDatabase({ databaseUrl: undefined, dataDir }, quiet);

/** Every file under `dir` with its size: what "nothing was overwritten" compares. */
function snapshot(dir: string): Record<string, number> {
  const files: Record<string, number> = {};
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.statSync(path.join(dir, name));
    if (stat.isFile()) files[name] = stat.size;
  }
  return files;
}

describe('opening the embedded database', () => {
  let root: string;
  let dataDir: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-data-dir-'));
    dataDir = path.join(root, 'pglite');
    // A first start creates the database where no directory exists; an account goes in.
    const database = await open(dataDir);
    await database.db.insert(users).values({ email: 'kept@example.com', passwordHash: 'x', emailConfirmedAt: new Date() });
    await database.close();
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reopens an existing database with its data', async () => {
    const database = await open(dataDir);
    try {
      const rows = await database.db.select({ email: users.email }).from(users);
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      await database.close();
    }
  });

  it('refuses a directory whose PG_VERSION is gone, names it and what to do, and changes nothing', async () => {
    const damaged = path.join(root, 'no-pg-version');
    fs.cpSync(dataDir, damaged, { recursive: true });
    fs.rmSync(path.join(damaged, 'PG_VERSION'));
    const before = snapshot(damaged);

    const opening = open(damaged);

    await expect(opening).rejects.toThrow(StartupError);
    await expect(opening).rejects.toThrow(
      `The PGlite data directory ${damaged} is damaged: PG_VERSION is missing. Nothing was changed. ` +
        'Restore the database from a backup (npm run restore -- <backup file>), or, to start over with a new, empty database, ' +
        `move the directory aside (mv ${damaged} ${damaged}.old) and start again.`,
    );
    expect(snapshot(damaged)).toEqual(before);
  });

  it('refuses an emptied directory instead of creating a new database in it', async () => {
    const emptied = path.join(root, 'emptied');
    fs.mkdirSync(emptied);

    await expect(open(emptied)).rejects.toThrow(`The PGlite data directory ${emptied} exists but is empty`);
    expect(fs.readdirSync(emptied)).toEqual([]);
  });

  it('the api process refuses to start on a damaged directory and says why', async () => {
    const damaged = path.join(root, 'no-control-file');
    fs.cpSync(dataDir, damaged, { recursive: true });
    fs.rmSync(path.join(damaged, 'global', 'pg_control'));

    const starting = startApiProcess({ PGLITE_DIR: damaged });

    await expect(starting).rejects.toThrow(
      `api failed to start: The PGlite data directory ${damaged} is damaged: global/pg_control is missing.`,
    );
    expect(fs.existsSync(path.join(damaged, 'PG_VERSION'))).toBe(true);
  }, 120_000);
});
