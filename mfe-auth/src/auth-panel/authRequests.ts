// Signing in (spec §7), the request behind the panel's first mode, and the text the user sees for it
// (spec §8). The other modes' requests come with their chunk (accountSteps.ts).
import { call, startSession } from '@whalewatch/shared';

export const AUTH_MESSAGES = {
  signedIn: 'Successfully signed in!',
} as const;

export async function signIn(email: string, password: string): Promise<void> {
  const { session, user } = await call('POST /auth/signin', { body: { email, password } }, { auth: false });
  await startSession(session, user);
}

/** A failure in the server's words, else `fallback`. */
export const errorText = (fallback: string) => (error: unknown) => (error instanceof Error && error.message ? error.message : fallback);
