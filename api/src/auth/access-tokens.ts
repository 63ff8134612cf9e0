// Access tokens are JWTs shaped like Supabase's (aud "authenticated", sub, email, phone, app_metadata,
// user_metadata, role, aal, amr, session_id, is_anonymous),
// so the same verification serves tokens from the embedded auth service and from a hosted project.
import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { SessionMethod } from './repo';
import type { AppMetadata } from './supabase-shapes';

export const AUDIENCE = 'authenticated';

export type { SessionMethod };

/** GoTrue's authenticator assurance level: aal2 once a second factor was verified in the session. */
export type Aal = 'aal1' | 'aal2';

/** One way the session was authenticated (the JWT's `amr`): the method and when, in Unix seconds. */
export type AmrEntry = { method: string; timestamp: number };

export type AccessClaims = {
  userId: string;
  email: string;
  sessionId: string | null;
  /** aal1 when the token does not say (a token from before two-factor existed). */
  aal: Aal;
  /** When the token expires (seconds since the epoch), when it says. */
  expiresAt?: number;
};

export type IssuedAccessToken = { token: string; expiresIn: number; expiresAt: number };

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().default(''),
  session_id: z.string().optional(),
  exp: z.number().optional(),
  aal: z.enum(['aal1', 'aal2']).catch('aal1'),
});

/** What a token says of its session: which, at what level, and how it was authenticated. */
export type TokenSession = { id: string; aal: Aal; amr: readonly AmrEntry[] };

export function accessTokenIssuer({ secret, issuer, ttlSeconds }: { secret: string; issuer: string; ttlSeconds: number }) {
  const key = new TextEncoder().encode(secret);
  return async (
    // email: null for an account made by signing in with a wallet (GoTrue's claim is then '').
    user: { id: string; email: string | null; userMetadata: Record<string, unknown>; appMetadata: AppMetadata },
    session: TokenSession,
  ): Promise<IssuedAccessToken> => {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + ttlSeconds;
    const token = await new SignJWT({
      email: user.email ?? '',
      phone: '',
      app_metadata: user.appMetadata,
      user_metadata: user.userMetadata,
      role: 'authenticated',
      session_id: session.id,
      aal: session.aal,
      amr: session.amr,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject(user.id)
      .setIssuedAt(now)
      // Distinct even when issued in the same second: a refreshed token never equals the one it replaces.
      .setJti(randomUUID())
      .setExpirationTime(expiresAt)
      .sign(key);
    return { token, expiresIn: ttlSeconds, expiresAt };
  };
}

export type AccessTokenIssuer = ReturnType<typeof accessTokenIssuer>;

export type VerificationKey = { secret: string } | { jwksUrl: string };

/** Checks signature, expiry and audience; throws on any failure. */
export function accessTokenVerifier(key: VerificationKey) {
  const getKey: Uint8Array | JWTVerifyGetKey =
    'secret' in key ? new TextEncoder().encode(key.secret) : createRemoteJWKSet(new URL(key.jwksUrl));
  return async (token: string): Promise<AccessClaims> => {
    const { payload } =
      getKey instanceof Uint8Array
        ? await jwtVerify(token, getKey, { audience: AUDIENCE, algorithms: ['HS256'] })
        : await jwtVerify(token, getKey, { audience: AUDIENCE });
    return toClaims(payload);
  };
}

export type AccessTokenVerifier = ReturnType<typeof accessTokenVerifier>;

function toClaims(payload: JWTPayload): AccessClaims {
  const claims = claimsSchema.parse(payload);
  return { userId: claims.sub, email: claims.email, sessionId: claims.session_id ?? null, aal: claims.aal, expiresAt: claims.exp };
}
