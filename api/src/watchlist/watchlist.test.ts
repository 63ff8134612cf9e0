// The embedded /rest/v1/watchlist, driven by supabase-js itself (the browser's exact calls, spec §7
// "Hosted database") and by hand for the edges: each user reaches only their own rows, because the
// table's row-level security policy says so, not because the route filters.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import { watchlist } from '../db/schema';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { NO_API_KEY } from './rest-routes';

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

let mailbox: Mailbox;
let t: TestApp;
let url: string;
let alice: SessionBody;
let bob: SessionBody;

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
beforeEach(() => t.database.db.execute(sql`delete from watchlist`));

/** A browser's client, signed in as the user (what shared/src/auth hands supabase-js). */
function browserClient(session: SessionBody): SupabaseClient {
  return createClient(url, EMBEDDED_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket of its own; supabase-js builds its realtime client even when unused.
    realtime: { transport: WebSocket as never },
    global: { headers: { Authorization: `Bearer ${session.session.access_token}` } },
  });
}

const watchlistOf = async (session: SessionBody) => {
  const { data, error } = await browserClient(session).from('watchlist').select('token_address').eq('user_id', session.user.id);
  expect(error).toBeNull();
  return data;
};

const add = (session: SessionBody, tokenAddress: string, userId = session.user.id) =>
  browserClient(session)
    .from('watchlist')
    .insert([{ user_id: userId, token_address: tokenAddress }]);

const headers = (session: SessionBody | null, extra: Record<string, string> = {}) => ({
  apikey: EMBEDDED_SUPABASE_ANON_KEY,
  ...(session ? { authorization: `Bearer ${session.session.access_token}` } : {}),
  ...extra,
});

describe('the watchlist through supabase-js', () => {
  it('selects, inserts and deletes the user’s tokens with the spec’s three calls', async () => {
    expect(await watchlistOf(alice)).toEqual([]);

    const inserted = await add(alice, DAI);
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(await add(alice, LINK)).toMatchObject({ error: null, status: 201 });
    expect(await watchlistOf(alice)).toEqual([{ token_address: DAI }, { token_address: LINK }]);

    const deleted = await browserClient(alice).from('watchlist').delete().eq('user_id', alice.user.id).eq('token_address', DAI);
    expect(deleted).toMatchObject({ error: null, status: 204 });
    expect(await watchlistOf(alice)).toEqual([{ token_address: LINK }]);
  });

  it('refuses a token already in the watchlist with PostgREST’s unique-violation error (409, 23505)', async () => {
    await add(alice, DAI);
    const again = await add(alice, DAI);
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: '23505' });
    expect(await watchlistOf(alice)).toEqual([{ token_address: DAI }]);
  });

  it('answers inserts with the rows when asked to (Prefer: return=representation)', async () => {
    const { data, error, status } = await browserClient(alice)
      .from('watchlist')
      .insert({ user_id: alice.user.id, token_address: USDC })
      .select('user_id, token_address');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ user_id: alice.user.id, token_address: USDC }]);
  });

  it('refuses an address that is not a lower-case 0x address (check constraint, 400 23514)', async () => {
    const { status, error } = await add(alice, 'not-a-token');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
  });
});

describe('ownership (row-level security)', () => {
  it('shows a user none of another user’s rows, even asked for them by user_id or with no filter', async () => {
    await add(alice, DAI);
    await add(bob, LINK);

    const bobAsksForAlice = await browserClient(bob).from('watchlist').select('token_address').eq('user_id', alice.user.id);
    expect(bobAsksForAlice).toMatchObject({ error: null, data: [] });
    const everything = await browserClient(bob).from('watchlist').select('*');
    expect(everything.data).toEqual([{ user_id: bob.user.id, token_address: LINK, created_at: expect.any(String) }]);
  });

  it('refuses to insert a row for another user (403, 42501) and stores nothing', async () => {
    const forged = await add(bob, DAI, alice.user.id);
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });
    expect(await watchlistOf(alice)).toEqual([]);
  });

  it('deletes nothing of another user’s, whatever the filters say', async () => {
    await add(alice, DAI);
    const byBoth = await browserClient(bob).from('watchlist').delete().eq('user_id', alice.user.id).eq('token_address', DAI);
    expect(byBoth).toMatchObject({ error: null, status: 204 });
    const everyRow = await t.app.inject({
      method: 'DELETE',
      url: '/rest/v1/watchlist?token_address=not.is.null',
      headers: headers(bob, { prefer: 'return=representation' }),
    });
    expect(everyRow.json()).toEqual([]);
    expect(await watchlistOf(alice)).toEqual([{ token_address: DAI }]);
  });

  it('is enforced by the database: as the authenticated role with a user’s claims, a bare query sees only their rows', async () => {
    await add(alice, DAI);
    await add(bob, LINK);
    const rows = await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: bob.user.id })}, true)`,
      );
      return tx.select({ token_address: watchlist.tokenAddress }).from(watchlist);
    });
    expect(rows).toEqual([{ token_address: LINK }]);
    const nobody = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'authenticated', true)`);
      return tx.select({ token_address: watchlist.tokenAddress }).from(watchlist);
    });
    expect(nobody).toEqual([]);
  });
});

describe('who may call', () => {
  it('wants the anon key (401 without it)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/rest/v1/watchlist',
      headers: { authorization: `Bearer ${alice.session.access_token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'PGRST301', message: NO_API_KEY });
  });

  it.each([
    ['no bearer token', {}],
    ['the anon key as the bearer (nobody signed in)', { authorization: `Bearer ${EMBEDDED_SUPABASE_ANON_KEY}` }],
  ])('serves %s as PostgREST’s anon role: 200 and none of the rows (row-level security)', async (_case, auth) => {
    await add(alice, DAI);
    const response = await t.app.inject({
      method: 'GET',
      url: '/rest/v1/watchlist?select=token_address',
      headers: { ...headers(null), ...auth },
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: [] });
  });

  it('refuses a forged token with 401 PGRST301', async () => {
    await add(alice, DAI);
    const response = await t.app.inject({
      method: 'GET',
      url: '/rest/v1/watchlist?select=token_address',
      headers: { ...headers(null), authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'PGRST301',
      details: 'None of the keys was able to decode the JWT',
      hint: null,
      message: 'No suitable key or wrong key type',
    });
  });
});

describe('what it does not speak, refused like PostgREST', () => {
  it.each([
    ['an unknown column in select', '/rest/v1/watchlist?select=balance', '42703'],
    ['an unknown column in a filter', '/rest/v1/watchlist?balance=eq.1', '42703'],
    ['an operator PostgREST does not have', `/rest/v1/watchlist?user_id=equals.00000000-0000-0000-0000-000000000000`, 'PGRST100'],
    ['a user_id that is not a uuid', '/rest/v1/watchlist?user_id=eq.someone', '22P02'],
    ['a created_at that is not a time', '/rest/v1/watchlist?created_at=eq.last-week', '22007'],
  ])('%s: 400', async (_case, path, code) => {
    const response = await t.app.inject({ method: 'GET', url: path, headers: headers(alice) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('an insert naming a column the table does not have: 400 PGRST204', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/v1/watchlist',
      headers: headers(alice),
      payload: [{ user_id: alice.user.id, token_address: DAI, balance: '1' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PGRST204' });
  });
});

describe('with a hosted Supabase project', () => {
  it('serves no /rest/v1/watchlist: the browser talks to the project’s PostgREST', async () => {
    const hosted = await createTestApp({
      SMTP_URL: mailbox.smtpUrl,
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_ANON_KEY: 'hosted-anon-key',
      SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
    });
    try {
      const response = await hosted.app.inject({ method: 'GET', url: '/rest/v1/watchlist', headers: { apikey: 'hosted-anon-key' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await hosted.close();
    }
  });
});
