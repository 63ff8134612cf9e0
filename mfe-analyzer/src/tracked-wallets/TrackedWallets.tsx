// 'Tracked Wallets' on the dashboard (spec §2): the user's tracked addresses, each with 'View Transactions'
// (its latest 5 in a modal); 'Failed to load user data' when the list cannot be read.
import { Button, Card, fetchTrackingSettings, Spinner, type TrackedWallet } from '@whalewatch/shared';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EntryDetails, EntryList, Muted } from '../dashboard/EntryList';
import { TransactionsModal } from './TransactionsModal';

export const NO_TRACKED_WALLETS = 'No tracked wallets yet.';
export const USER_DATA_FAILED = 'Failed to load user data';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; wallets: TrackedWallet[] };

const TrackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const nameOf = (wallet: TrackedWallet) => wallet.nickname || wallet.address;

export function TrackedWallets() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [viewing, setViewing] = useState<TrackedWallet | null>(null);

  const fetchWallets = useCallback((signal?: AbortSignal) => {
    setLoad({ state: 'loading' });
    fetchTrackingSettings(USER_DATA_FAILED, signal).then(
      (settings) => setLoad({ state: 'loaded', wallets: settings.wallets }),
      (error: unknown) => {
        if (signal?.aborted) return;
        console.error('Loading the tracked wallets failed', error);
        setLoad({ state: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchWallets(controller.signal);
    return () => controller.abort();
  }, [fetchWallets]);

  return (
    <Card>
      {load.state === 'loading' ? <Spinner label="Loading tracked wallets" /> : null}
      {load.state === 'failed' ? (
        <p role="alert">
          {USER_DATA_FAILED}{' '}
          <Button $variant="ghost" onClick={() => fetchWallets()}>
            Try again
          </Button>
        </p>
      ) : null}
      {load.state === 'loaded' && load.wallets.length === 0 ? (
        <Muted>
          {NO_TRACKED_WALLETS} <TrackLink to="/register">Track a wallet</TrackLink>
        </Muted>
      ) : null}
      {load.state === 'loaded' && load.wallets.length > 0 ? (
        <EntryList aria-label="Tracked wallets">
          {load.wallets.map((wallet) => (
            <li key={wallet.address}>
              <EntryDetails>
                <strong>{nameOf(wallet)}</strong>
                {nameOf(wallet) !== wallet.address ? <code>{wallet.address}</code> : null}
              </EntryDetails>
              <Button onClick={() => setViewing(wallet)} aria-label={`View Transactions for ${nameOf(wallet)}`}>
                View Transactions
              </Button>
            </li>
          ))}
        </EntryList>
      ) : null}
      {viewing ? <TransactionsModal address={viewing.address} name={nameOf(viewing)} onClose={() => setViewing(null)} /> : null}
    </Card>
  );
}
