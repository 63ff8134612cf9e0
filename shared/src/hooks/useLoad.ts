// Loading a screen's data: load on mount (dropping the answer if the screen has gone), say so while it
// loads, remember a failure, load again on request, and refresh quietly after a change the user made.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/apiClient';

/** A failure keeps its error, for screens that tell one failure from another (a 404 is not a retry). */
export type Load<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; value: T };

export function useLoad<T>(fetcher: (signal: AbortSignal) => Promise<T>, description: string) {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const current = useRef<AbortController | null>(null);

  const fetchAgain = useCallback(
    (showLoading: boolean) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      if (showLoading) setLoad({ state: 'loading' });
      fetcher(controller.signal).then(
        (value) => {
          if (!controller.signal.aborted) setLoad({ state: 'loaded', value });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // The server's own answer is shown to the user; anything else is worth a look in the console.
          if (!(error instanceof ApiError)) console.error(`Loading ${description} failed`, error);
          setLoad({ state: 'failed', error });
        },
      );
    },
    [fetcher, description],
  );

  /** Loads again, showing the loading state (after a failure: 'Try again'). */
  const reload = useCallback(() => fetchAgain(true), [fetchAgain]);
  /** Loads again while what was loaded stays on screen (after the user added something). */
  const refresh = useCallback(() => fetchAgain(false), [fetchAgain]);

  useEffect(() => {
    reload();
    return () => current.current?.abort();
  }, [reload]);

  /** Changes what was loaded (after a removal), without loading again. */
  const update = useCallback((change: (value: T) => T) => {
    setLoad((previous) => (previous.state === 'loaded' ? { state: 'loaded', value: change(previous.value) } : previous));
  }, []);

  return { load, reload, refresh, update };
}
