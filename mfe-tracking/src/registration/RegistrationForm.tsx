// The 'Register Wallets' tab (spec §2 "Wallet Tracking"): the check interval, wallets added to a local
// list, and Register Wallets, which sends them (POST /users/register) to be tracked.
import {
  AddressField,
  Button,
  Card,
  DEFAULT_CHECK_INTERVAL_MS,
  Field,
  isSubscriptionLimitError,
  MESSAGES,
  toast,
  useSession,
  validateWalletAddress,
  WALLET_LIMIT_REACHED,
  type TrackedWallet,
  type TrackingSettings,
} from '@whalewatch/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CHECK_INTERVAL_INVALID, CheckIntervalField, parseCheckInterval } from '../check-interval/CheckIntervalField';
import type { TrackingAnnouncer } from '../overlay/useTrackingOverlay';
import { MAX_NICKNAME_LENGTH } from '../settings/MonitoringOptionsDialog';
import { registerWallets } from '../tracking-api/trackingApi';
import { WalletAddress, WalletItem, WalletList, WalletText } from '../wallet-list/WalletList';
import { newTrackedWallet } from './newTrackedWallet';

export const REGISTRATION_SUCCESSFUL = 'Registration successful!';
export const WALLET_ALREADY_ADDED = 'This wallet is already in the list';

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const AddWalletForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;

  > button { margin-top: 1.6rem; }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
    > button { margin-top: 0; }
  }
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface RegistrationFormProps {
  announcer: TrackingAnnouncer;
  /** The settings the server saved, wallets registered before included. */
  onRegistered: (settings: TrackingSettings) => void;
}

export function RegistrationForm({ announcer, onRegistered }: RegistrationFormProps) {
  const email = useSession((state) => state.user?.email ?? '');
  const [checkInterval, setCheckInterval] = useState(String(DEFAULT_CHECK_INTERVAL_MS));
  const [intervalError, setIntervalError] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [nickname, setNickname] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [wallets, setWallets] = useState<TrackedWallet[]>([]);
  const [walletsError, setWalletsError] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const listId = useId();

  const addWallet = (event: FormEvent) => {
    event.preventDefault();
    const duplicate = wallets.some((wallet) => sameAddress(wallet.address, address)) ? WALLET_ALREADY_ADDED : null;
    const error = validateWalletAddress(address) ?? duplicate;
    setAddressError(error);
    if (error) return;
    setWallets((current) => [...current, newTrackedWallet(address, nickname)]);
    setWalletsError(null);
    setAddress('');
    setNickname('');
  };

  const removeWallet = (index: number) => setWallets((current) => current.filter((_, at) => at !== index));

  const register = async () => {
    const noWallets = wallets.length === 0 ? MESSAGES.noWallets : null;
    const interval = parseCheckInterval(checkInterval);
    setWalletsError(noWallets);
    setIntervalError(interval === null ? CHECK_INTERVAL_INVALID : null);
    if (noWallets || interval === null) return;

    setRegistering(true);
    try {
      const saved = await registerWallets({ email, wallets, checkInterval: interval });
      toast.success(REGISTRATION_SUCCESSFUL);
      announcer.trackingStarted();
      setWallets([]);
      onRegistered(saved);
    } catch (error) {
      if (isSubscriptionLimitError(error)) {
        toast.error(WALLET_LIMIT_REACHED);
        announcer.limitReached(WALLET_LIMIT_REACHED);
      } else {
        toast.error((error as Error).message);
      }
    } finally {
      setRegistering(false);
    }
  };

  return (
    <Section>
      <CheckIntervalField
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
          maxLength={MAX_NICKNAME_LENGTH}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          Add Wallet
        </Button>
      </AddWalletForm>
      {wallets.length > 0 ? (
        <WalletList aria-label="Wallets to register">
          {wallets.map((wallet, index) => {
            const addressId = `${listId}-${index}`;
            return (
              <WalletItem key={wallet.address}>
                <WalletText>
                  <strong>{wallet.nickname}</strong>
                  <WalletAddress id={addressId}>{wallet.address}</WalletAddress>
                </WalletText>
                <Button $variant="danger" aria-describedby={addressId} onClick={() => removeWallet(index)}>
                  Remove
                </Button>
              </WalletItem>
            );
          })}
        </WalletList>
      ) : null}
      {walletsError ? <FormError role="alert">{walletsError}</FormError> : null}
      <div>
        <Button onClick={() => void register()} disabled={registering} aria-busy={registering}>
          Register Wallets
        </Button>
      </div>
    </Section>
  );
}
