// The Activity's filters: the range, one tracked wallet or all, a token, a direction and a minimum in
// USD. Each applies to the feed and the chart alike; the typed ones once the typing pauses.
import { ACTIVITY_RANGES, Field, Select, walletName, type ActivityRange, type TrackedWallet } from '@whalewatch/shared';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface FilterInputs {
  range: ActivityRange;
  /** A tracked wallet's lower-case address; '' for all. */
  wallet: string;
  token: string;
  direction: '' | 'in' | 'out';
  minUsd: string;
}

export const DEFAULT_FILTERS: FilterInputs = { range: '24h', wallet: '', token: '', direction: '', minUsd: '' };

export const RANGE_LABELS: Record<ActivityRange, string> = { '24h': '24 h', '7d': '7 d' };
export const ALL_WALLETS = 'All tracked wallets';
export const MIN_USD_INVALID = 'Enter an amount of 0 or more';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: 0 ${({ theme }) => theme.space(3)};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space(2)};

  /* A long nickname never widens a select past its column. */
  select,
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const ControlLabel = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
`;

const GroupLabel = styled.span`
  font-weight: 600;
  font-size: 0.9rem;
`;

const Segments = styled.div`
  display: flex;
`;

const Segment = styled.button.attrs({ type: 'button' })`
  flex: 1;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:first-child {
    border-radius: ${({ theme }) => `${theme.radius} 0 0 ${theme.radius}`};
  }
  &:last-child {
    border-radius: ${({ theme }) => `0 ${theme.radius} ${theme.radius} 0`};
    border-left: none;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

function LabelledSelect({
  label,
  children,
  ...props
}: {
  label: string;
  children: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Control>
      <ControlLabel htmlFor={id}>{label}</ControlLabel>
      <Select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {children}
      </Select>
    </Control>
  );
}

export interface ActivityFiltersProps {
  filters: FilterInputs;
  onChange: (change: Partial<FilterInputs>) => void;
  wallets: TrackedWallet[];
  /** Symbols to suggest for the token. */
  symbols: string[];
  minUsdError: string | null;
}

export function ActivityFilters({ filters, onChange, wallets, symbols, minUsdError }: ActivityFiltersProps) {
  const rangeLabel = useId();
  const suggestions = useId();
  return (
    <Form role="search" aria-label="Activity filters" onSubmit={(event) => event.preventDefault()}>
      <Control role="group" aria-labelledby={rangeLabel}>
        <GroupLabel id={rangeLabel}>Range</GroupLabel>
        <Segments>
          {ACTIVITY_RANGES.map((range) => (
            <Segment key={range} aria-pressed={filters.range === range} onClick={() => onChange({ range })}>
              {RANGE_LABELS[range]}
            </Segment>
          ))}
        </Segments>
      </Control>
      <LabelledSelect label="Wallet" value={filters.wallet} onChange={(wallet) => onChange({ wallet })}>
        <option value="">{ALL_WALLETS}</option>
        {wallets.map((wallet) => (
          <option key={wallet.address} value={wallet.address.toLowerCase()}>
            {walletName(wallet)}
          </option>
        ))}
      </LabelledSelect>
      <Field
        label="Token"
        placeholder="Symbol or address"
        autoComplete="off"
        spellCheck={false}
        list={suggestions}
        value={filters.token}
        onChange={(event) => onChange({ token: event.target.value })}
      />
      <datalist id={suggestions}>
        {symbols.map((symbol) => (
          <option key={symbol} value={symbol} />
        ))}
      </datalist>
      <LabelledSelect
        label="Direction"
        value={filters.direction}
        onChange={(direction) => onChange({ direction: direction as FilterInputs['direction'] })}
      >
        <option value="">All</option>
        <option value="in">In</option>
        <option value="out">Out</option>
      </LabelledSelect>
      <Field
        label="Minimum USD"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={filters.minUsd}
        error={minUsdError}
        onChange={(event) => onChange({ minUsd: event.target.value })}
      />
    </Form>
  );
}
