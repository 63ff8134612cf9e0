// Whether the reader tracks this wallet: 'Settings' (their tracked wallets) when they do, else the
// product's one-click 'Track'. When their list cannot be read, 'Track' still works: the api answers a
// wallet already tracked with 'This wallet is already tracked'.
import { ButtonLink, fetchTrackingSettings, Spinner, TrackButton, useLoad, type TrackedWallet } from '@whalewatch/shared';
import styled from 'styled-components';

export const TRACKED_NOTE = 'You track this wallet';
/** Spec §7's fallback for the settings call; not shown here, as 'Track' stands in. */
const SETTINGS_FAILED = 'Failed to fetch user settings';
/** Where the reader's tracked wallets and their options are. */
export const TRACKING_SETTINGS_PATH = '/register';

const loadTrackedWallets = async (signal: AbortSignal): Promise<TrackedWallet[]> =>
  (await fetchTrackingSettings(SETTINGS_FAILED, signal)).wallets;

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export function TrackingControl({ address }: { address: string }) {
  const { load } = useLoad(loadTrackedWallets, 'your tracked wallets');
  if (load.state === 'loading') return <Spinner label="Checking your tracked wallets" />;
  const tracked = load.state === 'loaded' && load.value.some((wallet) => wallet.address.toLowerCase() === address.toLowerCase());
  if (!tracked) return <TrackButton address={address} />;
  return (
    <Row>
      <span>{TRACKED_NOTE}</span>
      <ButtonLink to={TRACKING_SETTINGS_PATH} $variant="secondary" aria-label="Settings of your tracked wallets">
        Settings
      </ButtonLink>
    </Row>
  );
}
