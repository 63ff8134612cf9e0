// Signing without a browser wallet (as the stealth list's flow): the wallet's address, then the EIP-4361
// message to copy, sign in any wallet app ("Sign message", personal_sign) and paste the signature back.
// A chunk of its own with viem, which builds the message (PendingSignaturePaste loads it).
import { AddressField, Button, GENERIC_ERROR, TextAreaField, toast, validateWalletAddress } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MESSAGE_VALID_MINUTES, walletMessage } from './walletMessage';
import {
  ADDRESS_LABEL,
  COPY_BY_HAND,
  COPY_MESSAGE,
  INVALID_SIGNATURE,
  MESSAGE_COPIED,
  MESSAGE_LABEL,
  PASTE_TITLE,
  SHOW_MESSAGE,
  SIGNATURE_LABEL,
} from './signatureTexts';

/** An EIP-191 signature is 65 bytes (r, s, v); a contract wallet's may be longer. */
const SIGNATURE_PATTERN = /^0x[0-9a-fA-F]{130,}$/;

export function validateSignature(value: string): string | null {
  return SIGNATURE_PATTERN.test(value.trim()) ? null : INVALID_SIGNATURE;
}

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
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
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export interface SignaturePasteFlowProps {
  /** The message's statement: what signing does ('Sign in to Whalewatch'). */
  statement: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (message: string, signature: `0x${string}`) => void;
  onCancel: () => void;
}

export function SignaturePasteFlow({ statement, submitLabel, submitting, onSubmit, onCancel }: SignaturePasteFlowProps) {
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [signature, setSignature] = useState('');
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const titleId = useId();
  const messageId = useId();
  const title = useRef<HTMLHeadingElement>(null);

  // Opened from a button: take the reader to the instructions.
  useEffect(() => title.current?.focus(), [message]);

  const showMessage = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateWalletAddress(address);
    setAddressError(problem);
    if (problem) return;
    try {
      setMessage(await walletMessage(address, statement));
    } catch (error) {
      console.error('The message to sign could not be built', error);
      setAddressError(GENERIC_ERROR);
    }
  };

  const copyMessage = async () => {
    if (!message) return;
    try {
      await navigator.clipboard.writeText(message);
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
    setSignatureError(problem);
    if (!problem && message) onSubmit(message, signature.trim() as `0x${string}`);
  };

  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId} ref={title} tabIndex={-1}>
        {PASTE_TITLE}
      </Title>
      {message === null ? (
        <form onSubmit={(event) => void showMessage(event)} noValidate aria-labelledby={titleId}>
          <Instructions>Enter the address of the wallet you will sign with.</Instructions>
          <AddressField
            label={ADDRESS_LABEL}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressError(null);
            }}
            error={addressError}
          />
          <Actions>
            <Button type="submit">{SHOW_MESSAGE}</Button>
            <Button $variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </Actions>
        </form>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Instructions>
            Sign this message in any wallet app with its “Sign message” feature (personal_sign), then paste the signature below. Signing
            sends no transaction and costs no gas. The message is valid for {MESSAGE_VALID_MINUTES} minutes.
          </Instructions>
          <TextAreaField id={messageId} label={MESSAGE_LABEL} value={message} readOnly rows={9} />
          <Actions>
            <Button $variant="secondary" onClick={() => void copyMessage()}>
              {COPY_MESSAGE}
            </Button>
          </Actions>
          <TextAreaField
            label={SIGNATURE_LABEL}
            placeholder="0x…"
            value={signature}
            onChange={(event) => {
              setSignature(event.target.value);
              setSignatureError(null);
            }}
            error={signatureError}
            spellCheck={false}
            autoComplete="off"
            rows={3}
          />
          <Actions>
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {submitLabel}
            </Button>
            <Button $variant="ghost" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          </Actions>
        </form>
      )}
    </Panel>
  );
}
