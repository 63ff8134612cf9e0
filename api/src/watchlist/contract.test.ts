// The embedded /rest/v1/watchlist answers what its contract (@whalewatch/contracts watchlistRoutes) says:
// the rows (as selected, as a list or one object), and PostgREST's error body at PostgREST's statuses
// (`errorShape: 'postgrest'`). The stand-in writes PostgREST's text itself, so its JSON is checked here.
import { sql } from 'drizzle-orm';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { expectAnswer } from '../testing/contract-answer';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca';

let mailbox: Mailbox;
let t: TestApp;
let alice: SessionBody;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
  alice = await signUp(t.app, mailbox);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
beforeEach(() => t.database.db.execute(sql`delete from watchlist`));

const headers = (extra: Record<string, string> = {}) => ({
  apikey: EMBEDDED_SUPABASE_ANON_KEY,
  authorization: `Bearer ${alice.session.access_token}`,
  'content-type': 'application/json',
  ...extra,
});

/** The answer is one the route's contract allows at its status; a PostgREST error carries `code`. */
const rest = (method: 'GET' | 'POST' | 'DELETE', query: string, options: { payload?: unknown; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method,
    url: `/rest/v1/watchlist${query}`,
    headers: headers(options.headers),
    payload: options.payload === undefined ? undefined : JSON.stringify(options.payload),
  });

const entry = (token: string) => ({ user_id: alice.user.id, token_address: token });

describe('/rest/v1/watchlist', () => {
  it('POST answers 201 (empty, or the rows asked for) and PostgREST errors', async () => {
    expectAnswer('POST /rest/v1/watchlist', await rest('POST', '', { payload: [entry(DAI)] }), 201);
    expectAnswer(
      'POST /rest/v1/watchlist',
      await rest('POST', '', { payload: [entry(LINK)], headers: { prefer: 'return=representation' } }),
      201,
    );
    expectAnswer('POST /rest/v1/watchlist', await rest('POST', '', { payload: [entry(DAI)] }), 409, '23505');
    expectAnswer(
      'POST /rest/v1/watchlist',
      await rest('POST', '', { payload: [{ ...entry(DAI), user_id: '00000000-0000-4000-8000-000000000000' }] }),
      403,
      '42501',
    );
    expectAnswer(
      'POST /rest/v1/watchlist',
      await rest('POST', '', { payload: [entry(DAI)], headers: { apikey: 'wrong' } }),
      401,
      'PGRST301',
    );
  });

  it('GET answers the rows as selected, a partial range, one object, and PostgREST errors', async () => {
    await rest('POST', '', { payload: [entry(DAI), entry(LINK)] });
    const own = `?user_id=eq.${alice.user.id}`;
    expectAnswer('GET /rest/v1/watchlist', await rest('GET', `${own}&select=token_address&order=created_at`), 200);
    expectAnswer('GET /rest/v1/watchlist', await rest('GET', own), 200);
    expectAnswer('GET /rest/v1/watchlist', await rest('GET', own, { headers: { range: '0-0', prefer: 'count=exact' } }), 206);
    expectAnswer(
      'GET /rest/v1/watchlist',
      await rest('GET', `${own}&token_address=eq.${DAI}`, { headers: { accept: 'application/vnd.pgrst.object+json' } }),
      200,
    );
    expectAnswer(
      'GET /rest/v1/watchlist',
      await rest('GET', own, { headers: { accept: 'application/vnd.pgrst.object+json' } }),
      406,
      'PGRST116',
    );
    expectAnswer('GET /rest/v1/watchlist', await rest('GET', '?user_id=nope'), 400, 'PGRST100');
    expectAnswer('GET /rest/v1/watchlist', await rest('GET', '', { headers: { authorization: 'Bearer not.a.jwt' } }), 401);
  });

  it('DELETE answers 204, the rows asked for, and PostgREST errors', async () => {
    await rest('POST', '', { payload: [entry(DAI), entry(LINK)] });
    expectAnswer('DELETE /rest/v1/watchlist', await rest('DELETE', `?user_id=eq.${alice.user.id}&token_address=eq.${DAI}`), 204);
    expectAnswer(
      'DELETE /rest/v1/watchlist',
      await rest('DELETE', `?user_id=eq.${alice.user.id}`, { headers: { prefer: 'return=representation' } }),
      200,
    );
    expectAnswer('DELETE /rest/v1/watchlist', await rest('DELETE', ''), 400, '21000');
  });
});
