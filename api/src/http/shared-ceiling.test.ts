// The per-IP ceiling across api processes on one PostgreSQL: each counts in memory and adds its counts
// to the database about once a second, so the limit holds for all of them together, give or take what
// arrives between two syncs.
import { Pool } from 'pg';
import { buildApp, type App } from '../app';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import type { Database } from '../db';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { createTestDatabase, testConfig } from '../testing/test-app';
import { sharedCeiling } from './shared-ceiling';

jest.setTimeout(120_000);

const quiet = { error: () => undefined };

describe('counts shared through the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('adds up every process’s hits at each sync, per IP and minute', async () => {
    let now = 5 * 60_000 + 1_000;
    const first = sharedCeiling(database.db, quiet, { now: () => now });
    const second = sharedCeiling(database.db, quiet, { now: () => now });
    for (let n = 1; n <= 15; n += 1) expect(first.hit('203.0.113.1').hits).toBe(n);
    await first.sync();
    // The second process knows nothing of them until it syncs.
    expect(second.hit('203.0.113.1').hits).toBe(1);
    await second.sync();
    expect(second.hit('203.0.113.1')).toEqual({ hits: 17, windowEndsAt: 6 * 60_000 });
    expect(second.hit('198.51.100.7').hits).toBe(1);
    // The first reads the totals again though it has nothing new: 16, and its own new hit.
    await first.sync();
    expect(first.hit('203.0.113.1').hits).toBe(17);

    // A new minute starts from nothing.
    now = 6 * 60_000;
    expect(first.hit('203.0.113.1').hits).toBe(1);
    await first.sync();
    expect(second.hit('203.0.113.1').hits).toBe(1);
    await second.sync();
    expect(second.hit('203.0.113.1').hits).toBe(3);
  });
});

describe('two api processes on one PostgreSQL', () => {
  let postgres: PostgresCluster;
  const apps: App[] = [];
  const afterAllDone: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    postgres = await startPostgresCluster();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const done of afterAllDone) await done();
    await postgres?.stop();
  });

  it('refuse an IP past RATE_LIMIT_PER_IP requests a minute between them, not each', async () => {
    const env = { DATABASE_URL: await postgres.createDatabase('shared_ceiling'), RATE_LIMIT_PER_IP: '20', MONITOR: 'off', NEWS: 'off' };
    const pool = new Pool({ connectionString: env.DATABASE_URL });
    afterAllDone.push(() => pool.end());
    const first = await buildApp(testConfig(env));
    apps.push(first);
    const second = await buildApp(testConfig(env));
    apps.push(second);
    await Promise.all(apps.map((app) => app.ready()));
    const get = (app: App) =>
      app.inject({ method: 'GET', url: '/news', remoteAddress: '203.0.113.9', headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY } });
    const statuses = async (app: App, count: number) => {
      const answers: number[] = [];
      for (let n = 0; n < count; n += 1) answers.push((await get(app)).statusCode);
      return answers;
    };

    /** Once the database holds `hits` for the IP, a sync more (with room to spare) for every process to read it. */
    const syncedAt = async (hits: number) => {
      for (let tries = 0; (await stored()) < hits; tries += 1) {
        if (tries > 100) throw new Error(`the shared count never reached ${hits}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    };
    const stored = async () => {
      const { rows } = await pool.query<{ hits: number }>(
        "select coalesce(sum(hits), 0)::int as hits from rate_limit_counters where key like 'ceiling:%:203.0.113.9'",
      );
      return Number(rows[0]?.hits ?? 0);
    };

    // The counts are per minute: a minute that ends mid-test would start them again.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 100));
    expect(await statuses(first, 15)).toEqual(Array(15).fill(200));
    expect(await statuses(second, 1)).toEqual([200]);
    // Each knows of the other's: 16 so far, so the second lets 4 more through.
    await syncedAt(16);
    expect(await statuses(second, 6)).toEqual([...Array(4).fill(200), 429, 429]);
    // And once the first has read those, it refuses too.
    await syncedAt(22);
    expect(await statuses(first, 1)).toEqual([429]);
  });
});
