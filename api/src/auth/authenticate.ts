// Who is calling: every protected route runs `requireUser`, which accepts only a valid bearer JWT
// (signed by the embedded auth service or the hosted Supabase project) and sets `request.user`.
import { errorMessage, ROUTES } from '@whalewatch/contracts';
import type { FastifyRequest } from 'fastify';
import { failure, HttpError } from '../http';
import { isWrite } from '../http';
import type { AccessClaims, AccessTokenVerifier } from './access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

export type Authenticator = {
  /**
   * The caller's claims; throws 401 (no or bad token), 403 (session ended) or 429 (too many writes).
   * `countWrite: false` for what must work however busy the user was: sign-out, a password change.
   */
  authenticate(request: FastifyRequest, options?: { countWrite?: boolean }): Promise<AccessClaims>;
  /** A preHandler for protected routes; a sensitive one (isSensitiveRoute) also needs an aal2 session when the account has a verified factor. */
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** Whether claims accepted earlier still hold (a live stream asks): not expired, session not ended. */
  isStillSignedIn(claims: AccessClaims): Promise<boolean>;
};

export type AuthenticatorOptions = {
  /** Embedded default: a signed-out session's tokens stop working at once, not at expiry. */
  isSessionActive?: (sessionId: string) => Promise<boolean>;
  /** Counts one write by the user (every method but GET, HEAD and OPTIONS); throws past its limit. */
  limitUserWrites?: (userId: string) => Promise<void>;
  /** Whether the account has a verified second factor (then sensitive routes need an aal2 session). */
  hasVerifiedFactor?: (claims: AccessClaims, token: string) => Promise<boolean>;
};

/**
 * The routes that need the session's full assurance: those whose contract lists `insufficient_aal`
 * (adding or removing alert channels, rotating a webhook secret, stealth list changes), by
 * 'METHOD /path' as Fastify knows the route. GoTrue's own routes decide for themselves.
 */
const SENSITIVE_ROUTES = new Set(
  Object.entries(ROUTES)
    .filter(([, contract]) => !('errorShape' in contract) && (contract.errors as readonly string[]).includes('insufficient_aal'))
    .map(([key]) => key),
);

export const isSensitiveRoute = (method: string, url: string | undefined) => url !== undefined && SENSITIVE_ROUTES.has(`${method} ${url}`);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The caller `requireUser` accepted; 401 on a route that forgot to require one. */
export function signedInUser(request: Pick<FastifyRequest, 'user'>): AccessClaims {
  if (!request.user) throw failure('no_authorization');
  return request.user;
}

export function authenticator(
  verify: AccessTokenVerifier,
  { isSessionActive, limitUserWrites, hasVerifiedFactor }: AuthenticatorOptions = {},
): Authenticator {
  async function authenticate(request: FastifyRequest, { countWrite = true } = {}): Promise<AccessClaims> {
    const token = bearerToken(request);
    if (!token) throw failure('no_authorization');
    let claims: AccessClaims;
    try {
      claims = await verify(token);
    } catch (error) {
      throw new HttpError(401, errorMessage('bad_jwt'), 'bad_jwt', {}, { cause: error });
    }
    if (isSessionActive && claims.sessionId && !(await isSessionActive(claims.sessionId))) {
      throw failure('session_not_found');
    }
    if (limitUserWrites && countWrite && isWrite(request.method)) await limitUserWrites(claims.userId);
    request.user = claims;
    return claims;
  }

  /** 403 `insufficient_aal` for an aal1 session of an account with a verified factor, on a sensitive route. */
  async function requireAssurance(request: FastifyRequest, claims: AccessClaims, token: string): Promise<void> {
    if (claims.aal === 'aal2' || !hasVerifiedFactor || !isSensitiveRoute(request.method, request.routeOptions.url)) return;
    if (await hasVerifiedFactor(claims, token)) throw failure('insufficient_aal');
  }
  return {
    authenticate,
    requireUser: async (request) => {
      const claims = await authenticate(request);
      await requireAssurance(request, claims, bearerToken(request) ?? '');
    },
    async isStillSignedIn(claims) {
      if (claims.expiresAt !== undefined && claims.expiresAt * 1000 <= Date.now()) return false;
      return !isSessionActive || !claims.sessionId || isSessionActive(claims.sessionId);
    },
  };
}
