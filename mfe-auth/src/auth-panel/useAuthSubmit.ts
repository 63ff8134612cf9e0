// What a valid submit does, one request at a time: signing in comes with the panel; the other modes'
// steps are a chunk of their own (accountSteps.ts), fetched ahead by warmAccountSteps.
import { GENERIC_ERROR, originPath, toast, type RecoveryTokens } from '@whalewatch/shared';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthFormValues, AuthMode } from './authForm';
import { AUTH_MESSAGES, errorText, signIn } from './authRequests';

export interface Step {
  request: (values: AuthFormValues) => Promise<void>;
  success: string;
  failure: (error: unknown) => string;
  after: () => void;
}

const accountStepsChunk = () => import(/* webpackChunkName: "account-modes" */ './accountSteps');

/** Fetches the other modes' steps ahead of a likely switch; a failure shows on that mode's submit. */
export function warmAccountSteps(): void {
  accountStepsChunk().catch(() => undefined);
}

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

  const signInStep: Step = {
    request: ({ email, password }) => signIn(email.trim(), password),
    success: AUTH_MESSAGES.signedIn,
    failure: errorText(GENERIC_ERROR),
    after: backToOrigin,
  };

  const stepOf = async (mode: AuthMode): Promise<Step> => {
    if (mode === 'signIn') return signInStep;
    const { accountSteps } = await accountStepsChunk();
    return accountSteps({ recoveryTokens, clearRecoveryTokens, switchMode, backToOrigin })[mode];
  };

  /** Runs the mode's request unless one is already running; the form keeps its values either way. */
  const submit = async (mode: AuthMode, values: AuthFormValues) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let step: Step | undefined;
    try {
      step = await stepOf(mode);
      await step.request(values);
    } catch (error) {
      // Without the mode's chunk nothing was sent: submitting again asks for it again.
      toast.error(step ? step.failure(error) : GENERIC_ERROR);
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
