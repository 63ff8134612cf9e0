// Muting a tracked wallet's alerts from its card: for an hour, a day or until unmuted; a muted wallet
// says until when and offers 'Unmute'. The api keeps the mute (PUT /users/wallets/:address/mute).
import { Button, MUTED_FOREVER, Select, type MuteDuration, type TrackedWallet } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

export const MUTE_ALERTS_LABEL = 'Mute alerts';
export const MUTED_UNTIL_UNMUTED = 'Muted until you unmute';
export const mutedUntilTime = (until: Date) => `Muted until ${until.toLocaleString()}`;

export const MUTE_CHOICES: { duration: Exclude<MuteDuration, 'off'>; label: string }[] = [
  { duration: '1h', label: '1 hour' },
  { duration: '24h', label: '24 hours' },
  { duration: 'forever', label: 'Until unmuted' },
];

const isMuteChoice = (value: string): value is Exclude<MuteDuration, 'off'> => MUTE_CHOICES.some((choice) => choice.duration === value);

/** What the card says about the wallet's mute; null when its alerts are on (a mute that has run out included). */
export function muteNote(wallet: TrackedWallet, now = Date.now()): string | null {
  const { mutedUntil } = wallet;
  if (!mutedUntil) return null;
  if (mutedUntil === MUTED_FOREVER) return MUTED_UNTIL_UNMUTED;
  const until = new Date(mutedUntil);
  return Number.isNaN(until.getTime()) || until.getTime() <= now ? null : mutedUntilTime(until);
}

// Wraps on a narrow phone (360 px), where label, choice and button do not fit on one line.
const MuteForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

export interface MuteAlertsProps {
  wallet: TrackedWallet;
  /** The id of the wallet's name, describing the controls. */
  nameId: string;
  /** Another change to the settings is under way. */
  busy: boolean;
  /** Resolves true when the api took the change. */
  onMute: (duration: MuteDuration) => Promise<boolean>;
}

/** 'Unmute' for a muted wallet, otherwise 'Mute alerts' with its choices and a 'Mute' button. */
export function MuteAlerts({ wallet, nameId, busy, onMute }: MuteAlertsProps) {
  const [duration, setDuration] = useState<Exclude<MuteDuration, 'off'>>('1h');
  const [muting, setMuting] = useState(false);
  const selectId = useId();
  const muted = muteNote(wallet) !== null;
  // The control the user pressed goes away with the change: the focus moves to the one that replaces it.
  const focusNext = useRef(false);
  const unmuteRef = useRef<HTMLButtonElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // Once the controls are enabled again: a disabled button takes no focus.
    if (!focusNext.current || muting) return;
    focusNext.current = false;
    (muted ? unmuteRef : selectRef).current?.focus();
  }, [muted, muting]);

  const change = async (next: MuteDuration) => {
    setMuting(true);
    focusNext.current = true;
    try {
      if (!(await onMute(next))) focusNext.current = false;
    } finally {
      setMuting(false);
    }
  };

  if (muted) {
    return (
      <Button
        ref={unmuteRef}
        $variant="secondary"
        aria-describedby={nameId}
        disabled={busy || muting}
        aria-busy={muting}
        onClick={() => void change('off')}
      >
        Unmute
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change(duration);
  };

  return (
    <MuteForm onSubmit={submit}>
      <label htmlFor={selectId}>{MUTE_ALERTS_LABEL}</label>
      <Select
        ref={selectRef}
        id={selectId}
        aria-describedby={nameId}
        value={duration}
        onChange={(event) => {
          const choice = event.target.value;
          if (isMuteChoice(choice)) setDuration(choice);
        }}
      >
        {MUTE_CHOICES.map(({ duration: value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      <Button type="submit" $variant="secondary" aria-describedby={nameId} disabled={busy || muting} aria-busy={muting}>
        Mute
      </Button>
    </MuteForm>
  );
}
