// Signing without a browser wallet: the api's message to copy, sign in any wallet app (personal_sign,
// "Sign message") with the wallet being added, and the signature pasted back.
import { Button, TextAreaField, toast, type StealthChallenge } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

export const PANEL_TITLE = 'Sign the message with your wallet';
export const MESSAGE_COPIED = 'Message copied';
export const COPY_BY_HAND = 'Could not copy: the message is selected, copy it with Ctrl+C (⌘C on a Mac)';
export const INVALID_SIGNATURE = 'Paste the whole signature: 0x followed by at least 130 hexadecimal digits';

/** The api's rule: an EIP-191 signature is 65 bytes (r, s, v), more for smart-contract wallets. */
const SIGNATURE_PATTERN = /^0x[0-9a-fA-F]{130,}$/;

const validUntil = (expiresAt: string) => new Date(expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function validateSignature(value: string): string | null {
  return SIGNATURE_PATTERN.test(value.trim()) ? null : INVALID_SIGNATURE;
}

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  textarea {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.1rem;

  &:focus {
    outline: none;
  }
`;

const Instructions = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};

  code {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const CopyRow = styled(Actions)`
  margin: -${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(4)};
`;

export interface SignaturePanelProps {
  address: string;
  challenge: StealthChallenge;
  submitting: boolean;
  onSubmit: (signature: string) => void;
  onCancel: () => void;
}

export function SignaturePanel({ address, challenge, submitting, onSubmit, onCancel }: SignaturePanelProps) {
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const messageId = useId();
  const title = useRef<HTMLHeadingElement>(null);

  // Opened from the form: take the reader to the instructions.
  useEffect(() => title.current?.focus(), []);

  const copyMessage = async () => {
    try {
      await navigator.clipboard.writeText(challenge.message);
      toast.info(MESSAGE_COPIED);
    } catch {
      // No clipboard (an insecure page, a refused permission): leave the copying to the user.
      const field = document.getElementById(messageId);
      if (field instanceof HTMLTextAreaElement) {
        field.focus();
        field.select();
      }
      toast.error(COPY_BY_HAND);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignature(signature);
    setError(problem);
    if (!problem) onSubmit(signature.trim());
  };

  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId} ref={title} tabIndex={-1}>
        {PANEL_TITLE}
      </Title>
      <Instructions>
        Sign this message with wallet <code>{address}</code> in any wallet app, using its “Sign message” feature (personal_sign), then paste
        the signature below. Signing sends no transaction and costs no gas. The message is valid until{' '}
        <time dateTime={challenge.expiresAt}>{validUntil(challenge.expiresAt)}</time>.
      </Instructions>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <TextAreaField id={messageId} label="Message to sign" value={challenge.message} readOnly rows={8} />
        <CopyRow>
          <Button
            $variant="secondary"
            onClick={() => {
              void copyMessage();
            }}
          >
            Copy message
          </Button>
        </CopyRow>
        <TextAreaField
          label="Signature"
          placeholder="0x…"
          value={signature}
          onChange={(event) => setSignature(event.target.value)}
          error={error}
          spellCheck={false}
          autoComplete="off"
          rows={3}
        />
        <Actions>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Adding...' : 'Submit signature'}
          </Button>
          <Button $variant="ghost" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}
