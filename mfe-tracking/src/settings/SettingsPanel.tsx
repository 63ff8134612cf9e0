// The 'Settings' tab (spec §2 "Wallet Tracking"): the saved check interval and the tracked wallets,
// each with its latest transaction, its monitoring options, its removal and the muting of its alerts.
import { Button, Card, Spinner, type TrackedWallet } from '@whalewatch/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CHECK_INTERVAL_INVALID, CheckIntervalField, parseCheckInterval } from '../check-interval/CheckIntervalField';
import { ConfirmDeletionDialog } from './ConfirmDeletionDialog';
import { LatestTransactionDialog } from './LatestTransactionDialog';
import { MonitoringOptionsDialog } from './MonitoringOptionsDialog';
import { WalletList } from '../wallet-list/WalletList';
import type { TrackingAnnouncer } from '../overlay/useTrackingOverlay';
import { useSettingsChanges } from './useSettingsChanges';
import type { TrackingSettingsState } from './useTrackingSettings';
import { WalletCard, type WalletAction } from './WalletCard';
import { walletName } from './walletName';

export const SETTINGS_HEADING = 'Manage Your Tracked Wallets';
export const NO_TRACKED_WALLETS = 'No tracked wallets yet. Add some on the Register Wallets tab.';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IntervalForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  > :first-child {
    flex: 1 1 240px;
  }
  > button {
    margin-top: 1.6rem;
  }
`;

type Dialog = { action: WalletAction; wallet: TrackedWallet };

function CheckIntervalForm({ saved, saving, onSave }: { saved: number; saving: boolean; onSave: (interval: number) => void }) {
  const [value, setValue] = useState(String(saved));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const interval = parseCheckInterval(value);
    setError(interval === null ? CHECK_INTERVAL_INVALID : null);
    if (interval !== null) onSave(interval);
  };
  return (
    <IntervalForm onSubmit={submit} noValidate aria-label="Check interval">
      <CheckIntervalField value={value} onChange={(event) => setValue(event.target.value)} error={error} />
      <Button type="submit" disabled={saving} aria-busy={saving}>
        Set Interval
      </Button>
    </IntervalForm>
  );
}

export interface SettingsPanelProps {
  tracking: TrackingSettingsState;
  announcer: TrackingAnnouncer;
}

export function SettingsPanel({ tracking, announcer }: SettingsPanelProps) {
  const { settings, loading, loadError, reload } = tracking;
  const { saving, save, removeWallet, muteAlerts } = useSettingsChanges(tracking, announcer);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const headingId = useId();

  const saveWallet = (edited: TrackedWallet) =>
    save({
      wallets: (settings?.wallets ?? []).map((wallet) => (wallet.address === edited.address ? edited : wallet)),
    });

  const confirmRemoval = (wallet: TrackedWallet) => {
    close();
    void removeWallet(wallet.address);
  };

  return (
    <Card aria-labelledby={headingId} aria-busy={loading}>
      <Heading id={headingId}>{SETTINGS_HEADING}</Heading>
      {loading ? <Spinner label="Loading your settings" /> : null}
      {!loading && loadError ? (
        <div role="alert">
          <Muted>{loadError}</Muted>
          <Button $variant="secondary" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : null}
      {!loading && settings ? (
        <>
          {/* Keyed by the saved value: a registration that changes it resets the field. */}
          <CheckIntervalForm
            key={settings.check_interval}
            saved={settings.check_interval}
            saving={saving}
            onSave={(interval) => void save({ check_interval: interval })}
          />
          <h3>Wallets</h3>
          {settings.wallets.length === 0 ? <Muted>{NO_TRACKED_WALLETS}</Muted> : null}
          {settings.wallets.length > 0 ? (
            <WalletList aria-label="Tracked wallets">
              {settings.wallets.map((wallet) => (
                <WalletCard
                  key={wallet.address}
                  wallet={wallet}
                  busy={saving}
                  onAction={(action) => setDialog({ action, wallet })}
                  onMute={(duration) => muteAlerts(wallet.address, duration)}
                />
              ))}
            </WalletList>
          ) : null}
        </>
      ) : null}
      {dialog?.action === 'transactions' ? (
        <LatestTransactionDialog address={dialog.wallet.address} name={walletName(dialog.wallet)} onClose={close} />
      ) : null}
      {dialog?.action === 'options' ? (
        <MonitoringOptionsDialog wallet={dialog.wallet} saving={saving} onCancel={close} onSave={saveWallet} />
      ) : null}
      {dialog?.action === 'remove' ? <ConfirmDeletionDialog onCancel={close} onDelete={() => confirmRemoval(dialog.wallet)} /> : null}
    </Card>
  );
}
