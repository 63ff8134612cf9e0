// The network edge of the accounts flows: the product api's /auth routes and the Supabase Auth routes
// supabase-js calls, on the fake api (fakeApi.ts). Both are routes of the api's contract
// (@whalewatch/contracts authRoutes), so every answer here is one the api (its embedded auth service) gives:
// GoTrue's users and sessions, and GoTrue's error bodies (`failGotrue`).
import {
  CODE_SENT,
  errorMessage,
  statusesOf,
  type ErrorCode,
  type ErrorDetails,
  type GotrueFactor,
  type GotrueSession,
  type GotrueUser,
} from '@whalewatch/contracts';
import type { AssuranceLevel } from '../auth/assurance';
import type { User } from '../types/entities';
import { buildUser } from './fixtures';
import { ok, serveFakeApi, type FakeApiServer, type FakeReply, type RecordedRequest, type RouteHandler } from './fakeApi';
import type { ChainsRoute } from './fakeChainsApi';

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

export type FakeAuthServer = FakeApiServer<AuthRoute | ChainsRoute>;

export type FakeAuthSession = GotrueSession;

const toBase64Url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

let signed = 0;

/**
 * An unsigned JWT: supabase-js reads its claims (sub, email, exp) without checking a signature. Each is
 * its own token (a `jti`, as the real ones carry), even when issued in the same second.
 */
export function fakeJwt(claims: { sub: string; email: string; exp: number; aal?: AssuranceLevel }): string {
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

const CREATED_AT = '2026-01-01T00:00:00.000Z';

/** The user as the embedded auth service answers it: a confirmed email account (with its second factors, if any). */
export function supabaseUser(user: User, factors: GotrueFactor[] = []): GotrueUser {
  return {
    ...(factors.length > 0 ? { factors } : {}),
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: CREATED_AT,
    confirmed_at: CREATED_AT,
    last_sign_in_at: CREATED_AT,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [
      {
        identity_id: `identity-${user.id}`,
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: true, phone_verified: false, sub: user.id },
        provider: 'email',
        last_sign_in_at: CREATED_AT,
        created_at: CREATED_AT,
        updated_at: CREATED_AT,
        email: user.email,
      },
    ],
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    is_anonymous: false,
  };
}

/** GoTrue answers a JWT it cannot use with 403 (the api's other routes: 401). */
const GOTRUE_STATUSES: Partial<Record<ErrorCode, number>> = { bad_jwt: 403 };

/**
 * An /auth/v1 route's failure in GoTrue's body, with the contract's `code`: its status and its words
 * (composed from `details` where the contract says so, as in `fail`).
 */
export const failGotrue =
  <C extends ErrorCode>(code: C, ...details: ErrorDetails<C>) =>
  (): FakeReply =>
    gotrueReply(GOTRUE_STATUSES[code] ?? statusesOf(code)[0], errorMessage(code, ...details), code);

/** An /auth/v1 route's failure worded by the case (GoTrue words some codes several ways), with its status. */
export const failGotrueWith = (status: number, message: string, code: ErrorCode) => (): FakeReply => gotrueReply(status, message, code);

const gotrueReply = (status: number, message: string, code: ErrorCode): FakeReply => ({
  status,
  body: { code, error_code: code, msg: message, error: message },
});

let issued = 0;
/** Refresh tokens of every session built here: the fake's token route accepts them. */
const refreshTokens = new Map<string, User>();

/** A session's two-factor side: its token's `aal` claim (none: an issuer without two-factor) and the user's factors. */
export interface FakeSessionFactors {
  aal?: AssuranceLevel;
  factors?: GotrueFactor[];
}

/** A Supabase-shaped session for the user; its access token expires in `expiresIn` seconds. */
export function buildAuthSession(
  user: User = buildUser(),
  expiresIn = 3600,
  { aal, factors = [] }: FakeSessionFactors = {},
): FakeAuthSession {
  issued += 1;
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  const refreshToken = `refresh-token-${issued}`;
  refreshTokens.set(refreshToken, user);
  return {
    access_token: fakeJwt({ sub: user.id, email: user.email, exp: expiresAt, ...(aal ? { aal } : {}) }),
    refresh_token: refreshToken,
    expires_in: expiresIn,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: supabaseUser(user, factors),
  };
}

/** What the auth service answers a call without a JWT it can use (GoTrue's words for an expired one). */
function unauthorized(request: RecordedRequest): FakeReply {
  if (!request.headers.get('Authorization')) return failGotrue('no_authorization')();
  const reason =
    bearerOf(request) === 'expired' ? 'token has invalid claims: token is expired' : 'token signature is invalid: signature is invalid';
  return gotrueReply(403, `invalid JWT: unable to parse or verify signature, ${reason}`, 'bad_jwt');
}

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
    'POST /auth/signup/initiate': () => ok({ message: CODE_SENT }),
    'POST /auth/signup/complete': (request) => ok(newSession(buildUser({ email: bodyEmail(request) }))),
    'GET /auth/v1/user': (request) => {
      const user = bearerUser(request);
      return user ? ok(supabaseUser(user)) : unauthorized(request);
    },
    'PUT /auth/v1/user': (request) => {
      const user = bearerUser(request);
      if (!user) return unauthorized(request);
      const { email } = (request.body ?? {}) as { email?: unknown };
      return ok(supabaseUser({ ...user, email: typeof email === 'string' ? email : user.email }));
    },
    'POST /auth/v1/recover': () => ok({}),
    'POST /auth/v1/token': (request) => {
      const { refresh_token: token } = (request.body ?? {}) as { refresh_token?: unknown };
      const user = typeof token === 'string' ? refreshTokens.get(token) : undefined;
      if (!user) return failGotrue('refresh_token_not_found')();
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
