// A backup taken from the running api (POST /admin/backup, `npm run backup`) restores, with
// backup-cli (`npm run restore`), into a database the api opens with everything in it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { createDatabase } from './database';
import { demoRequests } from './schema';

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '..', '..', 'dist', 'db', 'backup-cli.js');
const ADMIN_TOKEN = 'operator-token-for-backup-tests-0123456789';

const demoRequest = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, company: 'Whalewatch', message: 'hello' });

describe('backup and restore of the embedded database', () => {
  let root: string;
  let dataDir: string;
  let api: ApiProcess | undefined;

  const post = (url: string, body?: object, token = ADMIN_TOKEN) =>
    fetch(`${api!.url}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const names = async (dir: string) => {
    const database = await createDatabase({ databaseUrl: undefined, dataDir: dir }, { error: () => {} });
    try {
      return (await database.db.select({ name: demoRequests.name }).from(demoRequests)).map((row) => row.name).sort();
    } finally {
      await database.close();
    }
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-backup-'));
    // DATA_DIR is the state root: the api keeps its database in DATA_DIR/pglite.
    dataDir = path.join(root, 'pglite');
  });
  afterEach(async () => {
    await api?.kill('SIGTERM');
    api = undefined;
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes a backup from the running api, refuses a restore while the api runs, and restores after it stopped', async () => {
    api = await startApiProcess({ DATA_DIR: root, ADMIN_TOKEN });
    expect((await post('/demo-requests', demoRequest('Before'))).status).toBe(201);

    expect((await post('/admin/backup', undefined, 'wrong')).status).toBe(401);
    const backup = await post('/admin/backup');
    expect(backup.status).toBe(200);
    const { file, bytes } = (await backup.json()) as { file: string; bytes: number };
    expect(path.dirname(file)).toBe(path.join(root, 'backups'));
    expect(fs.statSync(file).size).toBe(bytes);

    // Written after the backup: a restore goes back to before it.
    expect((await post('/demo-requests', demoRequest('After'))).status).toBe(201);
    await expect(run(process.execPath, [CLI, 'restore', file, dataDir])).rejects.toMatchObject({
      stderr: expect.stringContaining(`The PGlite data directory ${dataDir} is already open in process`),
    });

    await api.kill('SIGTERM');
    api = undefined;
    const restored = await run(process.execPath, [CLI, 'restore', file, dataDir]);
    expect(restored.stdout).toMatch(
      new RegExp(`^${file} restored into ${dataDir} \\(0 accounts\\); the database that was there is kept in ${dataDir}\\.before-restore-`),
    );

    expect(await names(dataDir)).toEqual(['Before']);
    const [aside] = fs.readdirSync(root).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(await names(path.join(root, aside))).toEqual(['After', 'Before']);

    // The api starts on the restored database.
    api = await startApiProcess({ DATA_DIR: root, ADMIN_TOKEN });
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  }, 120_000);

  it('backs up a stopped database with the command line, and restores into a directory that is gone', async () => {
    const backups = path.join(root, 'offline');
    const taken = await run(process.execPath, [CLI, 'backup', dataDir, backups]);
    const [file] = fs.readdirSync(backups);
    expect(taken.stdout).toContain(`backup of ${dataDir} written to ${path.join(backups, file)}`);

    const fresh = path.join(root, 'fresh');
    await run(process.execPath, [CLI, 'restore', path.join(backups, file), fresh]);
    expect(await names(fresh)).toEqual(['Before']);
  }, 120_000);
});
