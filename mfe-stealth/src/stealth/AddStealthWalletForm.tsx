// 'Add Wallet to Stealth List' (spec §2, §5, §8): the address, checked before anything is sent, then the
// signing flow of useAddStealthWallet; what went wrong stays under the form, and so does the address.
import { AddressField, Button, Card, SEE_PLANS, validateWalletAddress } from '@whalewatch/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { injectedWallet, warmSigning } from './injectedWallet';
import { PendingSignaturePanel, warmSignaturePanel } from './PendingSignaturePanel';
import { SectionTitle } from './SectionTitle';
import { useAddStealthWallet, warmAdding, type AddNotice, type AddStep } from './useAddStealthWallet';

export const FORM_TITLE = 'Add Wallet to Stealth List';
export const SIGNING_EXPLAINED =
  'You will be asked to sign a message with this wallet to prove it is yours. Signing sends no transaction and costs no gas.';

const BUTTON_LABELS: Record<AddStep, string> = {
  idle: 'Add to Stealth List',
  requesting: 'Adding...',
  signing: 'Waiting for signature...',
  adding: 'Adding...',
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Explanation = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Notice = styled.p<{ $kind: AddNotice['kind'] }>`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme, $kind }) => ($kind === 'problem' ? theme.colors.danger : theme.colors.textMuted)};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export function AddStealthWalletForm({ onAdded }: { onAdded: () => void }) {
  const [address, setAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const explanationId = useId();

  const focusAddress = () => {
    const field = form.current?.elements.namedItem('walletAddress');
    if (field instanceof HTMLInputElement) field.focus();
  };
  const { step, pending, notice, addWallet, submitSignature, cancelSignature } = useAddStealthWallet(() => {
    setAddress('');
    onAdded();
    focusAddress();
  });
  const hasBrowserWallet = injectedWallet() !== null;
  const busy = step !== 'idle' || pending !== null;

  // What adding needs is fetched as the user points at a way to add: its steps, and for signing the
  // browser wallet's signing or the panel for pasting a signature. Adding fetches them too.
  const warmNextStep = (paste: boolean) => {
    warmAdding();
    if (paste || !hasBrowserWallet) warmSignaturePanel();
    else warmSigning();
  };

  const start = (paste: boolean) => {
    const problem = validateWalletAddress(address);
    setFieldError(problem);
    if (problem) return;
    warmNextStep(paste);
    void addWallet(address.trim(), { paste });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    start(false);
  };

  const cancel = () => {
    cancelSignature();
    focusAddress();
  };

  return (
    <Card aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{FORM_TITLE}</SectionTitle>
      <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <AddressField
          label="Wallet Address"
          name="walletAddress"
          placeholder="Enter Ethereum address (0x...)"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          readOnly={pending !== null}
          error={fieldError}
        />
        <Actions>
          <Button
            type="submit"
            disabled={busy}
            aria-describedby={explanationId}
            onPointerEnter={() => warmNextStep(false)}
            onFocus={() => warmNextStep(false)}
          >
            {pending ? BUTTON_LABELS.idle : BUTTON_LABELS[step]}
          </Button>
          {hasBrowserWallet ? (
            <Button
              $variant="secondary"
              disabled={busy}
              onClick={() => start(true)}
              onPointerEnter={() => warmNextStep(true)}
              onFocus={() => warmNextStep(true)}
            >
              Paste a signature instead
            </Button>
          ) : null}
        </Actions>
        <Explanation id={explanationId}>{SIGNING_EXPLAINED}</Explanation>
      </form>
      {pending ? (
        <PendingSignaturePanel
          address={pending.address}
          challenge={pending.challenge}
          submitting={step === 'adding'}
          onSubmit={(signature) => void submitSignature(signature)}
          onCancel={cancel}
        />
      ) : null}
      {notice ? (
        <Notice $kind={notice.kind} role={notice.kind === 'problem' ? 'alert' : 'status'}>
          {notice.text}
          {notice.offerPlans ? (
            <>
              {' '}
              <Link to={SEE_PLANS.href}>{SEE_PLANS.label}</Link>
            </>
          ) : null}
        </Notice>
      ) : null}
    </Card>
  );
}
