// Signing in (spec §7), the request behind the panel's first mode, and the text the user sees for it
// (spec §8). The other modes' requests come with their chunk (accountSteps.ts).
import { api, startSession, type SessionTokens, type User } from '@whalewatch/shared';

export const AUTH_MESSAGES = {
  signedIn: 'Successfully signed in!',
} as const;

/** What /auth/signin and /auth/signup/complete answer: a Supabase session and its user. */
export interface SignedInResponse {
  session: SessionTokens;
  user: User;
}

export async function signIn(email: string, password: string): Promise<void> {
  const { session, user } = await api.post<SignedInResponse>('/auth/signin', { email, password }, { auth: false });
  await startSession(session, user);
}

/** A failure in the server's words, else `fallback`. */
export const errorText = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;
