// The watchlist's migration and row-level security on Debian's PostgreSQL, as on a Supabase database:
// the migration makes the `authenticated` role where the server lacks it (and leaves it alone where it
// exists, as on Supabase), and each user's queries reach only their rows.
import { randomUUID } from 'node:crypto';
import { createDatabase, type Database } from '../db/database';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { deleteWatchlist, insertWatchlist, selectWatchlist } from './repo';

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

const claimsOf = (userId: string) => ({ userId, email: `${userId}@example.com`, sessionId: null });

it('keeps each user to their own rows on a real server, in a second database of the same cluster too', async () => {
  // Roles belong to the cluster: the second database's migration finds the role and skips making it.
  for (const name of ['watchlist_first', 'watchlist_second']) {
    const { db } = await migratedDatabase(name);
    const alice = claimsOf(randomUUID());
    const bob = claimsOf(randomUUID());
    await insertWatchlist(db, alice, [{ user_id: alice.userId, token_address: DAI }], ['token_address']);
    await insertWatchlist(db, bob, [{ user_id: bob.userId, token_address: LINK }], ['token_address']);

    expect(await selectWatchlist(db, bob, ['token_address'], {})).toEqual([{ token_address: LINK }]);
    expect(await selectWatchlist(db, bob, ['token_address'], { user_id: alice.userId })).toEqual([]);
    await expect(insertWatchlist(db, bob, [{ user_id: alice.userId, token_address: LINK }], ['token_address'])).rejects.toThrow();
    expect(await deleteWatchlist(db, bob, { user_id: alice.userId }, ['token_address'])).toEqual([]);
    expect(await selectWatchlist(db, alice, ['token_address'], {})).toEqual([{ token_address: DAI }]);
  }
}, 60_000);
