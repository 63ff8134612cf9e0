// Sign-in and sign-out for the whole app. supabase-js holds the session of record (and refreshes it);
// the session store mirrors its user and access token for the UI and the api client.
import type { AuthChangeEvent, SupabaseClient, Session as SupabaseSession } from '@supabase/supabase-js';
import { sessionStore } from '../session/sessionStore';
import type { AccountSession } from '@whalewatch/contracts';
import type { User } from '../types/entities';
import { assuranceOf, type Assurance, type AssuranceSource } from './assurance';
import { getSupabase, storedSession } from './supabaseClient';
import { accountName } from './walletIdentities';

/** The tokens of a session the product's auth routes answer (@whalewatch/contracts authRoutes). */
export type SessionTokens = Pick<AccountSession, 'access_token' | 'refresh_token'>;

let pendingSignOut: Promise<void> = Promise.resolve();

/** Hands the api's new session to supabase-js, then signs the user in. Throws the auth service's error. */
export async function startSession(session: SessionTokens, user: Pick<User, 'id' | 'email'>): Promise<void> {
  // A sign-out still talking to the server would otherwise remove the session set here.
  await pendingSignOut;
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  if (error) throw error;
  // An expired access token was refreshed by setSession: keep the one supabase-js now holds.
  const authToken = data.session?.access_token ?? session.access_token;
  sessionStore.getState().signIn({ id: user.id, email: user.email }, authToken, await assuranceLevel(supabase));
}

/**
 * Sign in with Ethereum (EIP-4361): with the browser's wallet (`statement`: supabase-js asks window.ethereum
 * for its account and signature), or with a message signed elsewhere and its signature.
 */
export type WalletCredentials = { statement: string } | { message: string; signature: `0x${string}` };

/** Signs in with a wallet through supabase-js. Throws the auth service's error (or the wallet's). */
export async function startWalletSession(credentials: WalletCredentials): Promise<void> {
  await pendingSignOut;
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithWeb3({ chain: 'ethereum', ...credentials });
  if (error) throw error;
  const { session } = data;
  const user = { id: session.user.id, email: accountName(session.user) };
  sessionStore.getState().signIn(user, session.access_token, await assuranceLevel(supabase));
}

/**
 * The level of the session supabase-js now holds, as its mfa API reads it (token claim and the user's
 * verified factors); null when it cannot say.
 */
export async function assuranceLevel(supabase: SupabaseClient): Promise<Assurance | null> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error || !data.currentLevel) return null;
  const current = data.currentLevel === 'aal2' ? 'aal2' : 'aal1';
  return { current, next: data.nextLevel === 'aal2' ? 'aal2' : current };
}

async function signOutOfSupabase(): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    if (error) console.error('Signed out here, but the auth service did not end the session', error);
  } catch (error) {
    console.error('Signed out here, but the auth service could not be reached', error);
  }
}

/** Signs out at once (the UI never waits on the network), then ends supabase-js's session. */
export function endSession(): Promise<void> {
  sessionStore.getState().signOut();
  pendingSignOut = signOutOfSupabase();
  return pendingSignOut;
}

const isStoredUser = (session: SupabaseSession | null): session is SupabaseSession =>
  session !== null && session.user.id === sessionStore.getState().user?.id;

function keepStoredSessionOrSignOut(): void {
  const { user, authToken, signOut, setAuthToken } = sessionStore.getState();
  const stored = storedSession();
  if (!user || stored?.userId !== user.id) signOut();
  else if (stored.accessToken !== authToken) setAuthToken(stored.accessToken);
}

/** The session's token and assurance level, mirrored when they changed (after a second factor, say). */
export function mirrorSession(session: AssuranceSource): void {
  const { authToken, assurance, setAuthToken, setAssurance } = sessionStore.getState();
  if (session.access_token !== authToken) setAuthToken(session.access_token);
  // Read from the session handed over: supabase-js must not be called from inside its own events.
  const level = assuranceOf(session);
  if (level.current !== assurance?.current || level.next !== assurance.next) setAssurance(level);
}

function mirrorAuthEvent(event: AuthChangeEvent, session: SupabaseSession | null): void {
  const { user, signOut, setUser } = sessionStore.getState();
  if (!user) return;
  switch (event) {
    case 'INITIAL_SESSION':
      if (isStoredUser(session)) {
        mirrorSession(session);
        return;
      }
      // supabase-js hands over no session when its start-up refresh failed or lost a race with another
      // tab's, though it still keeps the session (and refreshes it later). Only a user it keeps no
      // session for is signed out.
      keepStoredSessionOrSignOut();
      return;
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
    case 'MFA_CHALLENGE_VERIFIED':
      if (isStoredUser(session)) mirrorSession(session);
      return;
    case 'USER_UPDATED':
      if (isStoredUser(session) && session.user.email && session.user.email !== user.email) {
        setUser({ ...user, email: session.user.email });
      }
      return;
    case 'SIGNED_OUT':
      signOut();
      return;
    default:
      return;
  }
}

/**
 * Keeps the session store in step with supabase-js: refreshed tokens, a changed email, a sign-out
 * (here, in another tab or by the server). The shell calls it once at start-up; returns an unsubscribe.
 */
export function watchSession(): () => void {
  let following = false;
  let stopped = false;
  let subscription: { unsubscribe: () => void } | null = null;

  // Creating the client starts its refresh tick, so it is created only once someone is signed in.
  const follow = () => {
    if (following || stopped) return;
    following = true;
    getSupabase().then(
      (supabase) => {
        if (!stopped) subscription = supabase.auth.onAuthStateChange(mirrorAuthEvent).data.subscription;
      },
      (error: unknown) => {
        following = false;
        console.error('The auth service client could not load: the session will not be refreshed', error);
      },
    );
  };

  if (sessionStore.getState().user) follow();
  const stopWatchingStore = sessionStore.subscribe(({ user }) => {
    if (user) follow();
  });
  return () => {
    stopped = true;
    stopWatchingStore();
    subscription?.unsubscribe();
  };
}
