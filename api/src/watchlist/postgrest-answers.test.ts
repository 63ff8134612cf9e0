// The embedded /rest/v1/watchlist answers as PostgREST v14 (what hosted Supabase runs) does, driven by the
// real supabase-js client (and by hand where supabase-js cannot say it): status, body, Content-Range,
// Preference-Applied. Expected answers are worked out from PostgREST's source: src/PostgREST/Error.hs
// (codes and texts), Response.hs and RangeQuery.hs (statuses and headers), QueryParams.hs (parse errors);
// pg-safeupdate's texts for an unfiltered DELETE/UPDATE. Each user still reaches only their own rows.
import { createClient, type PostgrestSingleResponse, type SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import WebSocket from 'ws';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { WATCHLIST_COLUMNS } from './postgrest/table';

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const UNI = '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984';
/** Alice's tokens, oldest first (created a second apart); Bob holds DAI too. */
const ALICE_TOKENS = [DAI, LINK, USDC, WETH];

let mailbox: Mailbox;
let t: TestApp;
let url: string;
let alice: SessionBody;
let bob: SessionBody;
/** The headers of the last response supabase-js received. */
let lastHeaders = new Headers();

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  [alice, bob] = await Promise.all([signUp(t.app, mailbox), signUp(t.app, mailbox)]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from watchlist`);
  for (const [i, token] of ALICE_TOKENS.entries()) {
    await t.database.db.execute(
      sql`insert into watchlist (user_id, token_address, created_at) values (${alice.user.id}, ${token}, ${`2026-01-01T00:00:0${i + 1}Z`})`,
    );
  }
  await t.database.db.execute(
    sql`insert into watchlist (user_id, token_address, created_at) values (${bob.user.id}, ${DAI}, '2026-01-01T00:00:05Z')`,
  );
});

const tokensOf = async (session: SessionBody) =>
  (
    (await t.database.db.execute(sql`select token_address from watchlist where user_id = ${session.user.id} order by created_at`)) as {
      rows: { token_address: string }[];
    }
  ).rows.map((row) => row.token_address);

type Json = string | number | boolean | null | { [key: string]: Json } | Json[];
type AnyRow = Record<string, Json>;
/** The table loosely typed, and the PostgREST version hosted Supabase runs (supabase-js offers maxAffected from 13). */
type Database = {
  __InternalSupabase: { PostgrestVersion: '14' };
  public: {
    Tables: { watchlist: { Row: AnyRow; Insert: AnyRow; Update: AnyRow; Relationships: [] } };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};

/** A browser's supabase-js client for the user, recording each response's headers. */
function client(session: SessionBody): SupabaseClient<Database> {
  return clientWith(session.session.access_token);
}

/** A supabase-js client sending `accessToken` as its JWT; with none, nobody is signed in (it sends the anon key). */
function clientWith(accessToken: string | null): SupabaseClient<Database> {
  return createClient<Database>(url, EMBEDDED_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: {
      headers: accessToken === null ? {} : { Authorization: `Bearer ${accessToken}` },
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        lastHeaders = response.headers;
        return response;
      },
    },
  });
}
const watchlist = (session = alice) => client(session).from('watchlist');

type PostgrestErrorBody = { code: string; details: string | null; hint: string | null; message: string };
const pgrstError = (code: string, message: string, details: string | null = null, hint: string | null = null): PostgrestErrorBody => ({
  code,
  details,
  hint,
  message,
});

type Row = {
  call: () => PromiseLike<PostgrestSingleResponse<unknown>>;
  status: number;
  data?: unknown;
  /** The data, when it names what exists only once the suite runs (a user's id). */
  dataOf?: () => unknown;
  error?: PostgrestErrorBody;
  count?: number | null;
  /** Response headers; null means absent. */
  headers?: Record<string, string | null>;
  /** Alice's tokens afterwards, when the call writes (or must not). */
  aliceAfter?: string[];
};

const tokens = (...addresses: string[]) => addresses.map((token_address) => ({ token_address }));

async function expectAnswer(row: Row) {
  const result = await row.call();
  expect({ status: result.status, error: result.error }).toEqual({ status: row.status, error: row.error ?? null });
  if ('data' in row) expect(result.data).toEqual(row.data);
  if (row.dataOf) expect(result.data).toEqual(row.dataOf());
  if ('count' in row) expect(result.count).toBe(row.count);
  for (const [name, value] of Object.entries(row.headers ?? {})) expect([name, lastHeaders.get(name)]).toEqual([name, value]);
  if (row.aliceAfter) expect(await tokensOf(alice)).toEqual(row.aliceAfter);
}

describe('reads', () => {
  const rows: [string, Row][] = [
    [
      // Response.hs: Content-Range is lower-upper/total, the total `*` unless counted; no Preference-Applied.
      'order: newest first',
      {
        call: () => watchlist().select('token_address').order('created_at', { ascending: false }),
        status: 200,
        data: tokens(WETH, USDC, LINK, DAI),
        headers: { 'content-range': '0-3/*', 'preference-applied': null, 'content-type': 'application/json; charset=utf-8' },
      },
    ],
    [
      'order on two columns, with nulls placement',
      {
        call: () => watchlist().select('token_address').order('user_id').order('token_address', { ascending: false, nullsFirst: false }),
        status: 200,
        data: tokens(WETH, USDC, DAI, LINK),
      },
    ],
    [
      'count=exact: Content-Range 0-3/4 and Preference-Applied',
      {
        call: () => watchlist().select('token_address', { count: 'exact' }).order('created_at'),
        status: 200,
        data: tokens(DAI, LINK, USDC, WETH),
        count: 4,
        headers: { 'content-range': '0-3/4', 'preference-applied': 'count=exact' },
      },
    ],
    [
      'limit: the first two, Content-Range 0-1/*',
      {
        call: () => watchlist().select('token_address').order('created_at').limit(2),
        status: 200,
        data: tokens(DAI, LINK),
        headers: { 'content-range': '0-1/*' },
      },
    ],
    [
      // RangeQuery.rangeStatusHeader: fewer rows than the counted total is 206 Partial Content.
      'range(1, 2) with a count: 206 and 1-2/4',
      {
        call: () => watchlist().select('token_address', { count: 'exact' }).order('created_at').range(1, 2),
        status: 206,
        data: tokens(LINK, USDC),
        count: 4,
        headers: { 'content-range': '1-2/4' },
      },
    ],
    [
      // An offset past the counted total is 416 with PGRST103 (Error.hs OutOfBounds) and */total.
      'range past the end with a count: 416 PGRST103',
      {
        call: () => watchlist().select('token_address', { count: 'exact' }).range(10, 12),
        status: 416,
        error: pgrstError('PGRST103', 'Requested range not satisfiable', 'An offset of 10 was requested, but there are only 4 rows.'),
        headers: { 'content-range': '*/4' },
      },
    ],
    [
      'head with a count: no body, 0-3/4',
      {
        call: () => watchlist().select('*', { count: 'exact', head: true }),
        status: 200,
        data: null,
        count: 4,
        headers: { 'content-range': '0-3/4' },
      },
    ],
    [
      // contentRangeH: a total of 0 is */0.
      'nothing matches, counted: */0',
      {
        call: () => watchlist().select('token_address', { count: 'exact' }).eq('token_address', UNI),
        status: 200,
        data: [],
        count: 0,
        headers: { 'content-range': '*/0' },
      },
    ],
    [
      'in',
      {
        call: () => watchlist().select('token_address').in('token_address', [USDC, DAI, UNI]).order('created_at'),
        status: 200,
        data: tokens(DAI, USDC),
      },
    ],
    [
      'neq',
      {
        call: () => watchlist().select('token_address').neq('token_address', DAI).order('created_at'),
        status: 200,
        data: tokens(LINK, USDC, WETH),
      },
    ],
    [
      'not in',
      {
        call: () => watchlist().select('token_address').not('token_address', 'in', `(${DAI},${LINK})`).order('created_at'),
        status: 200,
        data: tokens(USDC, WETH),
      },
    ],
    [
      'gt on a timestamp',
      {
        call: () => watchlist().select('token_address').gt('created_at', '2026-01-01T00:00:02Z').order('created_at'),
        status: 200,
        data: tokens(USDC, WETH),
      },
    ],
    ['ilike with *', { call: () => watchlist().select('token_address').ilike('token_address', '0X6B17*'), status: 200, data: tokens(DAI) }],
    [
      'or',
      {
        call: () => watchlist().select('token_address').or(`token_address.eq.${WETH},token_address.eq.${LINK}`).order('created_at'),
        status: 200,
        data: tokens(LINK, WETH),
      },
    ],
    [
      'single(): one row is an object',
      {
        call: () => watchlist().select('token_address').eq('token_address', DAI).single(),
        status: 200,
        data: { token_address: DAI },
        headers: { 'content-type': 'application/vnd.pgrst.object+json; charset=utf-8' },
      },
    ],
    [
      // Error.hs SingularityError: 406 PGRST116, "The result contains n rows".
      'single(): no row is 406 PGRST116',
      {
        call: () => watchlist().select('token_address').eq('token_address', UNI).single(),
        status: 406,
        error: pgrstError('PGRST116', 'Cannot coerce the result to a single JSON object', 'The result contains 0 rows'),
        headers: { 'proxy-status': 'PostgREST; error=PGRST116' },
      },
    ],
    [
      'single(): four rows are 406 PGRST116',
      {
        call: () => watchlist().select('token_address').single(),
        status: 406,
        error: pgrstError('PGRST116', 'Cannot coerce the result to a single JSON object', 'The result contains 4 rows'),
      },
    ],
    [
      'row-level security: Bob sees his one row',
      {
        call: () => watchlist(bob).select('user_id, token_address', { count: 'exact' }),
        status: 200,
        dataOf: () => [{ user_id: bob.user.id, token_address: DAI }],
        headers: { 'content-range': '0-0/1' },
      },
    ],
    [
      // Postgres's own error, passed on with PostgREST's status for 42703 (400).
      'an unknown column is Postgres’s 42703',
      { call: () => watchlist().select('balance'), status: 400, error: pgrstError('42703', 'column watchlist.balance does not exist') },
    ],
    [
      // QueryParams.hs doctest "noop.0": unexpected first letter, expecting "not" or an operator.
      'an unknown operator is PGRST100',
      {
        call: () => watchlist().select('token_address').filter('token_address', 'regex', DAI),
        status: 400,
        error: pgrstError(
          'PGRST100',
          `"failed to parse filter (regex.${DAI})" (line 1, column 1)`,
          'unexpected "r" expecting "not" or operator (eq, gt, ...)',
        ),
      },
    ],
    [
      // Plan.hs addRels: the table has no foreign keys, so no relationship is found (hint null: none close).
      'an embed is PGRST200',
      {
        call: () => watchlist().select('token_address, users(email)'),
        status: 400,
        error: pgrstError(
          'PGRST200',
          "Could not find a relationship between 'watchlist' and 'users' in the schema cache",
          "Searched for a foreign key relationship between 'watchlist' and 'users' in the schema 'public', but no matches were found.",
        ),
      },
    ],
    [
      // db-aggregates-enabled is off on Supabase.
      'an aggregate is PGRST123',
      {
        call: () => watchlist().select('count()'),
        status: 400,
        error: pgrstError('PGRST123', 'Use of aggregate functions is not allowed'),
      },
    ],
  ];

  it.each(rows)('%s', async (_name, row) => expectAnswer(row));

  it('csv(): the header row, then one line per row', async () => {
    const { data, status } = await watchlist().select('token_address').order('created_at').limit(2).csv();
    expect({ status, data, type: lastHeaders.get('content-type') }).toEqual({
      status: 200,
      data: `token_address\n${DAI}\n${LINK}`,
      type: 'text/csv; charset=utf-8',
    });
  });
});

describe('writes', () => {
  const rows: [string, Row][] = [
    [
      // Response.hs (MutationCreate): 201, Content-Range */*, no body unless return=representation.
      'insert: 201 without a body',
      {
        call: () => watchlist().insert([{ user_id: alice.user.id, token_address: UNI }]),
        status: 201,
        data: null,
        headers: { 'content-range': '*/*', 'preference-applied': null, 'content-type': null },
        aliceAfter: [...ALICE_TOKENS, UNI],
      },
    ],
    [
      'insert with a count: */1',
      {
        call: () => watchlist().insert({ user_id: alice.user.id, token_address: UNI }, { count: 'exact' }),
        status: 201,
        count: 1,
        headers: { 'content-range': '*/1', 'preference-applied': 'count=exact' },
      },
    ],
    [
      'insert().select().single(): the row as an object',
      {
        call: () => watchlist().insert({ user_id: alice.user.id, token_address: UNI }).select('token_address').single(),
        status: 201,
        data: { token_address: UNI },
        headers: { 'preference-applied': 'return=representation' },
      },
    ],
    [
      // pRequestColumns is checked against the table: Error.hs ColumnNotFound.
      'insert naming an unknown column is PGRST204',
      {
        call: () => watchlist().insert({ user_id: alice.user.id, token_address: UNI, balance: 1 }),
        status: 400,
        error: pgrstError('PGRST204', "Could not find the 'balance' column of 'watchlist' in the schema cache"),
        aliceAfter: ALICE_TOKENS,
      },
    ],
    [
      'upsert ignoring duplicates on (user_id, token_address): the existing row stays, the new one is added',
      {
        call: () =>
          watchlist()
            .upsert(
              [
                { user_id: alice.user.id, token_address: DAI },
                { user_id: alice.user.id, token_address: UNI },
              ],
              { onConflict: 'user_id,token_address', ignoreDuplicates: true },
            )
            .select('token_address'),
        status: 201,
        data: tokens(UNI),
        headers: { 'preference-applied': 'resolution=ignore-duplicates, return=representation' },
        aliceAfter: [...ALICE_TOKENS, UNI],
      },
    ],
    [
      // pg-safeupdate (loaded by hosted Supabase): 21000, which PostgREST answers 400.
      'delete without a filter is refused: 21000',
      {
        call: () => watchlist().delete(),
        status: 400,
        error: pgrstError('21000', 'DELETE requires a WHERE clause'),
        headers: { 'proxy-status': 'PostgREST; error=21000' },
        aliceAfter: ALICE_TOKENS,
      },
    ],
    [
      'delete with a filter and a count: 204, */1',
      {
        call: () => watchlist().delete({ count: 'exact' }).eq('token_address', LINK),
        status: 204,
        count: 1,
        headers: { 'content-range': '*/1' },
        aliceAfter: [DAI, USDC, WETH],
      },
    ],
    [
      // RETURNING holds the selected columns and the primary key, so the order names one of those.
      'delete().select(): 200 with the deleted rows',
      {
        call: () => watchlist().delete().in('token_address', [LINK, USDC]).select('token_address').order('token_address'),
        status: 200,
        data: tokens(LINK, USDC),
        aliceAfter: [DAI, WETH],
      },
    ],
    [
      // MainTx.failNotSingular rolls the transaction back.
      'delete().select().single() of two rows: 406 PGRST116 and nothing deleted',
      {
        call: () => watchlist().delete().in('token_address', [LINK, USDC]).select('token_address').single(),
        status: 406,
        error: pgrstError('PGRST116', 'Cannot coerce the result to a single JSON object', 'The result contains 2 rows'),
        aliceAfter: ALICE_TOKENS,
      },
    ],
    [
      // MainTx.failExceedsMaxAffectedPref rolls back too.
      'delete with maxAffected(1) over two rows: 400 PGRST124 and nothing deleted',
      {
        call: () => watchlist().delete().in('token_address', [LINK, USDC]).maxAffected(1),
        status: 400,
        error: pgrstError('PGRST124', 'Query result exceeds max-affected preference constraint', 'The query affects 2 rows'),
        aliceAfter: ALICE_TOKENS,
      },
    ],
    [
      'update without a filter is refused: 21000',
      {
        call: () => watchlist().update({ token_address: UNI }),
        status: 400,
        error: pgrstError('21000', 'UPDATE requires a WHERE clause'),
        aliceAfter: ALICE_TOKENS,
      },
    ],
  ];

  it.each(rows)('%s', async (_name, row) => expectAnswer(row));

  describe('the table grants UPDATE, as hosted Supabase’s default privileges do (migration 0013)', () => {
    const granted: [string, Row][] = [
      [
        // Response.hs: a merge-duplicates POST that inserted nothing is 200, otherwise 201.
        'upsert merging duplicates of existing rows: 200',
        {
          call: () => watchlist().upsert({ user_id: alice.user.id, token_address: DAI }).select('token_address'),
          status: 200,
          data: tokens(DAI),
          headers: { 'preference-applied': 'resolution=merge-duplicates, return=representation' },
          aliceAfter: ALICE_TOKENS,
        },
      ],
      [
        'upsert merging with a new row: 201',
        {
          call: () => watchlist().upsert({ user_id: alice.user.id, token_address: UNI }, { onConflict: 'user_id,token_address' }),
          status: 201,
          headers: { 'preference-applied': 'resolution=merge-duplicates' },
          aliceAfter: [...ALICE_TOKENS, UNI],
        },
      ],
      [
        'update with a filter: 204, Content-Range 0-0/*',
        {
          call: () => watchlist().update({ token_address: UNI }).eq('token_address', WETH),
          status: 204,
          headers: { 'content-range': '0-0/*' },
          aliceAfter: [DAI, LINK, USDC, UNI],
        },
      ],
      [
        'update of another user’s row: nothing changes (row-level security)',
        { call: () => watchlist(bob).update({ token_address: UNI }).eq('user_id', alice.user.id), status: 204, aliceAfter: ALICE_TOKENS },
      ],
    ];

    it.each(granted)('%s', async (_name, row) => expectAnswer(row));
  });

  it('an upsert merging duplicates needs UPDATE on the table: where a project revoked it, Postgres’s 42501 (403)', async () => {
    await t.database.db.execute(sql`revoke update on watchlist from authenticated`);
    try {
      await expectAnswer({
        call: () => watchlist().upsert({ user_id: alice.user.id, token_address: DAI }),
        status: 403,
        error: pgrstError('42501', 'permission denied for table watchlist'),
        aliceAfter: ALICE_TOKENS,
      });
    } finally {
      await t.database.db.execute(sql`grant update on watchlist to authenticated`);
    }
  });
});

/** Alice's access token with its claims changed (`undefined` drops one), signed with `secret`. */
async function aliceToken(changes: JWTPayload, secret = TEST_JWT_SECRET): Promise<string> {
  const claims: JWTPayload = { ...decodeJwt(alice.session.access_token), ...changes };
  for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}
const secondsAgo = (seconds: number) => Math.floor(Date.now() / 1000) - seconds;

/** An untyped client, for tables the project does not have. */
const anyTable = (name: string, accessToken: string | null = alice.session.access_token) =>
  (clientWith(accessToken) as unknown as SupabaseClient).from(name);

const INVALID_TOKEN = (description: string) => `Bearer error="invalid_token", error_description="${description}"`;

describe('who is calling, told apart as PostgREST does (Auth.hs, Auth/Jwt.hs)', () => {
  const anonymous = () => clientWith(null).from('watchlist');
  const rows: [string, Row][] = [
    [
      // Nobody signed in: PostgREST's anon role, which Supabase grants the table; row-level security shows no rows.
      'anonymous select (the anon key only): 200 and no rows',
      { call: () => anonymous().select('token_address'), status: 200, data: [], headers: { 'content-range': '*/*' } },
    ],
    [
      // Error.hs pgErrorStatus: 42501 is 401 for the anon role (403 once signed in), with WWW-Authenticate: Bearer.
      'anonymous insert: 401 42501, the row-level security violation',
      {
        call: () => anonymous().insert({ user_id: alice.user.id, token_address: UNI }),
        status: 401,
        error: pgrstError('42501', 'new row violates row-level security policy for table "watchlist"'),
        headers: { 'www-authenticate': 'Bearer', 'proxy-status': 'PostgREST; error=42501' },
        aliceAfter: ALICE_TOKENS,
      },
    ],
    [
      'anonymous upsert: 401 42501',
      {
        call: () => anonymous().upsert({ user_id: alice.user.id, token_address: DAI }),
        status: 401,
        error: pgrstError('42501', 'new row violates row-level security policy for table "watchlist"'),
        aliceAfter: ALICE_TOKENS,
      },
    ],
    [
      'anonymous delete with a filter: 204, nothing deleted',
      { call: () => anonymous().delete().eq('user_id', alice.user.id), status: 204, aliceAfter: ALICE_TOKENS },
    ],
    [
      'anonymous delete without a filter: still refused by pg-safeupdate, 400 21000',
      {
        call: () => anonymous().delete(),
        status: 400,
        error: pgrstError('21000', 'DELETE requires a WHERE clause'),
        aliceAfter: ALICE_TOKENS,
      },
    ],
    [
      // Auth/Jwt.hs checkForErrors: exp more than 30 s (allowedSkewSeconds) in the past is JWTExpired, PGRST303.
      'an expired JWT: 401 PGRST303 "JWT expired", with WWW-Authenticate naming it',
      {
        call: async () =>
          clientWith(await aliceToken({ exp: secondsAgo(60) }))
            .from('watchlist')
            .select('token_address'),
        status: 401,
        error: pgrstError('PGRST303', 'JWT expired'),
        headers: { 'www-authenticate': INVALID_TOKEN('JWT expired'), 'proxy-status': 'PostgREST; error=PGRST303' },
      },
    ],
    [
      'a JWT expired 10 s ago, within PostgREST’s 30 s of clock skew: still served',
      {
        call: async () =>
          clientWith(await aliceToken({ exp: secondsAgo(10) }))
            .from('watchlist')
            .select('token_address')
            .order('created_at'),
        status: 200,
        data: tokens(...ALICE_TOKENS),
      },
    ],
    [
      'a JWT issued more than 30 s in the future: 401 PGRST303 "JWT issued at future"',
      {
        call: async () =>
          clientWith(await aliceToken({ iat: secondsAgo(-120) }))
            .from('watchlist')
            .select('token_address'),
        status: 401,
        error: pgrstError('PGRST303', 'JWT issued at future'),
        headers: { 'www-authenticate': INVALID_TOKEN('JWT issued at future') },
      },
    ],
    [
      'a JWT whose exp is not a number: 401 PGRST303',
      {
        call: async () =>
          clientWith(await aliceToken({ exp: 'tomorrow' as unknown as number }))
            .from('watchlist')
            .select('token_address'),
        status: 401,
        error: pgrstError('PGRST303', "The JWT 'exp' claim must be a number"),
      },
    ],
    [
      // jose-jwt's decode: no key verifies the signature, a KeyError (PGRST301) with its text as details.
      'a JWT signed with another secret: 401 PGRST301',
      {
        call: async () =>
          clientWith(await aliceToken({}, 'another-secret-that-is-long-enough-for-hs256'))
            .from('watchlist')
            .select('token_address'),
        status: 401,
        error: pgrstError('PGRST301', 'No suitable key or wrong key type', 'None of the keys was able to decode the JWT'),
        headers: { 'www-authenticate': INVALID_TOKEN('No suitable key or wrong key type'), 'proxy-status': 'PostgREST; error=PGRST301' },
      },
    ],
    [
      'a JWT not valid for another 2 minutes: 401 PGRST303 "JWT not yet valid"',
      {
        call: async () =>
          clientWith(await aliceToken({ nbf: secondsAgo(-120) }))
            .from('watchlist')
            .select('token_address'),
        status: 401,
        error: pgrstError('PGRST303', 'JWT not yet valid'),
      },
    ],
    [
      // test/io/test_auth.py's tokens: a partial one, one of random characters, one with algorithm "none".
      'a token in two parts: 401 PGRST301',
      {
        call: () => clientWith('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.bm90IGFuIG9iamVjdA').from('watchlist').select(),
        status: 401,
        error: pgrstError('PGRST301', 'Expected 3 parts in JWT; got 2'),
      },
    ],
    [
      'three parts of random characters: 401 PGRST301 "JWT cryptographic operation failed"',
      {
        call: () => clientWith('quifquirndsjagnrgniur.fonvoienqhhdj.iuqvnvhojah').from('watchlist').select(),
        status: 401,
        error: pgrstError('PGRST301', 'JWT cryptographic operation failed'),
      },
    ],
    [
      'an unsecured JWT (alg "none"): 401 PGRST301',
      {
        call: () =>
          clientWith('eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.e30.yOBhlOIqn56T-4NvyEXCjfi3UmyQZ-BzXtePMO2NgRI').from('watchlist').select(),
        status: 401,
        error: pgrstError('PGRST301', 'Wrong or unsupported encoding algorithm', "JWT is unsecured but expected 'alg' was not 'none'"),
      },
    ],
    [
      // The role claim is the role PostgREST takes; the embedded database has `authenticated` only.
      'a JWT naming a role the database does not have: 401 22023',
      {
        call: async () =>
          clientWith(await aliceToken({ role: 'not_existing' }))
            .from('watchlist')
            .select(),
        status: 401,
        error: pgrstError('22023', 'role "not_existing" does not exist'),
        headers: { 'www-authenticate': 'Bearer', 'proxy-status': 'PostgREST; error=22023' },
      },
    ],
    [
      'not a JWT: 401 PGRST301 "Expected 3 parts in JWT; got 1"',
      {
        call: () => clientWith('not-a-jwt').from('watchlist').select('token_address'),
        status: 401,
        error: pgrstError('PGRST301', 'Expected 3 parts in JWT; got 1'),
        headers: { 'www-authenticate': INVALID_TOKEN('Expected 3 parts in JWT; got 1') },
      },
    ],
  ];

  it.each(rows)('%s', async (_name, row) => expectAnswer(row));

  it('serves a request with no Authorization header at all (the apikey header only) as the anon role', async () => {
    const response = await fetch(`${url}/rest/v1/watchlist?select=token_address`, { headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY } });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: [] });
  });
});

describe('a table the project does not have: 404 PGRST205 (Plan.hs findTable)', () => {
  const notFound = (table: string, hint: string | null = null) =>
    pgrstError('PGRST205', `Could not find the table 'public.${table}' in the schema cache`, null, hint);
  const rows: [string, Row][] = [
    [
      // Error.hs tableNotFoundHint: the closest table scoring at least 0.75 (fuzzyset, Levenshtein).
      'a near miss, with PostgREST’s suggestion',
      {
        call: () => anyTable('watchlists').select('token_address'),
        status: 404,
        error: notFound('watchlists', "Perhaps you meant the table 'public.watchlist'"),
        headers: { 'proxy-status': 'PostgREST; error=PGRST205' },
      },
    ],
    [
      'the name in another case: suggested too',
      {
        call: () => anyTable('Watchlist').select(),
        status: 404,
        error: notFound('Watchlist', "Perhaps you meant the table 'public.watchlist'"),
      },
    ],
    ['a name too far from any table: no hint', { call: () => anyTable('users').select(), status: 404, error: notFound('users') }],
    ['a prefix scoring under 0.75: no hint', { call: () => anyTable('watch').select(), status: 404, error: notFound('watch') }],
    ['an insert', { call: () => anyTable('users').insert({ email: 'x' }), status: 404, error: notFound('users') }],
    ['an update', { call: () => anyTable('users').update({ email: 'x' }).eq('id', 1), status: 404, error: notFound('users') }],
    ['a delete, even without a filter', { call: () => anyTable('users').delete(), status: 404, error: notFound('users') }],
    ['asked anonymously', { call: () => anyTable('users', null).select(), status: 404, error: notFound('users') }],
    [
      // The JWT is checked before the request is planned.
      'with an expired JWT: the JWT’s error first',
      {
        call: async () => anyTable('users', await aliceToken({ exp: secondsAgo(60) })).select(),
        status: 401,
        error: pgrstError('PGRST303', 'JWT expired'),
      },
    ],
  ];

  it.each(rows)('%s', async (_name, row) => expectAnswer(row));

  it.each([
    ['PUT', '/rest/v1/users?id=eq.1', 404, notFound('users')],
    // ApiRequest.hs reads the query string before Plan.hs looks the table up.
    [
      'GET',
      '/rest/v1/users?id=zz.1',
      400,
      pgrstError(
        'PGRST100',
        '"failed to parse filter (zz.1)" (line 1, column 1)',
        'unexpected "z" expecting "not" or operator (eq, gt, ...)',
      ),
    ],
  ])('by hand, %s %s: %i', async (method, path, status, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        apikey: EMBEDDED_SUPABASE_ANON_KEY,
        authorization: `Bearer ${alice.session.access_token}`,
        'content-type': 'application/json',
      },
      body: method === 'PUT' ? '{"id":1}' : undefined,
    });
    expect({ status: response.status, body: await response.json() }).toEqual({ status, body });
  });
});

describe('by hand: what supabase-js cannot say', () => {
  /** Headers given as '' are left out. */
  const get = (path: string, extra: Record<string, string> = {}, method = 'GET', body?: string) => {
    const headers = { apikey: EMBEDDED_SUPABASE_ANON_KEY, authorization: `Bearer ${alice.session.access_token}`, ...extra };
    return fetch(`${url}/rest/v1/watchlist${path}`, {
      method,
      headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
      body,
    });
  };

  type HandRow = {
    path: string;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    status: number;
    json?: unknown;
    responseHeaders?: Record<string, string | null>;
  };
  const rows: [string, HandRow][] = [
    [
      'the anon key in the query string instead of the header',
      {
        path: `?select=token_address&token_address=eq.${DAI}&apikey=${EMBEDDED_SUPABASE_ANON_KEY}`,
        headers: { apikey: '' },
        status: 200,
        json: tokens(DAI),
      },
    ],
    [
      'a Range header: 206 with a count',
      {
        path: '?select=token_address&order=created_at',
        headers: { range: '1-2', prefer: 'count=exact' },
        status: 206,
        json: tokens(LINK, USDC),
        responseHeaders: { 'content-range': '1-2/4', 'content-location': '/watchlist?order=created_at&select=token_address' },
      },
    ],
    [
      'a Range header with its bounds reversed: 416',
      {
        path: '?select=token_address',
        headers: { range: '3-1' },
        status: 416,
        json: pgrstError(
          'PGRST103',
          'Requested range not satisfiable',
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
        ),
      },
    ],
    [
      'a negative limit: 416',
      {
        path: '?select=token_address&limit=-1',
        status: 416,
        json: pgrstError('PGRST103', 'Requested range not satisfiable', 'Limit should be greater than or equal to zero.'),
      },
    ],
    [
      // QueryParams.hs doctest "id.ac": the position of "ac", expecting a direction or a nulls order.
      'a malformed order: PGRST100',
      {
        path: '?select=token_address&order=token_address.ac',
        status: 400,
        json: pgrstError(
          'PGRST100',
          '"failed to parse order (token_address.ac)" (line 1, column 15)',
          'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"',
        ),
      },
    ],
    [
      'an Accept type a table cannot answer with: 406 PGRST107',
      {
        path: '?select=token_address',
        headers: { accept: 'text/html' },
        status: 406,
        json: pgrstError('PGRST107', 'None of these media types are available: text/html'),
      },
    ],
    [
      'an unknown preference with handling=strict: 400 PGRST122',
      {
        path: '?select=token_address',
        headers: { prefer: 'handling=strict, fancy=yes' },
        status: 400,
        json: pgrstError('PGRST122', 'Invalid preferences given with handling=strict', 'Invalid preferences: fancy=yes'),
      },
    ],
    [
      'a schema the project does not expose: 406 PGRST106',
      {
        path: '?select=token_address',
        headers: { 'accept-profile': 'private' },
        status: 406,
        json: pgrstError('PGRST106', 'Invalid schema: private', null, 'Only the following schemas are exposed: public, graphql_public'),
      },
    ],
    [
      'an unparsable JSON body: 400 PGRST102',
      {
        path: '',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"user_id":',
        status: 400,
        json: pgrstError('PGRST102', 'Empty or invalid json'),
      },
    ],
    [
      'rows with different keys: 400 PGRST102',
      {
        path: '',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ token_address: UNI }, { user_id: 'x' }]),
        status: 400,
        json: pgrstError('PGRST102', 'All object keys must match'),
      },
    ],
    [
      'PUT, which this slice does not serve: PGRST127',
      {
        path: `?user_id=eq.x&token_address=eq.${UNI}`,
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        status: 400,
        json: pgrstError(
          'PGRST127',
          'Feature not implemented',
          'The embedded watchlist does not serve PUT; POST with Prefer: resolution=merge-duplicates upserts.',
        ),
      },
    ],
  ];

  it.each(rows)('%s', async (_name, row) => {
    const response = await get(row.path, row.headers, row.method, row.body);
    expect(response.status).toBe(row.status);
    if ('json' in row) expect(await response.json()).toEqual(row.json);
    for (const [name, value] of Object.entries(row.responseHeaders ?? {}))
      expect([name, response.headers.get(name)]).toEqual([name, value]);
  });

  it('renders created_at as Postgres does, in the zone a timezone preference names', async () => {
    const response = await get(`?select=created_at&token_address=eq.${DAI}`, { prefer: 'timezone=America/Los_Angeles' });
    expect(await response.json()).toEqual([{ created_at: '2025-12-31T16:00:01-08:00' }]);
    expect(response.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
  });
});

it('knows the watchlist table as the database does', async () => {
  const { rows } = (await t.database.db.execute(
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, pg_get_expr(d.adbin, d.adrelid) as "default"
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = 'public.watchlist'::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
  )) as { rows: { name: string; type: string; default: string | null }[] };
  expect(rows.map((row) => ({ name: row.name, type: row.type, ...(row.default ? { default: row.default } : {}) }))).toEqual(
    WATCHLIST_COLUMNS,
  );
});
