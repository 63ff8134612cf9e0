// The second step of signing in (issue 36): the authenticator app's 6-digit code, or one of the account's
// recovery codes instead, or signing out. The code field takes the focus; what went wrong is announced.
import {
  ApiError,
  Button,
  endSession,
  Field,
  GENERIC_ERROR,
  isWrongCode,
  NoSecondFactorError,
  redeemRecoveryCode,
  TextButton,
  TOTP_CODE_LENGTH,
  verifySecondFactor,
} from '@whalewatch/shared';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  CODE_FORMAT,
  CODE_LABEL,
  NO_AUTHENTICATOR,
  RECOVERY_CODE_LABEL,
  RECOVERY_CODE_MISSING,
  SIGN_OUT,
  USE_AUTHENTICATOR,
  USE_RECOVERY_CODE,
  VERIFY,
  WRONG_CODE,
} from './secondFactorTexts';

type Method = 'authenticator' | 'recovery';

const CODE_PATTERN = new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Submit = styled(Button)`
  width: 100%;
`;

function problemOf(error: unknown, method: Method): string {
  if (method === 'authenticator' && isWrongCode(error)) return WRONG_CODE;
  if (error instanceof NoSecondFactorError) return NO_AUTHENTICATOR;
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR;
}

export interface SecondFactorChallengeProps {
  /** Called once the session has its second factor. */
  onVerified: () => void;
}

export function SecondFactorChallenge({ onVerified }: SecondFactorChallengeProps) {
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('authenticator');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const focusField = useCallback(() => document.getElementById(fieldId)?.focus(), [fieldId]);

  // The field takes the focus when the step shows and when the method changes.
  useEffect(() => focusField(), [method, focusField]);

  const switchMethod = (next: Method) => {
    setMethod(next);
    setCode('');
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = code.trim();
    const invalid = method === 'authenticator' ? (CODE_PATTERN.test(value) ? null : CODE_FORMAT) : value ? null : RECOVERY_CODE_MISSING;
    setProblem(invalid);
    if (invalid) {
      focusField();
      return;
    }
    setBusy(true);
    try {
      if (method === 'authenticator') await verifySecondFactor(value);
      else await redeemRecoveryCode(value);
    } catch (error) {
      if (!(error instanceof ApiError) && !isWrongCode(error)) console.error('The second factor was not accepted', error);
      setProblem(problemOf(error, method));
      setBusy(false);
      focusField();
      return;
    }
    setBusy(false);
    onVerified();
  };

  // Signing out goes home first, then ends the session: ended first, the page behind would send the
  // visitor on to /auth instead (Sign Out returns to /, spec §2).
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    if (signingOut && pathname === '/') void endSession();
  }, [signingOut, pathname]);
  const signOut = () => {
    setSigningOut(true);
    void navigate('/');
  };

  const authenticator = method === 'authenticator';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Field
        key={method}
        id={fieldId}
        label={authenticator ? CODE_LABEL : RECOVERY_CODE_LABEL}
        inputMode={authenticator ? 'numeric' : 'text'}
        autoComplete={authenticator ? 'one-time-code' : 'off'}
        spellCheck={false}
        maxLength={authenticator ? TOTP_CODE_LENGTH : 64}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(null);
        }}
        error={problem}
      />
      <Submit type="submit" disabled={busy} aria-busy={busy}>
        {VERIFY}
      </Submit>
      <Actions>
        <TextButton onClick={() => switchMethod(authenticator ? 'recovery' : 'authenticator')}>
          {authenticator ? USE_RECOVERY_CODE : USE_AUTHENTICATOR}
        </TextButton>
        <Button $variant="ghost" onClick={signOut}>
          {SIGN_OUT}
        </Button>
      </Actions>
    </form>
  );
}
