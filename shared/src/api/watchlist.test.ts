// The watchlist table is read as the signed-in user with the token the api client sends (issue 32):
// supabase-js 2.109 runs for real against the fake auth service and the fake table (row-level security).
import { AUTH_STORAGE_KEY } from '../auth/supabaseClient';
import {
  buildAuthSession,
  buildUser,
  fakeAuthRoutes,
  fakeWatchlistRoutes,
  ok,
  serveFakeApi,
  reopenWithSession,
  type AuthRoute,
  type FakeApiServer,
  type FakeAuthSession,
  type WatchlistRoute,
} from '../testing';
import { loadWatchlist } from './watchlist';

const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca';
const user = buildUser({ id: '7d3c1a52-0000-4000-8000-000000000001' });

let server: FakeApiServer<AuthRoute | WatchlistRoute>;

beforeEach(() => {
  server = serveFakeApi<AuthRoute | WatchlistRoute>({
    ...fakeAuthRoutes(),
    ...fakeWatchlistRoutes({
      rows: [
        { user_id: user.id, token_address: DAI, created_at: '2026-11-01T00:00:00Z' },
        { user_id: user.id, token_address: LINK, created_at: '2026-11-02T00:00:00Z' },
      ],
    }),
  });
});

const reopenWith = (session: FakeAuthSession) => reopenWithSession(user, session);

const bearers = () => server.requestsTo('GET /rest/v1/watchlist').map((request) => request.headers.get('Authorization'));

describe('loadWatchlist', () => {
  it('reads with a refreshed token when the stored one has expired', async () => {
    const expired = buildAuthSession(user, -60);
    reopenWith(expired);
    await expect(loadWatchlist(user.id)).resolves.toEqual([DAI, LINK]);
    expect(bearers()).toHaveLength(1);
    expect(bearers()[0]).not.toBe(`Bearer ${expired.access_token}`);
  });

  it("reads as the user while supabase-js's own refreshes keep losing the race to another tab's", async () => {
    // Tokens shorter-lived than supabase-js's 90 s margin: it refreshes before every call, and the other
    // tab stores a new session under each refresh, so supabase-js has no session to hand over.
    const session = buildAuthSession(user, 60);
    reopenWith(session);
    server.answer('POST /auth/v1/token', () => {
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(buildAuthSession(user, 60)));
      return ok(buildAuthSession(user, 60));
    });
    await expect(loadWatchlist(user.id)).resolves.toEqual([DAI, LINK]);
    expect(bearers()).toEqual([`Bearer ${session.access_token}`]);
  });

  it('reads once more with a renewed token when PostgREST refuses the one sent', async () => {
    const session = buildAuthSession(user);
    reopenWith(session);
    const table = fakeWatchlistRoutes({ rows: [{ user_id: user.id, token_address: DAI }] });
    server.answer('GET /rest/v1/watchlist', (request) =>
      bearers().length === 1
        ? { status: 401, body: { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' } }
        : table['GET /rest/v1/watchlist'](request),
    );
    await expect(loadWatchlist(user.id)).resolves.toEqual([DAI]);
    expect(bearers()).toHaveLength(2);
    expect(bearers()[1]).not.toBe(`Bearer ${session.access_token}`);
  });
});
