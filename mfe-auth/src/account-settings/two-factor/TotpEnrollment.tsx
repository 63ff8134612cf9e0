// Setting up an authenticator app (issue 36): GoTrue's QR code (and its key as text, to type in), then the
// app's first code proves it works — the factor is verified and the session becomes aal2 — and the first
// recovery codes are made.
import { Button, Field, isWrongCode, Spinner, TOTP_CODE_LENGTH, toast, verifyAuthenticatorCode } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Actions } from '../Section';
import { cancelEnrollment, enrollAuthenticator, type Enrollment } from './twoFactor';
import {
  CANCEL,
  CODE_FORMAT,
  CODE_LABEL,
  COPY_BY_HAND,
  COPY_SECRET,
  ENROL_FAILED,
  QR_ALT,
  SCAN_QR,
  SECRET_COPIED,
  SECRET_LABEL,
  VERIFY_AND_TURN_ON,
  WRONG_CODE,
} from './twoFactorTexts';

const CODE_PATTERN = new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`);

const Layout = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  margin-top: ${({ theme }) => theme.space(4)};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

/** The QR code on white whatever the theme: scanners need its dark-on-light contrast. */
const Qr = styled.img`
  width: 200px;
  height: 200px;
  padding: ${({ theme }) => theme.space(2)};
  background: #ffffff;
  border-radius: ${({ theme }) => theme.radius};
`;

const Secret = styled.code`
  display: block;
  margin: ${({ theme }) => theme.space(2)} 0;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 1rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

const CodeForm = styled.form`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

type Stage = { state: 'starting' } | { state: 'failed'; problem: string } | { state: 'ready'; enrollment: Enrollment };

export interface TotpEnrollmentProps {
  /** The factor is verified: the session is aal2. */
  onVerified: () => void;
  onCancel: () => void;
}

export function TotpEnrollment({ onVerified, onCancel }: TotpEnrollmentProps) {
  const [stage, setStage] = useState<Stage>({ state: 'starting' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const codeId = useId();
  const started = useRef(false);

  const focusCode = () => document.getElementById(codeId)?.focus();

  useEffect(() => {
    // Once per set-up, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    enrollAuthenticator().then(
      (enrollment) => setStage({ state: 'ready', enrollment }),
      (error: unknown) => {
        console.error('Enrolling an authenticator app failed', error);
        setStage({ state: 'failed', problem: ENROL_FAILED });
      },
    );
  }, []);

  const ready = stage.state === 'ready';
  // The code field takes the focus as soon as there is something to scan.
  useEffect(() => {
    if (ready) focusCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focusCode reads the DOM by a stable id
  }, [ready]);

  if (stage.state === 'starting') return <Spinner label="Setting up two-factor authentication" />;
  if (stage.state === 'failed') {
    return (
      <>
        <Problem role="alert">{stage.problem}</Problem>
        <Button $variant="secondary" onClick={onCancel}>
          {CANCEL}
        </Button>
      </>
    );
  }
  const { enrollment } = stage;

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(enrollment.secret);
      toast.info(SECRET_COPIED);
    } catch {
      toast.error(COPY_BY_HAND);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const value = code.trim();
    const problem = CODE_PATTERN.test(value) ? null : CODE_FORMAT;
    setCodeError(problem);
    if (problem) {
      focusCode();
      return;
    }
    setVerifying(true);
    try {
      await verifyAuthenticatorCode(enrollment.factorId, value);
    } catch (error) {
      if (!isWrongCode(error)) console.error('Verifying the authenticator app failed', error);
      setCodeError(isWrongCode(error) ? WRONG_CODE : error instanceof Error ? error.message : ENROL_FAILED);
      setVerifying(false);
      focusCode();
      return;
    }
    setVerifying(false);
    onVerified();
  };

  const cancel = () => {
    void cancelEnrollment(enrollment.factorId);
    onCancel();
  };

  return (
    <Layout>
      <Qr src={enrollment.qrCode} alt={QR_ALT} />
      <div>
        <p>{SCAN_QR}</p>
        <p>{SECRET_LABEL}</p>
        <Secret>{enrollment.secret}</Secret>
        <Button $variant="secondary" onClick={() => void copySecret()}>
          {COPY_SECRET}
        </Button>
        <CodeForm onSubmit={(event) => void verify(event)} noValidate>
          <Field
            id={codeId}
            label={CODE_LABEL}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TOTP_CODE_LENGTH}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(null);
            }}
            error={codeError}
          />
          <Actions>
            <Button type="submit" disabled={verifying} aria-busy={verifying}>
              {VERIFY_AND_TURN_ON}
            </Button>
            <Button $variant="ghost" onClick={cancel} disabled={verifying}>
              {CANCEL}
            </Button>
          </Actions>
        </CodeForm>
      </div>
    </Layout>
  );
}
