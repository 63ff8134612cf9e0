// The centred message of the tracking screen (spec §2, §4): 'Wallet Tracking Has Started' after a
// successful registration or save, or the limit error; it hides itself after 3 seconds.
import type { OverlayKind } from '@whalewatch/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';

export const TRACKING_STARTED = 'Wallet Tracking Has Started';
export const OVERLAY_DURATION_MS = 3000;

export interface OverlayMessage {
  kind: OverlayKind;
  message: string;
}

/** What the tabs call to show the overlay. */
export interface TrackingAnnouncer {
  trackingStarted: () => void;
  limitReached: (message: string) => void;
}

export function useTrackingOverlay(): { overlay: OverlayMessage | null; announcer: TrackingAnnouncer } {
  const [overlay, setOverlay] = useState<OverlayMessage | null>(null);

  // Every new message is a new object, so a second message restarts the 3 s.
  useEffect(() => {
    if (!overlay) return undefined;
    const timer = setTimeout(() => setOverlay(null), OVERLAY_DURATION_MS);
    return () => clearTimeout(timer);
  }, [overlay]);

  const trackingStarted = useCallback(() => setOverlay({ kind: 'success', message: TRACKING_STARTED }), []);
  const limitReached = useCallback((message: string) => setOverlay({ kind: 'error', message }), []);
  const announcer = useMemo(() => ({ trackingStarted, limitReached }), [trackingStarted, limitReached]);
  return { overlay, announcer };
}
