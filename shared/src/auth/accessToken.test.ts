// The token the api client sends when the stored one has expired, was refused, or lost a race with
// another tab's refresh (issue 32): supabase-js 2.109 runs for real against the fake auth service, and
// the product route refuses expired tokens as the api does.
import { call } from '../api/apiClient';
import { sessionStore, AUTH_TOKEN_KEY } from '../session/sessionStore';
import {
  bearerUser,
  buildAuthSession,
  buildUser,
  fail,
  failGotrue,
  failGotrueWith,
  fakeAuthRoutes,
  ok,
  serveFakeApi,
  reopenWithSession,
  type AuthRoute,
  type FakeApiServer,
  type FakeAuthSession,
  type RouteHandler,
} from '../testing';
import type { User } from '../types/entities';
import { accessToken, isFresh, tokenExpiry } from './accessToken';
import { AUTH_STORAGE_KEY } from './supabaseClient';

/** A product route behind the bearer token (any would do). */
const PLAN = 'GET /users/settings';
const REFRESH = 'POST /auth/v1/token';
const INVALID_TOKEN = 'Invalid or expired access token';
const SETTINGS = { wallets: [], check_interval: 60_000 };
const refused = fail('bad_jwt');
const getSettings = (options?: Parameters<typeof call>[2]) => call(PLAN, undefined, options);

type Route = AuthRoute | typeof PLAN;

/** The api's settings route: it answers only a live, unexpired token, as the api does. */
const planRoute: RouteHandler = (request) => (bearerUser(request) ? ok(SETTINGS) : refused(request));

let server: FakeApiServer<Route>;
let user: User;

beforeEach(() => {
  server = serveFakeApi<Route>({ ...fakeAuthRoutes(), [PLAN]: planRoute });
  user = buildUser({ email: 'orca@example.com' });
});

const reopen = (session: FakeAuthSession) => reopenWithSession(user, session);

const tokensSentTo = (route: Route) =>
  server.requestsTo(route).map((request) => request.headers.get('Authorization')?.replace('Bearer ', ''));
const refreshes = () => server.requestsTo(REFRESH).filter((request) => request.url.searchParams.get('grant_type') === 'refresh_token');

describe('the token of a request', () => {
  it('reads the expiry of a JWT, and takes a token that is no JWT as fresh', () => {
    const session = buildAuthSession(user, 60);
    expect(tokenExpiry(session.access_token)).toBe(session.expires_at);
    expect(isFresh(session.access_token)).toBe(true);
    expect(isFresh(buildAuthSession(user, 5).access_token)).toBe(false);
    expect(isFresh('test-token')).toBe(true);
  });

  it('is the stored token while it is fresh, without loading supabase-js', async () => {
    const session = buildAuthSession(user);
    reopen(session);
    await expect(getSettings()).resolves.toEqual(SETTINGS);
    expect(tokensSentTo(PLAN)).toEqual([session.access_token]);
    expect(server.requests.map((request) => request.route)).toEqual([PLAN]);
  });

  it('is refreshed by supabase-js before the first call when the stored one has expired', async () => {
    const expired = buildAuthSession(user, -60);
    reopen(expired);
    await expect(getSettings()).resolves.toEqual(SETTINGS);
    const [sent] = tokensSentTo(PLAN);
    expect(tokensSentTo(PLAN)).toHaveLength(1);
    expect(sent).not.toBe(expired.access_token);
    expect(refreshes()[0].body).toEqual({ refresh_token: expired.refresh_token });
    expect(sessionStore.getState().authToken).toBe(sent);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(sent);
  });

  it('is read once for calls made together', async () => {
    reopen(buildAuthSession(user, -60));
    await Promise.all([getSettings(), getSettings(), getSettings()]);
    expect(refreshes()).toHaveLength(1);
    expect(new Set(tokensSentTo(PLAN)).size).toBe(1);
  });

  it("is the other tab's session when this tab's refresh lost the race to it", async () => {
    const expired = buildAuthSession(user, -60);
    const otherTabs = buildAuthSession(user);
    reopen(expired);
    // The other tab's refresh lands while this one's is on its way: supabase-js discards its own result.
    server.answer(REFRESH, () => {
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(otherTabs));
      return ok(buildAuthSession(user));
    });
    await expect(getSettings()).resolves.toEqual(SETTINGS);
    expect(tokensSentTo(PLAN)).toEqual([otherTabs.access_token]);
    expect(sessionStore.getState().authToken).toBe(otherTabs.access_token);
  });
});

describe('a token the api refuses', () => {
  it('is renewed and the call made once more, so the refusal never reaches the caller', async () => {
    const session = buildAuthSession(user);
    reopen(session);
    // The api refuses this token (its session was refreshed elsewhere and it was revoked, say).
    server.answer(PLAN, (request) => (tokensSentTo(PLAN).length === 1 ? refused(request) : planRoute(request)));
    await expect(getSettings()).resolves.toEqual(SETTINGS);
    const [first, second] = tokensSentTo(PLAN);
    expect(first).toBe(session.access_token);
    expect(second).not.toBe(session.access_token);
    expect(refreshes()).toHaveLength(1);
    expect(sessionStore.getState().authToken).toBe(second);
  });

  it('is replaced by the newer token another tab already stored, without a refresh', async () => {
    const session = buildAuthSession(user);
    const otherTabs = buildAuthSession(user);
    reopen(session);
    server.answer(PLAN, (request) => {
      if (tokensSentTo(PLAN).length > 1) return planRoute(request);
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(otherTabs));
      return refused(request);
    });
    await expect(getSettings()).resolves.toEqual(SETTINGS);
    expect(tokensSentTo(PLAN)).toEqual([session.access_token, otherTabs.access_token]);
    expect(refreshes()).toHaveLength(0);
  });

  it('is tried once more only: a second refusal reaches the caller', async () => {
    reopen(buildAuthSession(user));
    server.answer(PLAN, refused);
    const settings = getSettings({ fallbackError: 'Loading the plan failed' });
    await expect(settings).rejects.toMatchObject({ message: INVALID_TOKEN, status: 401, code: 'bad_jwt' });
    expect(tokensSentTo(PLAN)).toHaveLength(2);
  });

  it('ends the session when the auth service refuses to refresh it', async () => {
    reopen(buildAuthSession(user));
    server.answer(PLAN, refused);
    server.answer(REFRESH, failGotrue('refresh_token_not_found'));
    await expect(getSettings()).rejects.toMatchObject({ status: 401 });
    expect(tokensSentTo(PLAN)).toHaveLength(1);
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the user signed in when the auth service only asks to slow down', async () => {
    const session = buildAuthSession(user);
    reopen(session);
    server.answer(PLAN, refused);
    server.answer(REFRESH, failGotrueWith(429, 'Request rate limit reached', 'over_request_rate_limit'));
    await expect(getSettings()).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().user).toEqual(user);
  });

  it('is not renewed for a call made without the token', async () => {
    server.answer(PLAN, refused);
    await expect(getSettings({ auth: false })).rejects.toMatchObject({ status: 401 });
    await expect(accessToken()).resolves.toBeNull();
    expect(server.requests).toHaveLength(1);
  });
});
