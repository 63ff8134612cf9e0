// Accounts in a hosted Supabase project, reached through supabase-js's auth client like any other
// client of the project.
import { AuthClient, type AuthError, type Session } from '@supabase/auth-js';
import { HttpError } from '../http/errors';
import type { Accounts } from './accounts';

export function hostedAccounts({ url, anonKey }: { url: string; anonKey: string }): Accounts {
  // One client per call: nothing is persisted, and concurrent requests never share a session.
  const client = () =>
    new AuthClient({
      url: `${url}/auth/v1`,
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });

  return {
    async initiateSignUp(email, password) {
      const { error } = await client().signUp({ email, password });
      if (error) throw fromSupabase(error);
    },
    async completeSignUp(email, code) {
      const { data, error } = await client().verifyOtp({ email, token: code, type: 'email' });
      if (error) throw fromSupabase(error);
      return requireSession(data.session);
    },
    async signIn(email, password) {
      const { data, error } = await client().signInWithPassword({ email, password });
      if (error) throw fromSupabase(error);
      return requireSession(data.session);
    },
  };
}

function fromSupabase(error: AuthError): HttpError {
  const status = error.status && error.status >= 400 && error.status < 600 ? error.status : 502;
  return new HttpError(status, error.message, error.code ?? 'supabase_error', {}, { cause: error });
}

function requireSession(session: Session | null): Session {
  if (!session) throw new HttpError(502, 'The auth service returned no session', 'no_session');
  return session;
}
