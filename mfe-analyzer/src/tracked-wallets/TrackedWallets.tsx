// 'Tracked Wallets' on the dashboard (spec §2): the user's tracked addresses, each with 'View Transactions'
// (its latest 5 in a modal); 'Failed to load user data' when the list cannot be read. A wallet another
// user has protected since says so instead. A wallet is shown by its nickname and address, or by its
// address once when its nickname is only the address (the spec's default).
import {
  Address,
  Button,
  Card,
  checksumAddress,
  EntryList,
  fetchTrackingSettings,
  LoadFailed,
  MutedText,
  ownNickname,
  shortAddress,
  Spinner,
  TRACKED_WALLET_OVER_LIMIT,
  TRACKED_WALLET_PROTECTED,
  useLoad,
  WalletLink,
  type TrackedWallet,
} from '@whalewatch/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TransactionsModal } from './TransactionsModal';

export const NO_TRACKED_WALLETS = 'No tracked wallets yet.';
export const USER_DATA_FAILED = 'Failed to load user data';

const TrackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Details = styled.div`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space(1)};

  > strong {
    overflow-wrap: anywhere;
  }
`;

const MutedAddress = styled(Address)`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const nameOf = (wallet: TrackedWallet) => ownNickname(wallet) ?? checksumAddress(wallet.address);
/** Short enough for a dialog's title on a phone. */
const shortNameOf = (wallet: TrackedWallet) => ownNickname(wallet) ?? shortAddress(checksumAddress(wallet.address));

const loadWallets = async (signal: AbortSignal) => (await fetchTrackingSettings(USER_DATA_FAILED, signal)).wallets;

export function TrackedWallets() {
  const { load, reload } = useLoad(loadWallets, 'the tracked wallets');
  const [viewing, setViewing] = useState<TrackedWallet | null>(null);

  return (
    <Card>
      {load.state === 'loading' ? <Spinner label="Loading tracked wallets" /> : null}
      {load.state === 'failed' ? <LoadFailed message={USER_DATA_FAILED} onRetry={reload} /> : null}
      {load.state === 'loaded' && load.value.length === 0 ? (
        <MutedText>
          {NO_TRACKED_WALLETS} <TrackLink to="/register">Track a wallet</TrackLink>
        </MutedText>
      ) : null}
      {load.state === 'loaded' && load.value.length > 0 ? (
        <EntryList aria-label="Tracked wallets">
          {load.value.map((wallet) => (
            <li key={wallet.address}>
              <Details>
                <strong>
                  <WalletLink address={wallet.address}>{ownNickname(wallet) ?? <Address address={wallet.address} />}</WalletLink>
                </strong>
                {ownNickname(wallet) ? <MutedAddress address={wallet.address} /> : null}
                {wallet.protected ? <span>{TRACKED_WALLET_PROTECTED}</span> : null}
                {wallet.overPlanLimit ? <span>{TRACKED_WALLET_OVER_LIMIT}</span> : null}
              </Details>
              {wallet.protected ? null : (
                <Button onClick={() => setViewing(wallet)} aria-label={`View Transactions for ${nameOf(wallet)}`}>
                  View Transactions
                </Button>
              )}
            </li>
          ))}
        </EntryList>
      ) : null}
      {viewing ? <TransactionsModal address={viewing.address} name={shortNameOf(viewing)} onClose={() => setViewing(null)} /> : null}
    </Card>
  );
}
