// "Two-factor authentication" (issue 36): whether it is on; setting it up (TotpEnrollment), then the first
// recovery codes, shown once; when on, new recovery codes (with how many are left) and turning it off.
import { RECOVERY_CODE_COUNT } from '@whalewatch/contracts/constants';
import {
  accountApi,
  Button,
  LoadFailed,
  Modal,
  MutedText,
  RECOVERY_CODES_CREATE_FAILED,
  Spinner,
  toast,
  useLoad,
  type RecoveryCodesStatus,
} from '@whalewatch/shared';
import { useCallback, useState } from 'react';
import { Actions, Badge, formatWhen, Section } from '../Section';
import { RecoveryCodesShown } from './RecoveryCodesShown';
import { TotpEnrollment } from './TotpEnrollment';
import { turnOffTwoFactor, verifiedTotpFactor } from './twoFactor';
import {
  CANCEL,
  codesLeft,
  LOAD_FAILED,
  NEW_CODES,
  NEW_CODES_TEXT,
  NEW_CODES_TITLE,
  SET_UP,
  TURN_OFF,
  TURN_OFF_FAILED,
  TURN_OFF_TEXT,
  TURN_OFF_TITLE,
  TURNED_OFF,
  TURNED_ON,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TWO_FACTOR_TITLE,
} from './twoFactorTexts';

type Factor = NonNullable<Awaited<ReturnType<typeof verifiedTotpFactor>>>;

interface TwoFactorStatus {
  factor: Factor | null;
  /** Only when on. */
  recoveryCodes: RecoveryCodesStatus | null;
}

async function fetchStatus(signal: AbortSignal): Promise<TwoFactorStatus> {
  const factor = await verifiedTotpFactor();
  return { factor, recoveryCodes: factor ? await accountApi.recoveryCodes(signal) : null };
}

/** What the section shows beside its status: a set-up, new codes shown once, or a question. */
type Step = 'none' | 'enrolling' | 'creating-codes' | 'confirm-off' | 'confirm-codes' | { codes: string[] };

function ConfirmDialog({
  title,
  text,
  action,
  danger,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  action: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      <Actions>
        <Button $variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {action}
        </Button>
        <Button $variant="ghost" onClick={onClose}>
          {CANCEL}
        </Button>
      </Actions>
    </Modal>
  );
}

export function TwoFactorSection() {
  const { load, reload, refresh } = useLoad(fetchStatus, 'the two-factor settings');
  const [step, setStep] = useState<Step>('none');
  const [busy, setBusy] = useState(false);

  const createCodes = useCallback(async () => {
    setStep('creating-codes');
    try {
      setStep({ codes: await accountApi.createRecoveryCodes() });
    } catch (error) {
      setStep('none');
      toast.error(error instanceof Error ? error.message : RECOVERY_CODES_CREATE_FAILED);
      refresh();
    }
  }, [refresh]);

  const turnedOn = async () => {
    toast.success(TURNED_ON);
    await createCodes();
  };

  const turnOff = async (factor: Factor) => {
    setStep('none');
    setBusy(true);
    try {
      await turnOffTwoFactor(factor.id);
      toast.success(TURNED_OFF);
      refresh();
    } catch (error) {
      console.error('Turning two-factor off failed', error);
      toast.error(TURN_OFF_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const codesSaved = () => {
    setStep('none');
    refresh();
  };

  let body;
  if (typeof step === 'object') {
    body = <RecoveryCodesShown codes={step.codes} onSaved={codesSaved} />;
  } else if (step === 'creating-codes') {
    body = <Spinner label="Creating your recovery codes" />;
  } else if (step === 'enrolling') {
    body = <TotpEnrollment onVerified={() => void turnedOn()} onCancel={() => setStep('none')} />;
  } else if (load.state === 'loading') {
    body = <Spinner label="Loading your two-factor settings" />;
  } else if (load.state === 'failed') {
    body = <LoadFailed message={load.error instanceof Error ? load.error.message : LOAD_FAILED} onRetry={reload} />;
  } else if (!load.value.factor) {
    body = (
      <>
        <MutedText>{TWO_FACTOR_OFF}</MutedText>
        <Actions>
          <Button onClick={() => setStep('enrolling')} disabled={busy}>
            {SET_UP}
          </Button>
        </Actions>
      </>
    );
  } else {
    const { factor, recoveryCodes } = load.value;
    body = (
      <>
        <p>
          <Badge $tone="success">On</Badge> {TWO_FACTOR_ON}
        </p>
        {recoveryCodes ? (
          <MutedText>
            {codesLeft(recoveryCodes.remaining, RECOVERY_CODE_COUNT)}
            {recoveryCodes.createdAt ? ` (created ${formatWhen(recoveryCodes.createdAt)})` : ''}.
          </MutedText>
        ) : null}
        <Actions>
          <Button $variant="secondary" onClick={() => setStep('confirm-codes')} disabled={busy}>
            {NEW_CODES}
          </Button>
          <Button $variant="danger" onClick={() => setStep('confirm-off')} disabled={busy}>
            {TURN_OFF}
          </Button>
        </Actions>
        {step === 'confirm-off' ? (
          <ConfirmDialog
            title={TURN_OFF_TITLE}
            text={TURN_OFF_TEXT}
            action={TURN_OFF}
            danger
            onConfirm={() => void turnOff(factor)}
            onClose={() => setStep('none')}
          />
        ) : null}
        {step === 'confirm-codes' ? (
          <ConfirmDialog
            title={NEW_CODES_TITLE}
            text={NEW_CODES_TEXT}
            action={NEW_CODES}
            onConfirm={() => void createCodes()}
            onClose={() => setStep('none')}
          />
        ) : null}
      </>
    );
  }

  return <Section title={TWO_FACTOR_TITLE}>{body}</Section>;
}
