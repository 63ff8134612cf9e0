// 'Tracked Wallets' on the dashboard (spec §2): the user's tracked addresses, each with 'View Transactions'
// (its latest 5 in a modal); 'Failed to load user data' when the list cannot be read. A wallet another
// user has protected since says so instead.
import { Button, Card, EntryDetails, EntryList, fetchTrackingSettings, LoadFailed, MutedText, Spinner, TRACKED_WALLET_OVER_LIMIT, TRACKED_WALLET_PROTECTED, useLoad, type TrackedWallet } from '@whalewatch/shared';
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

const nameOf = (wallet: TrackedWallet) => wallet.nickname || wallet.address;

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
              <EntryDetails>
                <strong>{nameOf(wallet)}</strong>
                {nameOf(wallet) !== wallet.address ? <code>{wallet.address}</code> : null}
                {wallet.protected ? <span>{TRACKED_WALLET_PROTECTED}</span> : null}
                {wallet.overPlanLimit ? <span>{TRACKED_WALLET_OVER_LIMIT}</span> : null}
              </EntryDetails>
              {wallet.protected ? null : (
                <Button onClick={() => setViewing(wallet)} aria-label={`View Transactions for ${nameOf(wallet)}`}>
                  View Transactions
                </Button>
              )}
            </li>
          ))}
        </EntryList>
      ) : null}
      {viewing ? <TransactionsModal address={viewing.address} name={nameOf(viewing)} onClose={() => setViewing(null)} /> : null}
    </Card>
  );
}
