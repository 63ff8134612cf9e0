// 'Monitoring Options' (spec §2): a wallet's nickname and monitor options, edited here and kept only
// when 'Save Changes' saves the whole settings. A failed save leaves the dialog open with the edits.
import { Button, CheckboxField, Field, Modal, type MonitorOptions, type TrackedWallet } from '@whalewatch/shared';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

export const NICKNAME_PLACEHOLDER = 'Enter a nickname for this wallet';
export const MIN_VALUE_INVALID = 'Minimum transaction value must be a number of at least 0';
/** The api's limit on nicknames. */
export const MAX_NICKNAME_LENGTH = 100;

const OPTIONS: { key: Exclude<keyof MonitorOptions, 'minTransactionValue'>; label: string }[] = [
  { key: 'tokenTransfers', label: 'Monitor Token Transfers' },
  { key: 'tokenApprovals', label: 'Monitor Token Approvals' },
  { key: 'etherTransfers', label: 'Monitor Ether Transfers' },
];

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Options = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
`;

export interface MonitoringOptionsDialogProps {
  wallet: TrackedWallet;
  saving: boolean;
  onCancel: () => void;
  /** Saves the edited wallet; resolves true when saved. */
  onSave: (wallet: TrackedWallet) => Promise<boolean>;
}

export function MonitoringOptionsDialog({ wallet, saving, onCancel, onSave }: MonitoringOptionsDialogProps) {
  const [nickname, setNickname] = useState(wallet.nickname === wallet.address ? '' : wallet.nickname);
  const [options, setOptions] = useState(wallet.monitorOptions);
  const [minValue, setMinValue] = useState(String(wallet.monitorOptions.minTransactionValue));
  const [minValueError, setMinValueError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minTransactionValue = Number(minValue);
    if (minValue.trim() === '' || !Number.isFinite(minTransactionValue) || minTransactionValue < 0) {
      setMinValueError(MIN_VALUE_INVALID);
      return;
    }
    setMinValueError(null);
    const saved = await onSave({
      ...wallet,
      nickname: nickname.trim() || wallet.address,
      monitorOptions: { ...options, minTransactionValue },
    });
    if (saved) onCancel();
  };

  return (
    <Modal title="Monitoring Options" onClose={onCancel}>
      <form onSubmit={submit} noValidate aria-label={`Monitoring options for ${wallet.nickname}`}>
        <Field
          label="Wallet Nickname"
          placeholder={NICKNAME_PLACEHOLDER}
          autoComplete="off"
          maxLength={MAX_NICKNAME_LENGTH}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
        />
        <Options>
          {OPTIONS.map(({ key, label }) => (
            <CheckboxField
              key={key}
              label={label}
              checked={options[key]}
              onChange={(event) => setOptions((current) => ({ ...current, [key]: event.target.checked }))}
            />
          ))}
        </Options>
        <Field
          label="Minimum Transaction Value (ETH)"
          type="number"
          min={0}
          step={0.1}
          required
          value={minValue}
          onChange={(event) => setMinValue(event.target.value)}
          error={minValueError}
        />
        <Actions>
          <Button $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            Save Changes
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
