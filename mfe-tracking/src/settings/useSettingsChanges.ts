// What the Settings tab changes in the saved settings (spec §4 "Settings"): saved whole, a removal that is
// shown at once and undone if the save fails, and the muting of one wallet's alerts.
import {
  isSubscriptionLimitError,
  muteWallet,
  toast,
  WALLET_LIMIT_REACHED,
  type MuteDuration,
  type TrackedWallet,
  type TrackingSettings,
} from '@whalewatch/shared';
import { useCallback, useRef, useState } from 'react';
import type { TrackingAnnouncer } from '../overlay/useTrackingOverlay';
import { saveTrackingSettings, SETTINGS_UPDATE_FAILED, WALLET_REMOVAL_FAILED } from './settingsApi';
import type { TrackingSettingsState } from './useTrackingSettings';

export const SETTINGS_UPDATED = 'Settings updated successfully!';
export const WALLET_REMOVED = 'Wallet removed successfully!';
export const ALERTS_MUTED = 'Alerts muted';
export const ALERTS_UNMUTED = 'Alerts unmuted';

export interface SettingsChanges {
  /** A save is under way: the tab offers no second one meanwhile. */
  saving: boolean;
  /** Saves the whole settings; true when saved. */
  save: (changes: Partial<TrackingSettings>) => Promise<boolean>;
  removeWallet: (address: string) => Promise<void>;
  /** Mutes or unmutes one wallet's alerts; only that wallet changes on screen. */
  muteAlerts: (address: string, duration: MuteDuration) => Promise<boolean>;
}

export function useSettingsChanges(
  { email, settings, replace, update }: TrackingSettingsState,
  announcer: TrackingAnnouncer,
): SettingsChanges {
  const [saving, setSaving] = useState(false);
  // The settings every save starts from, current even inside callbacks made before the last render.
  const current = useRef(settings);
  current.current = settings;

  const put = useCallback(
    async (next: TrackingSettings, fallbackError: string): Promise<TrackingSettings> => {
      if (!email) throw new Error(fallbackError);
      setSaving(true);
      try {
        return await saveTrackingSettings({ email, wallets: next.wallets, checkInterval: next.check_interval }, fallbackError);
      } finally {
        setSaving(false);
      }
    },
    [email],
  );

  /** A failed save, said once: the plan's limit in the overlay (spec §2), anything else as a toast. */
  const reportFailure = useCallback(
    (error: unknown) => {
      if (isSubscriptionLimitError(error)) announcer.limitReached(WALLET_LIMIT_REACHED);
      else toast.error((error as Error).message);
    },
    [announcer],
  );

  const save = useCallback(
    async (changes: Partial<TrackingSettings>) => {
      const base = current.current;
      if (!base) return false;
      try {
        replace(await put({ ...base, ...changes }, SETTINGS_UPDATE_FAILED));
      } catch (error) {
        reportFailure(error);
        return false;
      }
      toast.success(SETTINGS_UPDATED);
      announcer.trackingStarted();
      return true;
    },
    [put, replace, reportFailure, announcer],
  );

  const removeWallet = useCallback(
    async (address: string) => {
      const before = current.current;
      if (!before) return;
      const without = { ...before, wallets: before.wallets.filter((wallet: TrackedWallet) => wallet.address !== address) };
      replace(without);
      try {
        replace(await put(without, WALLET_REMOVAL_FAILED));
      } catch (error) {
        replace(before);
        reportFailure(error);
        return;
      }
      toast.success(WALLET_REMOVED);
      announcer.trackingStarted();
    },
    [put, replace, reportFailure, announcer],
  );

  const muteAlerts = useCallback(
    async (address: string, duration: MuteDuration) => {
      try {
        const { mutedUntil } = await muteWallet(address, duration);
        update((latest) => ({
          ...latest,
          wallets: latest.wallets.map((wallet) => (wallet.address === address ? { ...wallet, mutedUntil } : wallet)),
        }));
      } catch (error) {
        toast.error((error as Error).message);
        return false;
      }
      toast.success(duration === 'off' ? ALERTS_UNMUTED : ALERTS_MUTED);
      return true;
    },
    [update],
  );

  return { saving, save, removeWallet, muteAlerts };
}
