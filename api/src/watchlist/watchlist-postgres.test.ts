// The watchlist's migration and row-level security on Debian's PostgreSQL, as on a Supabase database:
// the migration makes the `authenticated` role where the server lacks it (and leaves it alone where it
// exists, as on Supabase), and each user's queries reach only their rows.
import { randomUUID } from 'node:crypto';
import { createDatabase, type Database } from '../db/database';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import type { Db } from '../db/database';
import { readApiRequest } from './postgrest/api-request';
import { databaseError } from './postgrest/errors';
import type { AuthResult } from './postgrest/jwt';
import { planRequest } from './postgrest/plan';
import { runPlan } from './repo';

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca';
const quiet = { error: () => undefined };

let postgres: PostgresCluster;
const opened: Database[] = [];

beforeAll(async () => {
  postgres = await startPostgresCluster();
}, 60_000);
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await postgres?.stop();
});

async function migratedDatabase(name: string): Promise<Database> {
  const database = await createDatabase({ databaseUrl: await postgres.createDatabase(name), dataDir: '' }, quiet);
  opened.push(database);
  return database;
}

/** A signed-in user as PostgREST takes them from their JWT. */
const signedIn = (userId: string) => ({
  userId,
  caller: { authenticated: true, claims: { sub: userId, email: `${userId}@example.com`, role: 'authenticated' } },
});

/** One PostgREST request on the watchlist as `caller`, the way the embedded /rest/v1/watchlist runs it. */
async function request(db: Db, caller: AuthResult, method: string, query: string, body?: unknown) {
  const headers = { prefer: 'return=representation' };
  const apiRequest = readApiRequest(method, `/rest/v1/watchlist?${query}`, headers, body === undefined ? undefined : JSON.stringify(body));
  return JSON.parse(
    (
      await runPlan(
        db,
        caller,
        planRequest(apiRequest, () => false),
      )
    ).body || '[]',
  ) as unknown;
}
const tokensOf = (db: Db, caller: AuthResult, filter = '') => request(db, caller, 'GET', `select=token_address${filter}`);

it('keeps each user to their own rows on a real server, in a second database of the same cluster too', async () => {
  // Roles belong to the cluster: the second database's migration finds the role and skips making it.
  for (const name of ['watchlist_first', 'watchlist_second']) {
    const { db } = await migratedDatabase(name);
    const alice = signedIn(randomUUID());
    const bob = signedIn(randomUUID());
    await request(db, alice.caller, 'POST', 'select=token_address', [{ user_id: alice.userId, token_address: DAI }]);
    await request(db, bob.caller, 'POST', 'select=token_address', [{ user_id: bob.userId, token_address: LINK }]);

    expect(await tokensOf(db, bob.caller)).toEqual([{ token_address: LINK }]);
    expect(await tokensOf(db, bob.caller, `&user_id=eq.${alice.userId}`)).toEqual([]);
    const forged = request(db, bob.caller, 'POST', 'select=token_address', [{ user_id: alice.userId, token_address: LINK }]);
    await expect(forged.catch((error: unknown) => databaseError(error)?.body())).resolves.toMatchObject({
      code: '42501',
      message: expect.stringContaining('row-level security'),
    });
    expect(await request(db, bob.caller, 'DELETE', `select=token_address&user_id=eq.${alice.userId}`)).toEqual([]);
    expect(await tokensOf(db, alice.caller)).toEqual([{ token_address: DAI }]);
  }
}, 60_000);
