// The network edge of the accounts flows: the product api's /auth routes and the Supabase Auth routes
// supabase-js calls, on the fake api (fakeApi.ts).
import type { User } from '../types/entities';
import { buildUser } from './fixtures';
import { ok, serveFakeApi, type FakeApiServer, type FakeReply, type RecordedRequest, type RouteHandler } from './fakeApi';

export type AuthRoute =
  | 'POST /auth/signin'
  | 'POST /auth/signup/initiate'
  | 'POST /auth/signup/complete'
  | 'GET /auth/v1/user'
  | 'PUT /auth/v1/user'
  | 'POST /auth/v1/recover'
  | 'POST /auth/v1/token'
  | 'POST /auth/v1/verify'
  | 'POST /auth/v1/logout';

export type FakeAuthServer = FakeApiServer<AuthRoute>;

export interface FakeAuthSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: 'bearer';
  user: ReturnType<typeof supabaseUser>;
}

const toBase64Url = (text: string) =>
  btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

let signed = 0;

/**
 * An unsigned JWT: supabase-js reads its claims (sub, email, exp) without checking a signature. Each is
 * its own token (a `jti`, as the real ones carry), even when issued in the same second.
 */
export function fakeJwt(claims: { sub: string; email: string; exp: number }): string {
  signed += 1;
  const header = toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = toBase64Url(JSON.stringify({ ...claims, aud: 'authenticated', role: 'authenticated', jti: `fake-${signed}` }));
  return `${header}.${payload}.${toBase64Url('signature')}`;
}

/** Who a bearer token names: a user, a JWT that has expired, or nobody (no JWT: the anon key, say). */
export type Bearer = { user: User } | 'expired' | 'anonymous';

function readJwt(token: string): Bearer {
  try {
    const payload: unknown = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    const { sub, email, exp } = payload as { sub?: unknown; email?: unknown; exp?: unknown };
    if (typeof exp === 'number' && exp * 1000 <= Date.now()) return 'expired';
    return typeof sub === 'string' && typeof email === 'string' ? { user: { id: sub, email } } : 'anonymous';
  } catch {
    return 'anonymous';
  }
}

export function supabaseUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  };
}

let issued = 0;
/** Refresh tokens of every session built here: the fake's token route accepts them. */
const refreshTokens = new Map<string, User>();

/** A Supabase-shaped session for the user; its access token expires in `expiresIn` seconds. */
export function buildAuthSession(user: User = buildUser(), expiresIn = 3600): FakeAuthSession {
  issued += 1;
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  const refreshToken = `refresh-token-${issued}`;
  refreshTokens.set(refreshToken, user);
  return {
    access_token: fakeJwt({ sub: user.id, email: user.email, exp: expiresAt }),
    refresh_token: refreshToken,
    expires_in: expiresIn,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: supabaseUser(user),
  };
}

const unauthorized: FakeReply = { status: 401, body: { code: 401, msg: 'Invalid JWT' } };

function bodyEmail(request: RecordedRequest): string {
  const { email } = (request.body ?? {}) as { email?: unknown };
  return typeof email === 'string' ? email : buildUser().email;
}

/** Who the request's bearer token names. */
export function bearerOf(request: RecordedRequest): Bearer {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? readJwt(header.slice('Bearer '.length)) : 'anonymous';
}

/** The user whose live (fake) JWT the request carries as its bearer token, as the api and GoTrue accept it. */
export function bearerUser(request: RecordedRequest): User | null {
  const bearer = bearerOf(request);
  return typeof bearer === 'object' ? bearer.user : null;
}

/** The auth routes, answering like the real services; compose them with other fakes' routes. */
export function fakeAuthRoutes(): Record<AuthRoute, RouteHandler> {
  const newSession = (user: User) => {
    const session = buildAuthSession(user);
    return { session, user: session.user };
  };
  return {
    'POST /auth/signin': (request) => ok(newSession(buildUser({ email: bodyEmail(request) }))),
    'POST /auth/signup/initiate': () => ok({ message: 'Verification code sent' }),
    'POST /auth/signup/complete': (request) => ok(newSession(buildUser({ email: bodyEmail(request) }))),
    'GET /auth/v1/user': (request) => {
      const user = bearerUser(request);
      return user ? ok(supabaseUser(user)) : unauthorized;
    },
    'PUT /auth/v1/user': (request) => {
      const user = bearerUser(request);
      if (!user) return unauthorized;
      const { email } = (request.body ?? {}) as { email?: unknown };
      return ok(supabaseUser({ ...user, email: typeof email === 'string' ? email : user.email }));
    },
    'POST /auth/v1/recover': () => ok({}),
    'POST /auth/v1/token': (request) => {
      const { refresh_token: token } = (request.body ?? {}) as { refresh_token?: unknown };
      const user = typeof token === 'string' ? refreshTokens.get(token) : undefined;
      if (!user) return { status: 400, body: { code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' } };
      return ok(newSession(user).session);
    },
    'POST /auth/v1/verify': () => ok(newSession(buildUser()).session),
    'POST /auth/v1/logout': () => ({ status: 204 }),
  };
}

/** Installs the fake as global.fetch, for the configured api and auth service. */
export function serveFakeAuth(): FakeAuthServer {
  return serveFakeApi(fakeAuthRoutes());
}
