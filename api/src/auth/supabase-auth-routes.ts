// The subset of Supabase Auth's HTTP interface (/auth/v1) that supabase-js calls for the product's
// flows, served by the embedded auth service so the browser code is the same with or without a hosted
// project. Errors use Supabase's body ({code, msg}) plus our usual `error` field.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, HttpError } from '../http/errors';
import { acceptEmptyJsonBodies } from '../http/json-body';
import type { WriteLimits } from '../http/write-limits';
import type { Authenticator } from './authenticate';
import type { EmbeddedAuth } from './embedded-auth';
import type { AuthRateLimits } from './limits';
import { INVALID_API_KEY, INVALID_EMAIL_LINK } from './messages';
import { emailAddress, MIN_PASSWORD_LENGTH } from './routes';

export type SupabaseAuthRoutesOptions = {
  auth: EmbeddedAuth;
  authenticator: Authenticator;
  limits: AuthRateLimits;
  writes: WriteLimits;
  anonKey: string;
  /** Recovery links may only lead back to these origins; anything else goes to the site URL. */
  allowedRedirectOrigins: string[];
  siteUrl: string;
};

const API_VERSION = '2024-01-01';
const PASSWORD_TOO_WEAK = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;

const grant = z.object({ grant_type: z.enum(['password', 'refresh_token']) });
const passwordGrant = z.object({ email: emailAddress, password: z.string().min(1) });
const refreshGrant = z.object({ refresh_token: z.string().min(1) });
const redirect = z.object({ redirect_to: z.string().optional() });
const otpVerification = z.union([
  z.object({ type: z.enum(['signup', 'email']), email: emailAddress, token: z.string().trim() }),
  z.object({ type: z.literal('recovery'), token_hash: z.string().min(1) }),
]);
const linkVerification = z.object({ token: z.string().min(1), type: z.string(), redirect_to: z.string().optional() });
const userUpdate = z.object({ password: z.string().optional(), email: z.string().optional() }).loose();
const signOutScope = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });

export const supabaseAuthRoutes: FastifyPluginAsyncZod<SupabaseAuthRoutesOptions> = async (app, options) => {
  const { auth, authenticator, limits, writes, anonKey } = options;
  const safeRedirect = redirectGuard(options.allowedRedirectOrigins, options.siteUrl);

  acceptEmptyJsonBodies(app);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-supabase-api-version', API_VERSION);
  });
  // Like Supabase, every call but the emailed link carries the project's anon key.
  app.addHook('onRequest', async (request) => {
    const isEmailLink = request.method === 'GET' && request.routeOptions.url === '/auth/v1/verify';
    if (!isEmailLink && request.headers.apikey !== anonKey) throw new HttpError(401, INVALID_API_KEY, 'no_api_key');
  });
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message } = describe(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const code = error instanceof HttpError ? error.code : statusCode === 400 ? 'validation_failed' : 'unexpected_failure';
    if (error instanceof HttpError) void reply.headers(error.headers);
    return reply.status(statusCode).send({ code, error_code: code, msg: message, error: message });
  });

  app.post('/auth/v1/token', { schema: { querystring: grant } }, async (request) => {
    if (request.query.grant_type === 'refresh_token') {
      const { refresh_token: refreshToken } = parseBody(refreshGrant, request.body);
      await writes.anonymous('token-refresh', request.ip);
      return auth.refreshSession(refreshToken);
    }
    const { email, password } = parseBody(passwordGrant, request.body);
    return limits.signIn(request.ip, email, () => auth.signInWithPassword(email, password));
  });

  app.post('/auth/v1/signup', { schema: { body: z.object({ email: emailAddress, password: z.string() }).loose() } }, async (request) => {
    const { email, password } = request.body;
    if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    await limits('signup', request.ip, email);
    return auth.initiateSignUp(email, password);
  });

  app.post('/auth/v1/verify', async (request) => {
    const verification = parseBody(otpVerification, request.body);
    if (verification.type === 'recovery') {
      await limits('verify', request.ip);
      return auth.verifyRecoveryToken(verification.token_hash);
    }
    await limits('verify', request.ip, verification.email);
    return auth.completeSignUp(verification.email, verification.token);
  });

  // The link in a recovery email: answers like Supabase, a 303 to the front end with the session (or
  // the error) in the URL fragment, where supabase-js and our recovery landing read it.
  app.get('/auth/v1/verify', { schema: { querystring: linkVerification } }, async (request, reply) => {
    const { token, type, redirect_to: redirectTo } = request.query;
    const target = safeRedirect(redirectTo);
    try {
      if (type !== 'recovery') throw new HttpError(400, INVALID_EMAIL_LINK, 'otp_expired');
      const session = await auth.verifyRecoveryToken(token);
      const { user: _user, ...tokens } = session;
      return reply.redirect(withFragment(target, { ...stringValues(tokens), type: 'recovery' }), 303);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const fragment = { error: 'access_denied', error_code: error.code, error_description: error.message };
      return reply.redirect(withFragment(target, fragment), 303);
    }
  });

  app.post('/auth/v1/recover', { schema: { querystring: redirect, body: z.object({ email: emailAddress }).loose() } }, async (request) => {
    const { email } = request.body;
    await limits('recover', request.ip, email);
    await auth.requestRecovery(email, safeRedirect(request.query.redirect_to));
    return {};
  });

  app.get('/auth/v1/user', async (request) => {
    const claims = await authenticator.authenticate(request);
    return auth.getUser(claims.userId);
  });

  // A user past their write limit (or someone holding one of their sessions and spending it) can still
  // change the password and sign out.
  app.put('/auth/v1/user', async (request) => {
    const claims = await authenticator.authenticate(request, { countWrite: false });
    const update = parseBody(userUpdate, request.body);
    if (update.email !== undefined) throw new HttpError(422, 'Changing the email address is not supported', 'email_change_not_supported');
    if (update.password === undefined) return auth.getUser(claims.userId);
    if (update.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    return auth.updatePassword(claims.userId, claims.sessionId, update.password);
  });

  app.post('/auth/v1/logout', { schema: { querystring: signOutScope } }, async (request, reply) => {
    const claims = await authenticator.authenticate(request, { countWrite: false });
    await auth.signOut(claims.userId, claims.sessionId, request.query.scope);
    return reply.status(204).send();
  });
};

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  throw new HttpError(400, problems.join('; '), 'validation_failed');
}

function weakPassword(): HttpError {
  return new HttpError(422, PASSWORD_TOO_WEAK, 'weak_password');
}

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
