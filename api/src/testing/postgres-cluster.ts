// A throwaway PostgreSQL server for tests that need the real one (several api processes on one
// database, LISTEN/NOTIFY between processes): Debian's `postgresql` package, a fresh cluster in a
// temporary directory on a free loopback port, trust authentication, no fsync. As root (CI
// containers), the server runs as the `postgres` user, since initdb refuses root.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export type PostgresCluster = {
  /** postgres://… of the cluster's `postgres` database, for DATABASE_URL. */
  url: string;
  /** Creates an empty database; its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
};

const SUPERUSER = 'whalewatch';
const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** POSTGRES_BIN, else the newest server Debian's packages installed. */
export function postgresBinDir(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const versions = fs.existsSync(DEBIAN_VERSIONS)
    ? fs
        .readdirSync(DEBIAN_VERSIONS)
        .filter((version) => fs.existsSync(path.join(DEBIAN_VERSIONS, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`No PostgreSQL server in ${DEBIAN_VERSIONS}: install it (apt-get install -y postgresql) or set POSTGRES_BIN`);
  }
  return path.join(DEBIAN_VERSIONS, versions[0], 'bin');
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-postgres-'));
  const dataDir = path.join(directory, 'data');
  if (asRoot) execFileSync('chown', ['postgres:postgres', directory]);
  // Root runs the server binaries as the postgres user, who owns the directory.
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    return execFileSync(command, commandArgs, { cwd: directory, stdio: 'pipe' });
  };

  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
  const serverOptions = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  try {
    run('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', path.join(directory, 'server.log'), '-w', '-t', '30', 'start']);
  } catch (error) {
    const log = fs.readFileSync(path.join(directory, 'server.log'), 'utf8');
    throw new Error(`PostgreSQL did not start on port ${port}:\n${log}`, { cause: error });
  }

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  };
  // A test run that dies without its afterAll still leaves no server behind.
  process.once('exit', stop);
  const urlOf = (database: string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    async createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, name]);
      return urlOf(name);
    },
    stop: async () => stop(),
  };
}
