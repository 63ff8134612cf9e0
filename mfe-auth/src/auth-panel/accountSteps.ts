// What a valid submit does in the panel's four other modes (spec §4 transitions, §7 calls, §8 texts):
// create an account (a code by email, then its verification), ask for a reset link, set a new password.
// A chunk of its own (issue 23): /auth opens on Sign In, and this comes when the panel is about to
// switch to another mode (useAuthSubmit's warmAccountSteps), at the latest on that mode's submit.
import { api, GENERIC_ERROR, MESSAGES, requestPasswordReset, resetPassword, startSession, type RecoveryTokens } from '@whalewatch/shared';
import type { AuthMode } from './authForm';
import { errorText, type SignedInResponse } from './authRequests';
import type { Step } from './useAuthSubmit';

export const ACCOUNT_MESSAGES = {
  codeSent: 'Verification code sent to your email',
  accountCreated: 'Email verified and account created!',
  resetInstructionsSent: 'Password reset instructions sent to your email',
  passwordReset: 'Password reset successful!',
  signUpFailed: 'Failed to send verification email. Please try again.',
  resetRequestFailed: 'Failed to send password reset email. Please try again.',
  resetFailed: 'Failed to reset password',
} as const;

/** Emails a 6-digit code that completes the sign-up. */
export async function sendSignUpCode(email: string, password: string): Promise<void> {
  await api.post('/auth/signup/initiate', { email, password }, { auth: false });
}

export async function completeSignUp(email: string, otp: string): Promise<void> {
  const { session, user } = await api.post<SignedInResponse>('/auth/signup/complete', { email, otp }, { auth: false });
  await startSession(session, user);
}

export type AccountMode = Exclude<AuthMode, 'signIn'>;

export interface AccountStepContext {
  recoveryTokens: RecoveryTokens | null;
  clearRecoveryTokens: () => void;
  switchMode: (mode: AuthMode) => void;
  /** Back to the page that sent the user to sign in. */
  backToOrigin: () => void;
}

export function accountSteps({ recoveryTokens, clearRecoveryTokens, switchMode, backToOrigin }: AccountStepContext): Record<AccountMode, Step> {
  return {
    signUp: {
      request: ({ email, password }) => sendSignUpCode(email.trim(), password),
      success: ACCOUNT_MESSAGES.codeSent,
      failure: () => ACCOUNT_MESSAGES.signUpFailed,
      after: () => switchMode('verify'),
    },
    verify: {
      request: ({ email, code }) => completeSignUp(email.trim(), code.trim()),
      success: ACCOUNT_MESSAGES.accountCreated,
      failure: errorText(GENERIC_ERROR),
      after: backToOrigin,
    },
    forgot: {
      request: ({ email }) => requestPasswordReset(email.trim()),
      success: ACCOUNT_MESSAGES.resetInstructionsSent,
      failure: () => ACCOUNT_MESSAGES.resetRequestFailed,
      after: () => undefined,
    },
    reset: {
      request: ({ newPassword }) =>
        recoveryTokens ? resetPassword(newPassword, recoveryTokens) : Promise.reject(new Error(MESSAGES.invalidResetToken)),
      success: ACCOUNT_MESSAGES.passwordReset,
      failure: errorText(ACCOUNT_MESSAGES.resetFailed),
      after: () => {
        clearRecoveryTokens();
        switchMode('signIn');
      },
    },
  };
}
