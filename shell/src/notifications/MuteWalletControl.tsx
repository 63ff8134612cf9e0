// 'Mute wallet' under an alert: a small disclosure with the three mute lengths; the choice is saved at
// once and confirmed by a toast (or the server's reason it was not).
import { ApiError, MUTE_FAILED, type MuteDuration, muteWallet, toast, walletName } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

interface MuteChoice {
  duration: Exclude<MuteDuration, 'off'>;
  label: string;
  /** How long, as the confirmation says it. */
  length: string;
}

export const MUTE_CHOICES: readonly MuteChoice[] = [
  { duration: '1h', label: 'Mute for 1 hour', length: 'for 1 hour' },
  { duration: '24h', label: 'Mute for 24 hours', length: 'for 24 hours' },
  { duration: 'forever', label: 'Mute until unmuted', length: 'until you unmute them' },
];

export const MUTE_WALLET = 'Mute wallet';
export const walletMuted = (name: string, choice: MuteChoice) => `Alerts from ${name} muted ${choice.length}`;

const Wrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const TextButton = styled.button`
  background: none;
  border: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

const Choices = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  button {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => `2px ${theme.space(2)}`};
  }
`;

export function MuteWalletControl({ wallet }: { wallet: { address: string; nickname: string } }) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const choicesId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const name = walletName(wallet);

  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  const mute = async (choice: MuteChoice) => {
    setSaving(true);
    try {
      await muteWallet(wallet.address, choice.duration);
      toast.success(walletMuted(name, choice));
      setOpen(false);
      toggle.current?.focus();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MUTE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Wrapper>
      <TextButton ref={toggle} type="button" aria-expanded={open} aria-controls={choicesId} onClick={() => setOpen(!open)}>
        {MUTE_WALLET}
      </TextButton>
      {open ? (
        <Choices id={choicesId} role="group" aria-label={`Mute alerts from ${name}`}>
          {MUTE_CHOICES.map((choice, index) => (
            <TextButton
              key={choice.duration}
              ref={index === 0 ? first : undefined}
              type="button"
              disabled={saving}
              onClick={() => void mute(choice)}
            >
              {choice.label}
            </TextButton>
          ))}
        </Choices>
      ) : null}
    </Wrapper>
  );
}
