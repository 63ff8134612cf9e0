// Who PostgREST takes a /rest/v1/ request's caller for (Auth.hs): nobody without a JWT — or with the anon key
// as the bearer, as supabase-js sends when nobody is signed in (hosted Supabase's anon key is a JWT of the
// anon role) — and otherwise the JWT's claims once the api's authenticator has checked its signature, with
// PostgREST's own refusals: PGRST301 before the signature, PGRST303 of the claims.
import type { FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { Authenticator } from '../auth';
import type { AccessClaims } from '../auth';
import { HttpError } from '../http';
import { ANONYMOUS, bearerToken, checkedClaims, readJwt, signatureNotVerified, type AuthResult } from './postgrest/jwt';

const nowSeconds = () => Math.floor(Date.now() / 1000);

const joseCode = (error: unknown) => (error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined);

/** jose checks a token's signature before its claims, and the authenticator reads the claims after jose. */
function signatureHeld(cause: unknown): boolean {
  const code = joseCode(cause);
  return (
    code === 'ERR_JWT_EXPIRED' || code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' || code === 'ERR_JWT_INVALID' || cause instanceof ZodError
  );
}

export function postgrestCaller(authenticator: Authenticator, anonKey: string): (request: FastifyRequest) => Promise<AuthResult> {
  /** A token expired within PostgREST's clock skew is still served, unless its session has ended since. */
  function stillSignedIn({ claims }: AuthResult): Promise<boolean> {
    if (typeof claims.sub !== 'string' || claims.sub === '') return Promise.resolve(false);
    const user: AccessClaims = {
      userId: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : '',
      sessionId: typeof claims.session_id === 'string' ? claims.session_id : null,
      aal: claims.aal === 'aal2' ? 'aal2' : 'aal1',
    };
    return authenticator.isStillSignedIn(user);
  }

  async function signedCaller(request: FastifyRequest, claimsJson: Uint8Array): Promise<AuthResult> {
    try {
      await authenticator.authenticate(request);
    } catch (error) {
      // An ended session (403) and a rate limit (429) are the api's own answers.
      if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
      if (joseCode(error.cause) === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') throw signatureNotVerified();
      if (!signatureHeld(error.cause)) throw error;
      // Its claims were refused: PostgREST's checks say how, or that it takes them yet.
      const result = checkedClaims(claimsJson, nowSeconds());
      if (joseCode(error.cause) === 'ERR_JWT_EXPIRED' && (await stillSignedIn(result))) return result;
      throw error;
    }
    return checkedClaims(claimsJson, nowSeconds());
  }

  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    return token === undefined || token === anonKey ? ANONYMOUS : signedCaller(request, readJwt(token).claimsJson);
  };
}
