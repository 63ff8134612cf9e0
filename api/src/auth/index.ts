// The auth feature: which accounts back the product (embedded service or hosted Supabase), the
// routes that go with them, and the authenticator every protected route uses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Mailer } from '../email';
import { writeLimits } from '../http';
import { accessTokenIssuer, accessTokenVerifier } from './access-tokens';
import type { Accounts } from './accounts';
import { authenticator, type Authenticator } from './authenticate';
import { embeddedAuth } from './embedded-auth';
import { hostedAccounts } from './hosted-accounts';
import { resolveJwtSecret } from './instance-secret';
import { authRateLimits } from './limits';
import { accountRoutes } from './routes';
import { supabaseAuthRoutes } from './supabase-auth-routes';

export type { Authenticator } from './authenticate';
export { signedInUser } from './authenticate';
export { endsSession, SESSIONS_ENDED_CHANNEL, sessionsEnded, type SessionsEnded } from './sessions-ended';

export type AuthFeature = {
  authenticator: Authenticator;
  routes: FastifyPluginAsyncZod;
};

export async function createAuth(config: Config, db: Db, mailer: Mailer): Promise<AuthFeature> {
  const limits = authRateLimits(db, config.auth.rateLimit);
  const writes = writeLimits(db, config.rateLimits);
  const hosted = config.auth.supabase;
  if (hosted) {
    const verify = accessTokenVerifier(
      hosted.jwtSecret ? { secret: hosted.jwtSecret } : { jwksUrl: `${hosted.url}/auth/v1/.well-known/jwks.json` },
    );
    const accounts = hostedAccounts(hosted);
    return {
      authenticator: authenticator(verify, { limitUserWrites: writes.user }),
      routes: async (app) => {
        await app.register(accountRoutes, { accounts, limits });
      },
    };
  }

  const secret = await resolveJwtSecret(db, config.auth.jwtSecret);
  const issuer = `${config.publicUrl}/auth/v1`;
  const auth = embeddedAuth({
    db,
    mailer,
    issueAccessToken: accessTokenIssuer({ secret, issuer, ttlSeconds: config.auth.accessTokenTtlSeconds }),
    secret,
    siteUrl: config.siteUrl,
    publicUrl: config.publicUrl,
    refreshTokenReuseIntervalSeconds: config.auth.refreshTokenReuseIntervalSeconds,
  });
  const embeddedAuthenticator = authenticator(accessTokenVerifier({ secret }), {
    isSessionActive: auth.isSessionActive,
    limitUserWrites: writes.user,
  });
  const accounts: Accounts = {
    initiateSignUp: async (email, password) => {
      await auth.initiateSignUp(email, password);
    },
    completeSignUp: (email, code) => auth.completeSignUp(email, code),
    signIn: (email, password) => auth.signInWithPassword(email, password),
  };
  return {
    authenticator: embeddedAuthenticator,
    routes: async (app) => {
      await app.register(accountRoutes, { accounts, limits });
      await app.register(supabaseAuthRoutes, {
        auth,
        authenticator: embeddedAuthenticator,
        limits,
        writes,
        anonKey: config.auth.anonKey,
        allowedRedirectOrigins: config.corsOrigins,
        siteUrl: config.siteUrl,
      });
    },
  };
}

export type { AccessClaims } from './access-tokens';
