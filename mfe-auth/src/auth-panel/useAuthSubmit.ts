// What a submit does, one at a time. Checking the fields, each mode's request and their texts are a
// chunk of their own (accountSteps.ts), fetched ahead by warmAccountSteps; the panel's other on-demand
// parts (the signed-in notice, the wallet sign-in) come with it.
import { GENERIC_ERROR, toast, type RecoveryTokens } from '@whalewatch/shared';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthFormErrors, AuthFormValues, AuthMode } from './authForm';

export const accountStepsChunk = () => import(/* webpackChunkName: "account-steps" */ './accountSteps');

/** Fetches what submitting needs ahead of a likely submit; a failure shows on the submit. */
export function warmAccountSteps(): void {
  accountStepsChunk().catch(() => undefined);
}

export interface AuthSubmitOptions {
  recoveryTokens: RecoveryTokens | null;
  clearRecoveryTokens: () => void;
  switchMode: (mode: AuthMode) => void;
  showErrors: (errors: AuthFormErrors) => void;
}

export function useAuthSubmit(options: AuthSubmitOptions) {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  /** Checks the fields and runs the mode's request unless a submit is running; the form keeps its values either way. */
  const submit = async (mode: AuthMode, values: AuthFormValues) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let moveOn: () => void = () => undefined;
    try {
      const { submitForm } = await accountStepsChunk();
      moveOn = await submitForm(mode, values, { ...options, navigate, origin: location.state });
    } catch {
      // Without the chunk nothing was sent: submitting again asks for it again.
      toast.error(GENERIC_ERROR);
    } finally {
      running.current = false;
      setBusy(false);
    }
    moveOn();
  };

  return { busy, submit };
}
