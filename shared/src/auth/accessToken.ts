// The access token the app sends to the api: the mirrored one while it is fresh (no supabase-js needed
// for that), otherwise the one supabase-js holds, which it refreshes first when it has expired. Another
// tab may refresh the shared session at any moment; a refresh that lost that race is read again, never
// taken as a sign-out.
import type { AuthError, Session as SupabaseSession } from '@supabase/supabase-js';
import { sessionStore } from '../session/sessionStore';
import { endSession } from './authSession';
import { getSupabase } from './supabaseClient';
import { tokenClaims } from './tokenClaims';

/** A token this close to its expiry is refreshed before it is sent (the spec's 10 s margin). */
const EXPIRY_MARGIN_S = 10;
/** Reads of the session after another tab changed it under a refresh, before giving up. */
const MOST_READS = 3;

/** The token's `exp` claim in seconds, or null when it is no JWT the client can read. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/** Whether `token` can still be sent: not within the margin of its expiry (a token that is no JWT is for the server to judge). */
export function isFresh(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry === null || expiry * 1000 - now > EXPIRY_MARGIN_S * 1000;
}

// supabase-js 2.109's commit guard: its refresh was dropped because the stored session changed meanwhile.
const lostToAnotherWriter = (error: AuthError | null) => error?.name === 'AuthRefreshDiscardedError';

type Outcome = { token: string } | { refused: AuthError | null };

/** supabase-js's session for the signed-in user, refreshed first if `refresh` (or if it has expired). */
async function clientSession(refresh: boolean): Promise<Outcome> {
  const supabase = await getSupabase();
  let forceRefresh = refresh;
  let lastError: AuthError | null = null;
  for (let read = 0; read < MOST_READS; read += 1) {
    const { data, error } = forceRefresh ? await supabase.auth.refreshSession() : await supabase.auth.getSession();
    const session: SupabaseSession | null = data.session;
    const { user, authToken, setAuthToken } = sessionStore.getState();
    if (session && user && session.user.id === user.id) {
      if (session.access_token !== authToken) setAuthToken(session.access_token);
      return { token: session.access_token };
    }
    if (!lostToAnotherWriter(error)) return { refused: error };
    // Another tab stored a newer session while this one refreshed: that one is ours too.
    lastError = error;
    forceRefresh = false;
  }
  return { refused: lastError };
}

let pendingRead: Promise<string | null> | null = null;

/** The token to send now, or null when no one is signed in. Requests made together share one read. */
export function accessToken(): Promise<string | null> {
  const { user, authToken } = sessionStore.getState();
  if (!user || !authToken) return Promise.resolve(null);
  if (isFresh(authToken)) return Promise.resolve(authToken);
  pendingRead ??= clientSession(false)
    .then((outcome) => ('token' in outcome ? outcome.token : authToken))
    // supabase-js could not load: send what is stored, and let the server say whether it is still good.
    .catch(() => authToken)
    .finally(() => {
      pendingRead = null;
    });
  return pendingRead;
}

// A refusal from the auth service itself (not the network, a rate limit or a lost race) means the
// session is over.
const sessionIsOver = (error: AuthError | null) =>
  error?.name === 'AuthSessionMissingError' || (error?.name === 'AuthApiError' && [400, 401, 403, 404].includes(error.status ?? 0));

async function renew(rejected: string): Promise<string | null> {
  const { user, authToken } = sessionStore.getState();
  if (!user) return null;
  // A tab or the refresh tick already has a newer token than the one refused.
  if (authToken && authToken !== rejected && isFresh(authToken)) return authToken;
  const held = await clientSession(false);
  if ('token' in held && held.token !== rejected) return held.token;
  const refreshed = await clientSession(true);
  if ('token' in refreshed) return refreshed.token;
  if (sessionIsOver(refreshed.refused)) await endSession();
  return null;
}

let pendingRenewal: { rejected: string; token: Promise<string | null> } | null = null;

/**
 * The api refused `rejected` as expired or invalid: a newer token to try once more with (another tab's
 * refresh, or one made now), or null when there is none. A session the auth service refuses to refresh
 * is over: the user is signed out. Requests refused together share one renewal.
 */
export function tokenAfterRefusal(rejected: string): Promise<string | null> {
  if (pendingRenewal?.rejected === rejected) return pendingRenewal.token;
  const token = renew(rejected).catch(() => null);
  const renewal = { rejected, token };
  pendingRenewal = renewal;
  void token.finally(() => {
    if (pendingRenewal === renewal) pendingRenewal = null;
  });
  return token;
}

/**
 * Sends a call with the session's token (`send(null)` when no one is signed in); when the answer is a
 * refusal of the token, once more with a renewed one, so the refusal never reaches the caller.
 */
export async function withAccessToken<Answer>(
  send: (token: string | null) => Promise<Answer>,
  refused: (answer: Answer) => boolean,
): Promise<Answer> {
  const token = await accessToken();
  const answer = await send(token);
  if (!token || !refused(answer)) return answer;
  const renewed = await tokenAfterRefusal(token);
  return renewed && renewed !== token ? send(renewed) : answer;
}
