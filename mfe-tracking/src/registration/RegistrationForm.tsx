// The 'Register Wallets' tab (spec §2 "Wallet Tracking"): the check interval, wallets added to a local
// list, and Register Wallets, which sends them (POST /users/register) to be tracked.
import {
  AddressField,
  Button,
  Card,
  Field,
  isSubscriptionLimitError,
  LoadFailed,
  MESSAGES,
  toast,
  useSession,
  validateWalletAddress,
  WALLET_LIMIT_REACHED,
} from '@whalewatch/shared';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CHECK_INTERVAL_INVALID, CheckIntervalField, parseCheckInterval } from '../check-interval/CheckIntervalField';
import type { TrackingAnnouncer } from '../overlay/useTrackingOverlay';
import type { TrackingSettingsState } from '../settings/useTrackingSettings';
import { registerWallets } from '../tracking-api/trackingApi';
import { MAX_NICKNAME_LENGTH } from '../wallet-list/nickname';
import { newTrackedWallet, type WalletToRegister } from './newTrackedWallet';
import { warmWalletsToRegister, WalletsToRegister } from './WalletsToRegister';
import { WalletUsage } from './WalletUsage';

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

  > button {
    margin-top: 1.6rem;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
    > button {
      margin-top: 0;
    }
  }
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface RegistrationFormProps {
  announcer: TrackingAnnouncer;
  /** The saved settings: the check interval starts from them, and a registration's answer replaces them. */
  tracking: TrackingSettingsState;
}

export function RegistrationForm({ announcer, tracking }: RegistrationFormProps) {
  const email = useSession((state) => state.user?.email ?? '');
  const saved = tracking.settings;
  // The interval the user typed here; until then the saved one. A registration sends the interval too,
  // so sending a default instead would overwrite the one saved on the Settings tab.
  const [typedInterval, setTypedInterval] = useState<{ value: string; over: number | null } | null>(null);
  const savedInterval = saved ? saved.check_interval : null;
  // What the user typed stands until the saved interval changes (a save on the Settings tab, a registration).
  const checkInterval =
    typedInterval && typedInterval.over === savedInterval ? typedInterval.value : savedInterval === null ? '' : String(savedInterval);
  const [limitReached, setLimitReached] = useState(false);
  const [intervalError, setIntervalError] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [nickname, setNickname] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [wallets, setWallets] = useState<WalletToRegister[]>([]);
  const [walletsError, setWalletsError] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);

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
      const registered = await registerWallets({ email, wallets, checkInterval: interval });
      toast.success(REGISTRATION_SUCCESSFUL);
      announcer.trackingStarted();
      setWallets([]);
      setLimitReached(false);
      tracking.replace(registered);
    } catch (error) {
      if (isSubscriptionLimitError(error)) {
        // Once, in the overlay (spec §2); the usage line above the form keeps the way to a bigger plan.
        announcer.limitReached(WALLET_LIMIT_REACHED);
        setLimitReached(true);
      } else {
        toast.error((error as Error).message);
      }
    } finally {
      setRegistering(false);
    }
  };

  return (
    <Section>
      {saved ? <WalletUsage tracked={saved.wallets.length} offerPlans={limitReached} /> : null}
      {!saved && tracking.loadError ? <LoadFailed message={tracking.loadError} onRetry={tracking.reload} /> : null}
      <CheckIntervalField
        value={checkInterval}
        // Nothing to edit until the saved interval is known.
        disabled={!saved && tracking.loading}
        onChange={(event) => setTypedInterval({ value: event.target.value, over: savedInterval })}
        error={intervalError}
      />
      {/* Focusing the form that adds a wallet is the moment to fetch the list it fills. */}
      <AddWalletForm onSubmit={addWallet} onFocus={warmWalletsToRegister} noValidate aria-label="Add Wallet">
        <AddressField label="Wallet Address" value={address} onChange={(event) => setAddress(event.target.value)} error={addressError} />
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
      {wallets.length > 0 ? <WalletsToRegister wallets={wallets} onRemove={removeWallet} /> : null}
      {walletsError ? <FormError role="alert">{walletsError}</FormError> : null}
      <div>
        <Button onClick={() => void register()} disabled={registering || (!saved && tracking.loading)} aria-busy={registering}>
          Register Wallets
        </Button>
      </div>
    </Section>
  );
}
