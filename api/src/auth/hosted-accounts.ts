// Accounts in a hosted Supabase project, reached through supabase-js's auth client like any other
// client of the project.
import { AuthClient, type AuthError, type Session } from '@supabase/auth-js';
import { answersOf, authRoutes, isErrorCode, statusesOf } from '@whalewatch/contracts';
import { failure, HttpError } from '../http';
import type { Accounts } from './accounts';

type Project = { url: string; anonKey: string };

/** A client of the project's auth, made per call: nothing is persisted, and concurrent requests never share a session. */
function projectClient({ url, anonKey }: Project, fetchWith?: typeof fetch) {
  return new AuthClient({
    url: `${url}/auth/v1`,
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    ...(fetchWith ? { fetch: fetchWith } : {}),
  });
}

export function hostedAccounts(project: Project): Accounts {
  const client = () => projectClient(project);

  return {
    async initiateSignUp(email, password) {
      const { error } = await client().signUp({ email, password });
      if (error) throw fromSupabase(error, 'POST /auth/signup/initiate');
    },
    async completeSignUp(email, code) {
      const { data, error } = await client().verifyOtp({ email, token: code, type: 'email' });
      if (error) throw fromSupabase(error, 'POST /auth/signup/complete');
      return requireSession(data.session);
    },
    async signIn(email, password) {
      const { data, error } = await client().signInWithPassword({ email, password });
      if (error) throw fromSupabase(error, 'POST /auth/signin');
      return requireSession(data.session);
    },
  };
}

/**
 * The project's refusal, in its words and with its status; its code where the route's contract has it at
 * that status, else `supabase_error` (which the contract allows at the statuses a project answers, else 502).
 */
function fromSupabase(error: AuthError, route: keyof typeof authRoutes): HttpError {
  const status = error.status && error.status >= 400 && error.status < 600 ? error.status : 502;
  const code = error.code;
  const declared = isErrorCode(code) && answersOf(authRoutes[route])[status]?.safeParse({ error: error.message, code }).success;
  if (declared) return new HttpError(status, error.message, code, {}, { cause: error });
  return new HttpError(statusesOf('supabase_error').includes(status) ? status : 502, error.message, 'supabase_error', {}, { cause: error });
}

function requireSession(session: Session | null): Session {
  if (!session) throw new HttpError(502, 'The auth service returned no session', 'no_session');
  return session;
}

/** fetch, given up after `deadlineMs`. */
const fetchWithin =
  (deadlineMs: number): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(deadlineMs) });

/** How long the project has to say whether an account has a second factor. */
const FACTOR_CHECK_DEADLINE_MS = 5_000;

/**
 * Whether the project's user has a verified second factor, asked with the user's own token (GET
 * /auth/v1/user lists its factors): the JWT says its session's level, not whether the account has one.
 * A project that does not answer in time is 503 `auth_unreachable`: the sensitive action is not let
 * through unchecked.
 */
export function hostedFactorCheck(project: Project, deadlineMs = FACTOR_CHECK_DEADLINE_MS) {
  return async (_claims: unknown, token: string): Promise<boolean> => {
    // getUser(token) sends the user's token as the bearer, in place of the anon key.
    const { data, error } = await projectClient(project, fetchWithin(deadlineMs)).getUser(token);
    if (error) throw Object.assign(failure('auth_unreachable'), { cause: error });
    return data.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  };
}

/** How long the project has to delete an account. */
const ACCOUNT_DELETION_DEADLINE_MS = 10_000;

/**
 * Deletes the user at the project (GoTrue's DELETE /admin/users/{id}, through supabase-js's admin API),
 * with the project's service role key, which stands where the anon key does. A user the project no longer
 * has counts as deleted (a retry after the api's own part failed). Any other failure, or no answer in
 * time, is 503 `account_deletion_failed`: the caller deletes nothing of its own.
 */
export function hostedAccountDeletion(project: Project & { serviceRoleKey: string }, deadlineMs = ACCOUNT_DELETION_DEADLINE_MS) {
  return async (userId: string): Promise<void> => {
    const admin = projectClient({ url: project.url, anonKey: project.serviceRoleKey }, fetchWithin(deadlineMs)).admin;
    const { error } = await admin.deleteUser(userId);
    if (error && error.status !== 404) throw Object.assign(failure('account_deletion_failed'), { cause: error });
  };
}
