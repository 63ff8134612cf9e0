// Loading one part of the wallet page: shared's useLoad, plus what was last loaded (kept on screen while
// the next answer comes) and, while the api says it has no prices, a quiet retry every 30 s for as long as
// the page is open.
import { useLoad } from '@whalewatch/shared';
import { useEffect, useState } from 'react';

export const PRICES_UNAVAILABLE = 'Prices unavailable, retrying';
export const PRICE_RETRY_MS = 30_000;

export function useWalletLoad<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  description: string,
  pricesUnavailable?: (value: T) => boolean,
) {
  const { load, reload, refresh } = useLoad(fetcher, description);
  const [kept, setKept] = useState<T | null>(null);
  useEffect(() => {
    if (load.state === 'loaded') setKept(load.value);
  }, [load]);

  // The answer itself is the dependency: a retry that is still without prices arms the next one.
  const waiting = load.state === 'loaded' && pricesUnavailable?.(load.value) ? load.value : null;
  useEffect(() => {
    if (waiting === null) return undefined;
    const timer = setTimeout(refresh, PRICE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [waiting, refresh]);

  return { load, reload, latest: load.state === 'loaded' ? load.value : kept };
}
