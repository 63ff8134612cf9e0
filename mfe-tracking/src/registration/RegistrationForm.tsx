// The 'Register Wallets' tab (spec §2 "Wallet Tracking"): check interval, wallets added to a local
// list, and the Register Wallets action. Sending the registration arrives with the tracking issue.
import { AddressField,
  Button,
  Card,
  DEFAULT_CHECK_INTERVAL_MS,
  Field,
  MESSAGES,
  MIN_CHECK_INTERVAL_MS,
  toast,
  validateWalletAddress,
  type TrackedWallet,
} from '@whalewatch/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { newTrackedWallet } from './newTrackedWallet';

export const REGISTRATION_COMING_SOON = 'Wallet registration is coming soon.';
export const CHECK_INTERVAL_TOO_SHORT = `Check interval must be at least ${MIN_CHECK_INTERVAL_MS} milliseconds`;

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const AddWalletForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const AddButton = styled(Button)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const WalletList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const WalletRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const WalletText = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
`;

const Address = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

function checkIntervalError(value: string): string | null {
  const interval = Number(value);
  return value.trim() !== '' && Number.isFinite(interval) && interval >= MIN_CHECK_INTERVAL_MS
    ? null
    : CHECK_INTERVAL_TOO_SHORT;
}

export function RegistrationForm() {
  const [checkInterval, setCheckInterval] = useState(String(DEFAULT_CHECK_INTERVAL_MS));
  const [intervalError, setIntervalError] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [nickname, setNickname] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [wallets, setWallets] = useState<TrackedWallet[]>([]);
  const [walletsError, setWalletsError] = useState<string | null>(null);
  const listId = useId();

  const addWallet = (event: FormEvent) => {
    event.preventDefault();
    const error = validateWalletAddress(address);
    setAddressError(error);
    if (error) return;
    setWallets((current) => [...current, newTrackedWallet(address, nickname)]);
    setWalletsError(null);
    setAddress('');
    setNickname('');
  };

  const removeWallet = (index: number) => setWallets((current) => current.filter((_, at) => at !== index));

  const registerWallets = () => {
    const noWallets = wallets.length === 0 ? MESSAGES.noWallets : null;
    const badInterval = checkIntervalError(checkInterval);
    setWalletsError(noWallets);
    setIntervalError(badInterval);
    if (!noWallets && !badInterval) toast.info(REGISTRATION_COMING_SOON);
  };

  return (
    <Section>
      <Field
        label="Check Interval (milliseconds)"
        type="number"
        min={MIN_CHECK_INTERVAL_MS}
        step={1000}
        required
        value={checkInterval}
        onChange={(event) => setCheckInterval(event.target.value)}
        error={intervalError}
      />
      <AddWalletForm onSubmit={addWallet} noValidate aria-label="Add Wallet">
        <AddressField
          label="Wallet Address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={addressError}
        />
        <Field
          label="Nickname (optional)"
          autoComplete="off"
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
        />
        <AddButton type="submit" $variant="secondary">
          Add Wallet
        </AddButton>
      </AddWalletForm>
      {wallets.length > 0 ? (
        <WalletList aria-label="Wallets to register">
          {wallets.map((wallet, index) => {
            const addressId = `${listId}-${index}`;
            return (
              <WalletRow key={addressId}>
                <WalletText>
                  <strong>{wallet.nickname}</strong>
                  <Address id={addressId}>{wallet.address}</Address>
                </WalletText>
                <Button $variant="danger" aria-describedby={addressId} onClick={() => removeWallet(index)}>
                  Remove
                </Button>
              </WalletRow>
            );
          })}
        </WalletList>
      ) : null}
      {walletsError ? <FormError role="alert">{walletsError}</FormError> : null}
      <div>
        <Button onClick={registerWallets}>Register Wallets</Button>
      </div>
    </Section>
  );
}
