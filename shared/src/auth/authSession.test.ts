import { sessionStore, resetSessionStore, AUTH_TOKEN_KEY } from '../session/sessionStore';
import {
  buildAuthSession,
  buildUser,
  failGotrue,
  failGotrueWith,
  reopenWithSession,
  serveFakeAuth,
  signInAs,
  type FakeAuthServer,
} from '../testing';
import { endSession, startSession, watchSession } from './authSession';
import { AUTH_STORAGE_KEY, getSupabase, resetSupabase } from './supabaseClient';

let server: FakeAuthServer;
let stopWatching: () => void = () => undefined;

beforeEach(() => {
  server = serveFakeAuth();
});

afterEach(() => stopWatching());

/** The page reloads: the stores and the supabase-js client start again from storage. */
function reload() {
  resetSupabase();
  resetSessionStore();
}

const storedSupabaseSession = () => localStorage.getItem(AUTH_STORAGE_KEY);

describe('startSession', () => {
  it('hands the session to supabase-js and signs the user in with its access token', async () => {
    const user = buildUser({ email: 'orca@example.com' });
    const session = buildAuthSession(user);
    await startSession(session, user);
    expect(sessionStore.getState()).toMatchObject({ user, authToken: session.access_token });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(session.access_token);
    expect(storedSupabaseSession()).toContain(session.refresh_token);
    expect(server.requestsTo('GET /auth/v1/user')[0].headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
  });

  it('keeps only the id and email of the supabase user', async () => {
    const session = buildAuthSession();
    await startSession(session, session.user);
    expect(sessionStore.getState().user).toEqual({ id: session.user.id, email: session.user.email });
  });

  it("throws the auth service's error and signs no one in when it rejects the session", async () => {
    server.answer('GET /auth/v1/user', failGotrue('user_not_found'));
    const user = buildUser();
    await expect(startSession(buildAuthSession(user), user)).rejects.toThrow('User from sub claim in JWT does not exist');
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('endSession', () => {
  it('signs out at once, then ends the supabase-js session on the server', async () => {
    const user = buildUser();
    await startSession(buildAuthSession(user), user);
    const ended = endSession();
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await ended;
    expect(server.requestsTo('POST /auth/v1/logout')[0].url.searchParams.get('scope')).toBe('local');
    expect(storedSupabaseSession()).toBeNull();
  });

  it('only logs when the auth service cannot end the session', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = buildUser();
    await startSession(buildAuthSession(user), user);
    server.answer('POST /auth/v1/logout', failGotrueWith(500, 'Internal server error', 'unexpected_failure'));
    await expect(endSession()).resolves.toBeUndefined();
    expect(sessionStore.getState().user).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});

describe('watchSession', () => {
  const until = async (condition: () => boolean) => {
    for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(condition()).toBe(true);
  };

  it('stores the refreshed access token when supabase-js refreshes a session about to expire', async () => {
    const user = buildUser();
    const session = buildAuthSession(user, 60);
    await startSession(session, user);
    reload();
    stopWatching = watchSession();
    await until(() => sessionStore.getState().authToken !== session.access_token);
    expect(server.requestsTo('POST /auth/v1/token')[0].url.searchParams.get('grant_type')).toBe('refresh_token');
    const refreshed = sessionStore.getState().authToken;
    expect(refreshed).toMatch(/^ey/);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(refreshed);
    expect(sessionStore.getState().user).toEqual(user);
  });

  it("keeps the user signed in when each of supabase-js's start-up refreshes loses the race to another tab's", async () => {
    const user = buildUser();
    reopenWithSession(user, buildAuthSession(user, -60));
    // Tokens shorter-lived than supabase-js's 90 s margin: the other tab stores a new session under every
    // refresh this one makes, so supabase-js discards each result and hands over no initial session.
    const discarded = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let othersStored: string[] = [];
    server.answer('POST /auth/v1/token', () => {
      const otherTabs = buildAuthSession(user, 60);
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(otherTabs));
      othersStored = [...othersStored, otherTabs.access_token];
      return { status: 200, body: buildAuthSession(user, 60) };
    });
    stopWatching = watchSession();
    await until(() => discarded.mock.calls.some(([error]) => (error as Error | undefined)?.name === 'AuthRefreshDiscardedError'));
    expect(sessionStore.getState().user).toEqual(user);
    expect(othersStored).toContain(sessionStore.getState().authToken);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(sessionStore.getState().authToken);
  });

  it('signs out a stored user that supabase-js holds no session for', async () => {
    signInAs(buildUser(), 'legacy-token');
    stopWatching = watchSession();
    await until(() => sessionStore.getState().user === null);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("follows the user's new email", async () => {
    const user = buildUser();
    await startSession(buildAuthSession(user), user);
    stopWatching = watchSession();
    const supabase = await getSupabase();
    await supabase.auth.updateUser({ email: 'new.orca@example.com' });
    await until(() => sessionStore.getState().user?.email === 'new.orca@example.com');
    expect(localStorage.getItem('whalewatch.user')).toContain('new.orca@example.com');
  });

  it('signs the user out when supabase-js ends the session', async () => {
    const user = buildUser();
    await startSession(buildAuthSession(user), user);
    stopWatching = watchSession();
    const supabase = await getSupabase();
    await until(() => server.requests.length > 0);
    await supabase.auth.signOut({ scope: 'local' });
    await until(() => sessionStore.getState().user === null);
  });

  it('does not load supabase-js at start-up when no one is signed in', async () => {
    stopWatching = watchSession();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requests).toHaveLength(0);
    expect(sessionStore.getState().user).toBeNull();
  });
});
