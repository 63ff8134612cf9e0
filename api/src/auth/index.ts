// The auth feature: which accounts back the product (embedded service or hosted Supabase), the
// routes that go with them, and the authenticator every protected route uses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../audit';
import type { ChainSource } from '../chain';
import { QUICK_CALL_DEADLINE_MS, type Config } from '../config';
import type { Db } from '../db';
import type { Mailer } from '../email';
import { writeLimits } from '../http';
import { accessTokenIssuer, accessTokenVerifier } from './access-tokens';
import type { Accounts } from './accounts';
import { authenticator, type Authenticator } from './authenticate';
import { embeddedAuth } from './embedded-auth';
import { secondFactors } from './mfa/factors';
import { hostedAccountDeletion, hostedAccounts, hostedFactorCheck } from './hosted-accounts';
import { resolveJwtSecret } from './instance-secret';
import { authRateLimits } from './limits';
import { accountSecurityRoutes } from './account-routes';
import { accountRoutes } from './routes';
import { supabaseAuthRoutes } from './supabase-auth-routes';
import { walletAuth, walletIdentityRoutes } from './web3';

export type { Authenticator } from './authenticate';
export { signedInUser } from './authenticate';
export { announceSessionsEnded, endsSession, SESSIONS_ENDED_CHANNEL, sessionsEnded, type SessionsEnded } from './sessions-ended';

export type AuthFeature = {
  authenticator: Authenticator;
  routes: FastifyPluginAsyncZod;
  /**
   * Deletes an account's identity where it lives outside the api's database (a hosted Supabase project);
   * null where that cannot be done (no service role key); absent when the api's own users row is it.
   */
  deleteIdentity?: ((userId: string) => Promise<void>) | null;
};

/**
 * `audit`: where the auth events (sign-ins, factors, passwords, sessions) are to be recorded. `chains`: the
 * sources of the chains served, by id (Sign in with Ethereum takes messages for these, and asks them about
 * contract wallets' signatures).
 */
export async function createAuth(
  config: Config,
  db: Db,
  mailer: Mailer,
  audit?: AuditLog,
  chains: ReadonlyMap<number, ChainSource> = new Map(),
): Promise<AuthFeature> {
  const limits = authRateLimits(db, config.auth.rateLimit);
  const writes = writeLimits(db, config.rateLimits);
  const hosted = config.auth.supabase;
  if (hosted) {
    const verify = accessTokenVerifier(
      hosted.jwtSecret ? { secret: hosted.jwtSecret } : { jwksUrl: `${hosted.url}/auth/v1/.well-known/jwks.json` },
    );
    const accounts = hostedAccounts(hosted);
    return {
      authenticator: authenticator(verify, { limitUserWrites: writes.user, hasVerifiedFactor: hostedFactorCheck(hosted) }),
      routes: async (app) => {
        await app.register(accountRoutes, { accounts, limits });
      },
      deleteIdentity: hosted.serviceRoleKey ? hostedAccountDeletion({ ...hosted, serviceRoleKey: hosted.serviceRoleKey }) : null,
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
    audit,
  });
  const factors = secondFactors({
    db,
    secret,
    siteUrl: config.siteUrl,
    answerSession: (userId, sessionId, refreshToken) => auth.answerSession(userId, sessionId, refreshToken),
    emailOf: auth.emailOf,
    audit,
  });
  const embeddedAuthenticator = authenticator(accessTokenVerifier({ secret }), {
    isSessionActive: auth.isSessionActive,
    limitUserWrites: writes.user,
    hasVerifiedFactor: (claims) => factors.hasVerifiedFactor(claims.userId),
  });
  // Messages signed for the origins recovery links may lead to (the site URL and the CORS origins).
  const allowedOrigins = [config.siteUrl, ...config.corsOrigins];
  const wallets = walletAuth({ db, auth, chains, allowedOrigins, deadlineMs: QUICK_CALL_DEADLINE_MS, audit });
  const accounts: Accounts = {
    initiateSignUp: async (email, password) => {
      await auth.initiateSignUp(email, password);
    },
    completeSignUp: (email, code, client) => auth.completeSignUp(email, code, client),
    signIn: (email, password, client) => auth.signInWithPassword(email, password, client),
  };
  return {
    authenticator: embeddedAuthenticator,
    routes: async (app) => {
      await app.register(accountRoutes, { accounts, limits });
      await app.register(accountSecurityRoutes, { db, authenticator: embeddedAuthenticator, factors, audit });
      await app.register(supabaseAuthRoutes, {
        auth,
        factors,
        audit,
        authenticator: embeddedAuthenticator,
        limits,
        writes,
        anonKey: config.auth.anonKey,
        allowedRedirectOrigins: config.corsOrigins,
        siteUrl: config.siteUrl,
        wallets,
      });
      await app.register(walletIdentityRoutes, { wallets, authenticator: embeddedAuthenticator });
    },
  };
}

export type { AccessClaims } from './access-tokens';
