// "Manage subscription": the api opens a Paddle customer portal session, then the page goes there. While
// that runs the button says so; a failure is said in a toast, in the server's words when it gives some.
import { openCustomerPortal, PORTAL_OPEN_FAILED, toast } from '@whalewatch/shared/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pageNavigation } from './leavePage';

export function useCustomerPortal(): { opening: boolean; open: () => Promise<void> } {
  const [opening, setOpening] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const open = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setOpening(true);
    try {
      const { url } = await openCustomerPortal(controller.signal);
      if (!controller.signal.aborted) pageNavigation.assign(url);
    } catch (error) {
      if (!controller.signal.aborted) toast.error(error instanceof Error && error.message ? error.message : PORTAL_OPEN_FAILED);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setOpening(false);
      }
    }
  }, []);

  return { opening, open };
}
