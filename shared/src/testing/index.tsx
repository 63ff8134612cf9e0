// Test helpers for every front-end suite: render under the real providers, sign a user in, fake the
// api and the auth service at the network edge.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { startSession } from '../auth/authSession';
import { AUTH_STORAGE_KEY, resetSupabase } from '../auth/supabaseClient';
import { resetSessionStore, sessionStore } from '../session/sessionStore';
import { AppProviders } from '../standalone/AppProviders';
import type { User } from '../types/entities';
import { buildAuthSession, type FakeAuthSession } from './fakeAuthServer';
import { buildUser } from './fixtures';

export * from './fixtures';
export * from './fakeApi';
export * from './fakeAuthServer';
export * from './fakeAccountApi';
export * from './fakeTrackingApi';
export * from './fakeNotificationsApi';
export * from './fakeEventSource';
export * from './fakeWatchlistApi';
export * from './fakeChannelsApi';
export * from './fakeChainsApi';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL, e.g. '/register', or a location with history state, e.g. { pathname: '/auth', state }. */
  route?: InitialEntry;
  /** Sign this user in (with a test token) before rendering. */
  user?: User | true;
}

export function signInAs(user: User = buildUser(), token = 'test-token'): User {
  sessionStore.getState().signIn(user, token);
  return user;
}

/**
 * Signs the user in the way the app does, supabase-js included, so calls it makes itself (the watchlist
 * table) carry the user's JWT. The fake serving the requests needs fakeAuthRoutes().
 */
export async function signInWithSession(user: User = buildUser()): Promise<User> {
  await startSession(buildAuthSession(user), user);
  return user;
}

/**
 * A tab opened again with `session` kept by supabase-js and mirrored by the app (a token that expired
 * while the browser was closed, say): the stores and the supabase-js client start from that storage.
 */
export function reopenWithSession(user: User, session: FakeAuthSession): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  signInAs(user, session.access_token);
  resetSupabase();
  resetSessionStore();
}

export function renderWithProviders(ui: ReactElement, { route = '/', user, ...options }: ProviderOptions = {}) {
  if (user) signInAs(user === true ? buildUser() : user);
  return render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[route]}>
        <AppProviders>{children}</AppProviders>
      </MemoryRouter>
    ),
    ...options,
  });
}
