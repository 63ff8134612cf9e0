// The signed-in user's saved tracking settings (spec §4 "Settings"): loaded once, saved whole, and a
// removal that is shown at once and undone if the save fails.
import {
  isSubscriptionLimitError,
  muteWallet,
  toast,
  useSession,
  WALLET_LIMIT_REACHED,
  type MuteDuration,
  type TrackedWallet,
  type TrackingSettings,
} from '@whalewatch/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TrackingAnnouncer } from '../overlay/useTrackingOverlay';
import {
  loadTrackingSettings,
  saveTrackingSettings,
  SETTINGS_UPDATE_FAILED,
  WALLET_REMOVAL_FAILED,
} from '../tracking-api/trackingApi';

export const SETTINGS_UPDATED = 'Settings updated successfully!';
export const WALLET_REMOVED = 'Wallet removed successfully!';
export const ALERTS_MUTED = 'Alerts muted';
export const ALERTS_UNMUTED = 'Alerts unmuted';

export interface TrackingSettingsState {
  settings: TrackingSettings | null;
  loading: boolean;
  loadError: string | null;
  /** A save is under way: the screen offers no second one meanwhile. */
  saving: boolean;
  reload: () => void;
  /** Takes settings the server just answered (e.g. after a registration). */
  replace: (settings: TrackingSettings) => void;
  /** Saves the whole settings; true when saved. */
  save: (changes: Partial<TrackingSettings>) => Promise<boolean>;
  removeWallet: (address: string) => Promise<void>;
  /** Mutes or unmutes one wallet's alerts; only that wallet changes on screen. */
  muteAlerts: (address: string, duration: MuteDuration) => Promise<boolean>;
}

export function useTrackingSettings(announcer: TrackingAnnouncer): TrackingSettingsState {
  const email = useSession((state) => state.user?.email ?? null);
  const [settings, setSettings] = useState<TrackingSettings | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [loads, setLoads] = useState(0);
  // The settings every save starts from, current even inside callbacks made before the last render.
  const current = useRef(settings);
  current.current = settings;

  useEffect(() => {
    if (!email) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    setLoadError(null);
    loadTrackingSettings(controller.signal)
      .then(setSettings)
      .catch((error: Error) => {
        if (controller.signal.aborted) return;
        setLoadError(error.message);
        toast.error(error.message);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [email, loads]);

  const reload = useCallback(() => setLoads((count) => count + 1), []);

  const replace = useCallback((next: TrackingSettings) => {
    setSettings(next);
    setLoadError(null);
    setLoading(false);
  }, []);

  const put = useCallback(
    async (next: TrackingSettings, fallbackError: string): Promise<TrackingSettings> => {
      if (!email) throw new Error(fallbackError);
      setSaving(true);
      try {
        return await saveTrackingSettings(
          { email, wallets: next.wallets, checkInterval: next.check_interval },
          fallbackError,
        );
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
      setSettings(without);
      try {
        replace(await put(without, WALLET_REMOVAL_FAILED));
      } catch (error) {
        setSettings(before);
        reportFailure(error);
        return;
      }
      toast.success(WALLET_REMOVED);
      announcer.trackingStarted();
    },
    [put, replace, reportFailure, announcer],
  );

  const muteAlerts = useCallback(async (address: string, duration: MuteDuration) => {
    try {
      const { mutedUntil } = await muteWallet(address, duration);
      setSettings((latest) =>
        latest && { ...latest, wallets: latest.wallets.map((wallet) => (wallet.address === address ? { ...wallet, mutedUntil } : wallet)) },
      );
    } catch (error) {
      toast.error((error as Error).message);
      return false;
    }
    toast.success(duration === 'off' ? ALERTS_UNMUTED : ALERTS_MUTED);
    return true;
  }, []);

  return { settings, loading, loadError, saving, reload, replace, save, removeWallet, muteAlerts };
}
