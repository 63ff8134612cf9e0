// The signed-in user's saved tracking settings (spec §4 "Settings"), which both tabs show: loaded once,
// replaced by what the server answers to a registration or a save. Changing them is the Settings tab's
// (useSettingsChanges), and comes with its chunk.
import { toast, useSession, type TrackingSettings } from '@whalewatch/shared';
import { useCallback, useEffect, useState } from 'react';
import { loadTrackingSettings } from '../tracking-api/trackingApi';

export interface TrackingSettingsState {
  /** Whose settings they are; null signed out. */
  email: string | null;
  settings: TrackingSettings | null;
  loading: boolean;
  loadError: string | null;
  reload: () => void;
  /** Takes settings the server just answered (e.g. after a registration). */
  replace: (settings: TrackingSettings) => void;
  /** Changes the settings on screen (a mute the api confirmed), from the latest ones. */
  update: (change: (settings: TrackingSettings) => TrackingSettings) => void;
}

export function useTrackingSettings(): TrackingSettingsState {
  const email = useSession((state) => state.user?.email ?? null);
  const [settings, setSettings] = useState<TrackingSettings | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);

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

  const update = useCallback((change: (settings: TrackingSettings) => TrackingSettings) => {
    setSettings((latest) => latest && change(latest));
  }, []);

  return { email, settings, loading, loadError, reload, replace, update };
}
