// What every dashboard section does with its data: load it on mount (dropping the answer if the section
// has gone), say so while it loads, remember a failure, and load again on request.
import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; value: T };

export function useLoad<T>(fetcher: (signal: AbortSignal) => Promise<T>, description: string) {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const current = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoad({ state: 'loading' });
    fetcher(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoad({ state: 'loaded', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading ${description} failed`, error);
        setLoad({ state: 'failed' });
      },
    );
  }, [fetcher, description]);

  useEffect(() => {
    reload();
    return () => current.current?.abort();
  }, [reload]);

  /** Changes what was loaded (after a save), without loading again. */
  const update = useCallback((change: (value: T) => T) => {
    setLoad((previous) => (previous.state === 'loaded' ? { state: 'loaded', value: change(previous.value) } : previous));
  }, []);

  return { load, reload, update };
}
