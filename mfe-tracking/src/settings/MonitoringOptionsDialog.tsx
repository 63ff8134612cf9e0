// 'Monitoring Options' (spec §2): a wallet's nickname and monitor options, edited here and kept only
// when 'Save Changes' saves the whole settings. A failed save leaves the dialog open with the edits.
// Beside the spec's fields: which direction alerts, whether tokens without a price alert, and, where
// several chains are watched, which of them watch this wallet (options saved before these existed show
// their defaults).
import {
  Button,
  CheckboxField,
  Field,
  Modal,
  ownNickname,
  Select,
  useChains,
  withDefaultMonitorOptions,
  type AlertDirection,
  type TrackedWallet,
} from '@whalewatch/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_NICKNAME_LENGTH } from '../wallet-list/nickname';
import { walletName } from './walletName';
import { WatchedChains, watchesNoChain } from './WatchedChains';

export const NICKNAME_PLACEHOLDER = 'Enter a nickname for this wallet';
export const MIN_VALUE_INVALID = 'Minimum transaction value must be a number of at least 0';

export const MIN_VALUE_HINT = 'Applies to tokens too, through their USD value at the ether price of the block.';
export const ALERT_DIRECTION_LABEL = 'Alert direction';
export const ALERT_UNPRICED_LABEL = 'Alert on tokens without a price';

const OPTIONS: { key: 'tokenTransfers' | 'tokenApprovals' | 'etherTransfers'; label: string }[] = [
  { key: 'tokenTransfers', label: 'Monitor Token Transfers' },
  { key: 'tokenApprovals', label: 'Monitor Token Approvals' },
  { key: 'etherTransfers', label: 'Monitor Ether Transfers' },
];

export const ALERT_DIRECTIONS: { value: AlertDirection; label: string }[] = [
  { value: 'both', label: 'Incoming and outgoing' },
  { value: 'in', label: 'Incoming only' },
  { value: 'out', label: 'Outgoing only' },
];

const isAlertDirection = (value: string): value is AlertDirection => ALERT_DIRECTIONS.some((direction) => direction.value === value);

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

/** Under the minimum value field: the field's own margin is the gap below the hint instead. */
const Hint = styled.p`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

export interface MonitoringOptionsDialogProps {
  wallet: TrackedWallet;
  saving: boolean;
  onCancel: () => void;
  /** Saves the edited wallet; resolves true when saved. */
  onSave: (wallet: TrackedWallet) => Promise<boolean>;
}

export function MonitoringOptionsDialog({ wallet, saving, onCancel, onSave }: MonitoringOptionsDialogProps) {
  const [nickname, setNickname] = useState(ownNickname(wallet) ?? '');
  const [options, setOptions] = useState(() => withDefaultMonitorOptions(wallet.monitorOptions));
  const [minValue, setMinValue] = useState(String(wallet.monitorOptions.minTransactionValue));
  const [minValueError, setMinValueError] = useState<string | null>(null);
  const chains = useChains();
  const chainsGroup = useRef<HTMLFieldSetElement>(null);
  const minValueId = useId();
  const hintId = useId();
  const directionId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minTransactionValue = Number(minValue);
    if (minValue.trim() === '' || !Number.isFinite(minTransactionValue) || minTransactionValue < 0) {
      setMinValueError(MIN_VALUE_INVALID);
      return;
    }
    setMinValueError(null);
    if (watchesNoChain(chains, options.chainsOff)) {
      // The group says why while it is so: focus goes there, where it is put right.
      chainsGroup.current?.querySelector('input')?.focus();
      return;
    }
    const saved = await onSave({
      ...wallet,
      nickname: nickname.trim() || wallet.address,
      monitorOptions: { ...options, minTransactionValue },
    });
    if (saved) onCancel();
  };

  return (
    <Modal title="Monitoring Options" onClose={onCancel}>
      <form
        onSubmit={(event) => {
          void submit(event);
        }}
        noValidate
        aria-label={`Monitoring options for ${walletName(wallet)}`}
      >
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
          id={minValueId}
          aria-describedby={minValueError ? `${hintId} ${minValueId}-error` : hintId}
          value={minValue}
          onChange={(event) => setMinValue(event.target.value)}
          error={minValueError}
        />
        <Hint id={hintId}>{MIN_VALUE_HINT}</Hint>
        <SelectField>
          <label htmlFor={directionId}>{ALERT_DIRECTION_LABEL}</label>
          <Select
            id={directionId}
            value={options.direction}
            onChange={(event) => {
              const direction = event.target.value;
              if (isAlertDirection(direction)) setOptions((current) => ({ ...current, direction }));
            }}
          >
            {ALERT_DIRECTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </SelectField>
        <CheckboxField
          label={ALERT_UNPRICED_LABEL}
          checked={options.alertUnpricedTokens}
          onChange={(event) => setOptions((current) => ({ ...current, alertUnpricedTokens: event.target.checked }))}
        />
        <WatchedChains
          ref={chainsGroup}
          chains={chains}
          chainsOff={options.chainsOff}
          onChange={(chainsOff) => setOptions((current) => ({ ...current, chainsOff }))}
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
