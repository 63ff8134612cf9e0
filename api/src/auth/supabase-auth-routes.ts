// The subset of Supabase Auth's HTTP interface (/auth/v1) that supabase-js calls for the product's
// flows, served by the embedded auth service so the browser code is the same with or without a hosted
// project. Statuses, error codes and messages are GoTrue's (supabase/auth, internal/api); errors use its
// body ({code, msg}, plus error_code and our usual `error` field). The routes' contracts are
// @whalewatch/contracts' authRoutes (`errorShape: 'gotrue'`).
import { authRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuditLog } from '../audit';
import { endpoint } from '../http';
import { describe, failure, HttpError } from '../http';
import { acceptEmptyJsonBodies } from '../http';
import type { WriteLimits } from '../http';
import type { AccessClaims } from './access-tokens';
import { bearerToken, type Authenticator } from './authenticate';
import type { EmbeddedAuth } from './embedded-auth';
import { badJwtMessage, checkPasswordStrength, validateEmail, WeakPasswordError } from './gotrue';
import type { AuthRateLimits } from './limits';
import { INVALID_CREDENTIALS, INVALID_EMAIL_LINK, OTP_INVALID } from './messages';
import type { SecondFactors } from './mfa/factors';
import { registerFactorRoutes } from './mfa/routes';
import type { WalletAuth } from './web3';

export type SupabaseAuthRoutesOptions = {
  auth: EmbeddedAuth;
  factors: SecondFactors;
  audit?: Pick<AuditLog, 'record'>;
  authenticator: Authenticator;
  limits: AuthRateLimits;
  writes: WriteLimits;
  anonKey: string;
  /** Recovery links may only lead back to these origins; anything else goes to the site URL. */
  allowedRedirectOrigins: string[];
  siteUrl: string;
  /** Sign in with Ethereum: the web3 grant. */
  wallets: WalletAuth;
};

const API_VERSION = '2024-01-01';

/** Email code types GoTrue verifies against a sign-up's code; recovery codes are never emailed here. */
const SIGN_UP_CODE_TYPES = new Set(['signup', 'email']);
const LINK_TYPES = new Set(['recovery', 'magiclink', 'email']);

export const supabaseAuthRoutes: FastifyPluginCallbackZod<SupabaseAuthRoutesOptions> = (app, options, done) => {
  const { auth, factors, authenticator, limits, writes, anonKey, wallets } = options;
  const safeRedirect = redirectGuard(options.allowedRedirectOrigins, options.siteUrl);

  /** The caller's claims; a JWT GoTrue could not use is its 403 `bad_jwt`, with its words for why. */
  async function authenticate(request: FastifyRequest, options?: { countWrite?: boolean }): Promise<AccessClaims> {
    try {
      return await authenticator.authenticate(request, options);
    } catch (error) {
      if (!(error instanceof HttpError) || error.code !== 'bad_jwt') throw error;
      throw new HttpError(403, badJwtMessage(bearerToken(request), error.cause), 'bad_jwt', {}, { cause: error.cause });
    }
  }

  acceptEmptyJsonBodies(app);
  app.addHook('onSend', (_request, reply, _payload, next) => {
    void reply.header('x-supabase-api-version', API_VERSION);
    next();
  });
  // Like Supabase, every call but the emailed link carries the project's anon key.
  app.addHook('onRequest', (request, _reply, next) => {
    const isEmailLink = request.method === 'GET' && request.routeOptions.url === '/auth/v1/verify';
    next(!isEmailLink && request.headers.apikey !== anonKey ? failure('no_api_key') : undefined);
  });
  app.setErrorHandler((error, request, reply) => {
    const described = describe(error);
    const { statusCode, message } = described;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // GoTrue's OAuthError (the web3 grant's refusals): its own body, and no x-sb-error-code.
    if (error instanceof HttpError && error.code === 'invalid_grant') {
      return reply.status(400).send({ error: 'invalid_grant', error_description: message });
    }
    // What the request's schemas refuse is GoTrue's validation_failed; Fastify's other refusals (body too
    // large, a media type it does not read) keep their status and code.
    const code =
      error instanceof HttpError
        ? error.code
        : statusCode === 400
          ? 'validation_failed'
          : statusCode < 500
            ? described.code
            : 'unexpected_failure';
    if (error instanceof HttpError) void reply.headers(error.headers);
    void reply.header('x-sb-error-code', code);
    const weak = error instanceof WeakPasswordError ? { weak_password: { reasons: error.reasons } } : {};
    return reply.status(statusCode).send({ code, error_code: code, msg: message, error: message, ...weak });
  });
  // A recovery email still being sent when the api stops is finished first.
  app.addHook('onClose', () => auth.idle());

  app.route({
    ...endpoint(contract['POST /auth/v1/token']),
    handler: async (request) => {
      const grantType = request.query.grant_type;
      if (grantType === 'refresh_token') {
        const { refresh_token: refreshToken } = request.body ?? {};
        if (!refreshToken) throw new HttpError(400, 'refresh_token required', 'validation_failed');
        await writes.anonymous('token-refresh', request.ip);
        return auth.refreshSession(refreshToken);
      }
      // Sign in with Ethereum (web3/), limited per IP as every sign-in attempt is (GoTrue: its Web3 limiter).
      if (grantType === 'web3') {
        await limits('signin', request.ip);
        return wallets.signIn(request.body ?? {}, request);
      }
      if (grantType !== 'password') throw new HttpError(400, 'unsupported_grant_type', 'invalid_credentials');
      const { email, phone, password = '' } = request.body ?? {};
      if (email && phone)
        throw new HttpError(400, 'Only an email address or phone number should be provided on login.', 'validation_failed');
      if (!email) {
        if (phone) throw new HttpError(422, 'Phone logins are disabled', 'phone_provider_disabled');
        throw new HttpError(400, 'missing email or phone', 'validation_failed');
      }
      const address = email.trim().toLowerCase();
      // GoTrue looks any address up: one that cannot be an address is simply not found.
      if (!isEmail(address)) throw new HttpError(400, INVALID_CREDENTIALS, 'invalid_credentials');
      return limits.signIn(request.ip, address, async () => {
        if (password === '') throw new HttpError(400, INVALID_CREDENTIALS, 'invalid_credentials');
        return auth.signInWithPassword(address, password, request);
      });
    },
  });

  app.route({
    ...endpoint(contract['POST /auth/v1/signup']),
    handler: async (request) => {
      const { email, phone, password, data } = request.body ?? {};
      // GoTrue takes a sign-up with neither address for an anonymous one, and checks that first.
      if (!email && !phone) throw failure('anonymous_provider_disabled');
      if (!password) throw new HttpError(400, 'Signup requires a valid password', 'validation_failed');
      checkPasswordStrength(password);
      if (email && phone)
        throw new HttpError(400, 'Only an email address or phone number should be provided on signup.', 'validation_failed');
      if (!email) throw new HttpError(400, 'Phone signups are disabled', 'phone_provider_disabled');
      const address = validateEmail(email);
      await limits('signup', request.ip, address);
      return auth.initiateSignUp(address, password, data ?? {});
    },
  });

  // GoTrue: a wrong or expired code is 403 `otp_expired` "Token has expired or is invalid"; a token hash
  // (an emailed link's token) that is not valid is "Email link is invalid or has expired".
  app.route({
    ...endpoint(contract['POST /auth/v1/verify']),
    handler: async (request) => {
      const { type, email, phone, token, token_hash: tokenHash } = request.body ?? {};
      if (!type) throw new HttpError(400, 'Verify requires a verification type', 'validation_failed');
      if (tokenHash) {
        if (token || email || phone) throw new HttpError(400, 'Only the token_hash and type should be provided', 'validation_failed');
        await limits('verify', request.ip);
        if (!LINK_TYPES.has(type)) throw new HttpError(403, INVALID_EMAIL_LINK, 'otp_expired');
        return auth.verifyRecoveryToken(tokenHash, request);
      }
      if (!token) throw new HttpError(400, 'Verify requires a token or a token hash', 'validation_failed');
      if (email && phone)
        throw new HttpError(400, 'Only an email address or phone number should be provided on verify', 'validation_failed');
      if (!email) throw new HttpError(403, OTP_INVALID, 'otp_expired');
      const address = validateEmail(email);
      await limits('verify', request.ip, address);
      if (!SIGN_UP_CODE_TYPES.has(type)) throw new HttpError(403, OTP_INVALID, 'otp_expired');
      try {
        return await auth.completeSignUp(address, token.trim(), request);
      } catch (error) {
        if (error instanceof HttpError && error.code === 'otp_expired') throw new HttpError(403, OTP_INVALID, 'otp_expired');
        throw error;
      }
    },
  });

  // The link in a recovery email: answers like Supabase, a 303 to the front end with the session (or
  // the error) in the URL fragment, where supabase-js and our recovery landing read it.
  app.route({
    ...endpoint(contract['GET /auth/v1/verify']),
    handler: async (request, reply) => {
      const { token, type, redirect_to: redirectTo } = request.query;
      const target = safeRedirect(redirectTo);
      try {
        if (type !== 'recovery') throw new HttpError(403, INVALID_EMAIL_LINK, 'otp_expired');
        // The session's tokens, not its user, go in the fragment (as GoTrue's AsRedirectURL has them).
        const { access_token, token_type, expires_in, expires_at, refresh_token } = await auth.verifyRecoveryToken(token, request);
        const tokens = { access_token, token_type, expires_in, expires_at, refresh_token };
        // GoTrue's AsRedirectURL adds an empty `sb` so clients can tell a Supabase Auth redirect.
        return reply.redirect(withFragment(target, { ...stringValues(tokens), type: 'recovery', sb: '' }), 303);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const fragment = { error: 'access_denied', error_code: error.code, error_description: error.message };
        return reply.redirect(withFragment(target, fragment), 303);
      }
    },
  });

  // Answers before anything depends on whether the address has an account (see requestRecovery).
  app.route({
    ...endpoint(contract['POST /auth/v1/recover']),
    handler: async (request) => {
      const { email } = request.body ?? {};
      if (!email) throw new HttpError(400, 'Password recovery requires an email', 'validation_failed');
      const address = validateEmail(email);
      await limits('recover', request.ip, address);
      auth.requestRecovery(address, safeRedirect(request.query.redirect_to), (error) =>
        request.log.error({ err: error }, 'the password recovery email was not sent'),
      );
      return {};
    },
  });

  app.route({
    ...endpoint(contract['GET /auth/v1/user']),
    handler: async (request) => {
      const claims = await authenticate(request);
      return auth.getUser(claims.userId);
    },
  });

  // A user past their write limit (or someone holding one of their sessions and spending it) can still
  // change the password and sign out.
  app.route({
    ...endpoint(contract['PUT /auth/v1/user']),
    handler: async (request) => {
      const claims = await authenticate(request, { countWrite: false });
      const update = request.body ?? {};
      if (update.email) {
        const email = validateEmail(update.email);
        if (email !== claims.email) throw failure('email_change_not_supported');
      }
      if (update.phone) throw new HttpError(422, 'Phone numbers are not supported', 'phone_provider_disabled');
      // GoTrue's UserUpdate: with a verified factor, a password can only be changed from an aal2 session.
      if (update.password && claims.aal !== 'aal2' && (await factors.hasVerifiedFactor(claims.userId))) {
        throw new HttpError(401, 'AAL2 session is required to update email or password when MFA is enabled.', 'insufficient_aal');
      }
      return auth.updateUser(
        claims.userId,
        claims.sessionId,
        { password: update.password ?? undefined, data: update.data ?? undefined },
        request,
      );
    },
  });

  app.route({
    ...endpoint(contract['POST /auth/v1/logout']),
    handler: async (request, reply) => {
      const claims = await authenticate(request, { countWrite: false });
      await auth.signOut(claims.userId, claims.sessionId, request.query.scope);
      void options.audit?.record({ userId: claims.userId, action: 'sign_out', request, details: { scope: request.query.scope } });
      return reply.status(204).send(null);
    },
  });

  registerFactorRoutes(app, factors, (request) => authenticate(request));
  done();
};

const emailFormat = z.email();
const isEmail = (address: string) => address.length <= 320 && emailFormat.safeParse(address).success;

function redirectGuard(allowedOrigins: string[], siteUrl: string) {
  const allowed = new Set([...allowedOrigins, siteUrl].map((url) => new URL(url).origin));
  return (redirectTo: string | undefined): string => {
    if (!redirectTo) return siteUrl;
    try {
      return allowed.has(new URL(redirectTo).origin) ? redirectTo : siteUrl;
    } catch {
      return siteUrl;
    }
  };
}

function withFragment(url: string, values: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(values).toString();
  return target.toString();
}

function stringValues(values: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
}
