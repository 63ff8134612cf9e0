// The api's tables as hosted Supabase's Data API would reach them (issue 32, found checking the embedded
// PostgREST against Supabase's): Supabase grants its anon and authenticated roles every privilege on a
// table in `public`, so every table but the watchlist must have row-level security with no policy for them.
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { createTestDatabase } from '../testing/test-app';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

/** The rows a query answers (PGlite's and node-postgres' results both carry `rows`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const rows = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await database.db.execute(query));

it('has row-level security on every table of its schema', async () => {
  const tables = await rows<{ relname: string; relrowsecurity: boolean }>(sql`
    select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`);

  expect(tables.length).toBeGreaterThan(30);
  expect(tables.filter((table) => !table.relrowsecurity).map((table) => table.relname)).toEqual([]);
});

it("shows the Data API's roles no row of the api's own tables, granted every privilege as Supabase grants them", async () => {
  await database.db.execute(
    sql`insert into demo_requests (name, email, company, message) values ('Orca', 'orca@example.com', 'Pod', 'hello')`,
  );

  // This throwaway database grants as Supabase's default privileges do.
  await database.db.execute(sql`grant all on all tables in schema public to authenticated`);
  const asDataApi = <T>(query: ReturnType<typeof sql>) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role authenticated`);
      return rowsOf<T>(await tx.execute(query));
    });

  const read = await asDataApi<{ count: number }>(sql`select count(*)::int as count from demo_requests`);
  const written = await asDataApi(
    sql`insert into demo_requests (name, email, company, message) values ('x', 'x@example.com', 'x', 'x')`,
  ).then(
    () => 'written',
    (error: { code?: string; cause?: { code?: string } }) => error.code ?? error.cause?.code,
  );
  const seen = { read: read[0]?.count, written };

  expect(seen).toEqual({ read: 0, written: '42501' });
  // The api itself, the tables' owner, still reads its row.
  expect(await rows<{ count: number }>(sql`select count(*)::int as count from demo_requests`)).toEqual([{ count: 1 }]);
});
