// What every api suite needs: a quiet config, a migrated database of its own, and the app on top.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, type App, type AppDependencies } from '../app';
import { IN_MEMORY, loadConfig, type Config } from '../config';
import { usePglite, type Database } from '../db/database';
import { TEMPLATE_ENV } from './database-template';

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  // No chain unless a test brings one: a closed port, so nothing depends on a devnet that happens to run.
  // The monitor and the news reader too: a test that wants them steps them (app.monitor.step,
  // app.news.refresh) or turns them on.
  // Every injected request comes from 127.0.0.1: the per-IP ceiling is for the internet, not for a suite
  // (the limit's own tests set RATE_LIMIT_PER_IP).
  // The database in memory (PGLITE_DIR) unless the test names a directory (DATA_DIR or PGLITE_DIR): nothing
  // on disk, and nothing written into the repository's .data (backups included).
  const database = env.DATA_DIR || env.PGLITE_DIR ? {} : { PGLITE_DIR: IN_MEMORY };
  return loadConfig({
    LOG_LEVEL: 'silent',
    CHAIN_RPC_URL: 'http://127.0.0.1:9',
    MONITOR: 'off',
    NEWS: 'off',
    RATE_LIMIT_PER_IP: '1000000',
    ...database,
    ...env,
  });
}

/** A fresh in-memory PGlite with every migration applied. */
export async function createTestDatabase(): Promise<Database> {
  const template = process.env[TEMPLATE_ENV];
  const client = template ? await PGlite.create({ loadDataDir: await fs.openAsBlob(template) }) : await PGlite.create(IN_MEMORY);
  return usePglite(client);
}

export type TestApp = { app: App; database: Database; close(): Promise<void> };

/** An app on a fresh in-memory database; `dependencies` replace the configured chain or prices. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, dependencies: Omit<AppDependencies, 'database'> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // An app that fails to build leaves no database open (jest would wait on it).
  const app = await buildApp(testConfig(env), { ...dependencies, database }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
