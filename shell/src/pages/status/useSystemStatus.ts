// The system status, checked on arrival and every 30 s after (and on request). A check that is running
// keeps the last status on screen; an api that is down or cannot be reached is a status too, not a
// failure of the page. Only an answer that cannot be read is one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchHealth, HealthUnavailable } from './healthApi';
import { fromFailure, fromReport, type SystemStatus } from './systemStatus';

export const REFRESH_MS = 30_000;

export type StatusLoad =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; status: SystemStatus; checkedAt: Date; checking: boolean };

async function checkStatus(signal: AbortSignal): Promise<SystemStatus | null> {
  try {
    return fromReport(await fetchHealth(signal));
  } catch (error) {
    if (error instanceof HealthUnavailable && error.failure.kind !== 'unreadable') return fromFailure(error.failure);
    if (!signal.aborted) console.error('Reading the system status failed', error);
    return null;
  }
}

export function useSystemStatus(): { load: StatusLoad; checkNow: () => void } {
  const [load, setLoad] = useState<StatusLoad>({ state: 'loading' });
  const running = useRef<AbortController | null>(null);

  const checkNow = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setLoad((previous) => (previous.state === 'loaded' ? { ...previous, checking: true } : { state: 'loading' }));
    void checkStatus(controller.signal).then((status) => {
      if (controller.signal.aborted) return;
      running.current = null;
      setLoad(status ? { state: 'loaded', status, checkedAt: new Date(), checking: false } : { state: 'failed' });
    });
  }, []);

  useEffect(() => {
    checkNow();
    const timer = setInterval(checkNow, REFRESH_MS);
    return () => {
      clearInterval(timer);
      running.current?.abort();
    };
  }, [checkNow]);

  return { load, checkNow };
}
