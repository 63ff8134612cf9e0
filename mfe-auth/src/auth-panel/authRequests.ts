// The calls behind the panel's submits (spec §7) and the texts the user sees for them (spec §8).
import { api, startSession, type SessionTokens, type User } from '@whalewatch/shared';

export const AUTH_MESSAGES = {
  signedIn: 'Successfully signed in!',
  codeSent: 'Verification code sent to your email',
  accountCreated: 'Email verified and account created!',
  resetInstructionsSent: 'Password reset instructions sent to your email',
  passwordReset: 'Password reset successful!',
  signUpFailed: 'Failed to send verification email. Please try again.',
  resetRequestFailed: 'Failed to send password reset email. Please try again.',
  resetFailed: 'Failed to reset password',
} as const;

/** What /auth/signin and /auth/signup/complete answer: a Supabase session and its user. */
interface SignedInResponse {
  session: SessionTokens;
  user: User;
}

export async function signIn(email: string, password: string): Promise<void> {
  const { session, user } = await api.post<SignedInResponse>('/auth/signin', { email, password }, { auth: false });
  await startSession(session, user);
}

/** Emails a 6-digit code that completes the sign-up. */
export async function sendSignUpCode(email: string, password: string): Promise<void> {
  await api.post('/auth/signup/initiate', { email, password }, { auth: false });
}

export async function completeSignUp(email: string, otp: string): Promise<void> {
  const { session, user } = await api.post<SignedInResponse>('/auth/signup/complete', { email, otp }, { auth: false });
  await startSession(session, user);
}
