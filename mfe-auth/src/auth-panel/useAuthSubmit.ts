// What a valid submit does in each mode (spec §4 transitions, §8 texts), one request at a time.
import {
  GENERIC_ERROR,
  MESSAGES,
  originPath,
  requestPasswordReset,
  resetPassword,
  toast,
  type RecoveryTokens,
} from '@whalewatch/shared';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthFormValues, AuthMode } from './authForm';
import { AUTH_MESSAGES, completeSignUp, sendSignUpCode, signIn } from './authRequests';

interface Step {
  request: (values: AuthFormValues) => Promise<void>;
  success: string;
  failure: (error: unknown) => string;
  after: () => void;
}

const errorText = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;

export interface AuthSubmitOptions {
  recoveryTokens: RecoveryTokens | null;
  clearRecoveryTokens: () => void;
  switchMode: (mode: AuthMode) => void;
}

export function useAuthSubmit({ recoveryTokens, clearRecoveryTokens, switchMode }: AuthSubmitOptions) {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const backToOrigin = () => navigate(originPath(location.state), { replace: true });

  const steps: Record<AuthMode, Step> = {
    signIn: {
      request: ({ email, password }) => signIn(email.trim(), password),
      success: AUTH_MESSAGES.signedIn,
      failure: errorText(GENERIC_ERROR),
      after: backToOrigin,
    },
    signUp: {
      request: ({ email, password }) => sendSignUpCode(email.trim(), password),
      success: AUTH_MESSAGES.codeSent,
      failure: () => AUTH_MESSAGES.signUpFailed,
      after: () => switchMode('verify'),
    },
    verify: {
      request: ({ email, code }) => completeSignUp(email.trim(), code.trim()),
      success: AUTH_MESSAGES.accountCreated,
      failure: errorText(GENERIC_ERROR),
      after: backToOrigin,
    },
    forgot: {
      request: ({ email }) => requestPasswordReset(email.trim()),
      success: AUTH_MESSAGES.resetInstructionsSent,
      failure: () => AUTH_MESSAGES.resetRequestFailed,
      after: () => undefined,
    },
    reset: {
      request: ({ newPassword }) =>
        recoveryTokens ? resetPassword(newPassword, recoveryTokens) : Promise.reject(new Error(MESSAGES.invalidResetToken)),
      success: AUTH_MESSAGES.passwordReset,
      failure: errorText(AUTH_MESSAGES.resetFailed),
      after: () => {
        clearRecoveryTokens();
        switchMode('signIn');
      },
    },
  };

  /** Runs the mode's request unless one is already running; the form keeps its values either way. */
  const submit = async (mode: AuthMode, values: AuthFormValues) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const step = steps[mode];
    try {
      await step.request(values);
    } catch (error) {
      toast.error(step.failure(error));
      return;
    } finally {
      running.current = false;
      setBusy(false);
    }
    toast.success(step.success);
    step.after();
  };

  return { busy, submit };
}
