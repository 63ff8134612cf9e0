// What a submit does in each of the panel's modes: check the fields (authValidation.ts), then, when they
// are valid, the mode's request (spec §4 transitions, §7 calls, §8 texts): sign in, create an account (a
// code by email, then its verification), ask for a reset link, set a new password.
// A chunk of its own (issue 23): /auth draws its form without it, and it comes when the user is about to
// submit (useAuthSubmit's warmAccountSteps: a field or the submit button focused or pointed at, a way to
// another mode pointed at, a mode other than Sign In shown), at the latest on the submit.
import {
  call,
  GENERIC_ERROR,
  MESSAGES,
  originPath,
  requestPasswordReset,
  resetPassword,
  startSession,
  toast,
  type RecoveryTokens,
} from '@whalewatch/shared';
import type { NavigateFunction } from 'react-router-dom';
import type { AuthFormErrors, AuthFormValues, AuthMode } from './authForm';
import { AUTH_MESSAGES, errorText, signIn } from './authRequests';
import { isValid, validateAuthForm } from './authValidation';

// The panel's other on-demand parts come in this chunk too (issue 36): each chunk is an entry in the
// remote's chunk map, which the panel's first visit downloads; both are rare next to a submit.
export { SignedInNotice } from './SignedInNotice';
export { WalletSignIn } from './wallet-sign-in/WalletSignIn';

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
  await call('POST /auth/signup/initiate', { body: { email, password } }, { auth: false });
}

export async function completeSignUp(email: string, otp: string): Promise<void> {
  const { session, user } = await call('POST /auth/signup/complete', { body: { email, otp } }, { auth: false });
  await startSession(session, user);
}

interface Step {
  request: (values: AuthFormValues) => Promise<void>;
  success: string;
  failure: (error: unknown) => string;
  after: () => void;
}

export interface AccountStepContext {
  recoveryTokens: RecoveryTokens | null;
  clearRecoveryTokens: () => void;
  switchMode: (mode: AuthMode) => void;
  /** Shows the fields' messages (none when they are valid). */
  showErrors: (errors: AuthFormErrors) => void;
  navigate: NavigateFunction;
  /** The router's location state: the page that sent the user to sign in. */
  origin: unknown;
}

function accountSteps({ recoveryTokens, clearRecoveryTokens, switchMode, navigate, origin }: AccountStepContext): Record<AuthMode, Step> {
  const backToOrigin = () => {
    void navigate(originPath(origin), { replace: true });
  };
  return {
    signIn: {
      request: ({ email, password }) => signIn(email.trim(), password),
      success: AUTH_MESSAGES.signedIn,
      failure: errorText(GENERIC_ERROR),
      after: backToOrigin,
    },
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

const stayPut = () => undefined;

/**
 * Checks the fields; when they are valid, sends the mode's request, saying so when it fails. Resolves to
 * what follows, for the panel to run once it is no longer busy: after a success, its text and where the
 * panel goes on (back to the origin, another mode).
 */
export async function submitForm(mode: AuthMode, values: AuthFormValues, context: AccountStepContext): Promise<() => void> {
  const errors = validateAuthForm(mode, values, context.recoveryTokens !== null);
  context.showErrors(errors);
  if (!isValid(errors)) return stayPut;
  const step = accountSteps(context)[mode];
  try {
    await step.request(values);
  } catch (error) {
    toast.error(step.failure(error));
    return stayPut;
  }
  return () => {
    toast.success(step.success);
    step.after();
  };
}
