// Loading one part of the wallet page: shared's useLoad, plus what was last loaded (kept on screen while
// the next answer comes) and, while the api says it has no prices, a quiet retry every 30 s for as long as
// the page is open. What was loaded is kept for its chain only: after a switch, another chain's figures
// are never shown as this one's, not even for the moment before the new chain's answer is asked for.
import { useLoad, type Load } from '@whalewatch/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';

export const PRICES_UNAVAILABLE = 'Prices unavailable, retrying';
export const PRICE_RETRY_MS = 30_000;

export interface WalletLoadOptions<T> {
  /** The api's `chain` the fetcher asks on (undefined: the first chain). */
  chain?: string;
  /** The answer says the api has no prices: asked again every 30 s. */
  pricesUnavailable?: (value: T) => boolean;
}

/** An answer with the chain it was asked on. */
type OnChain<T> = { chain: string; value: T };

export function useWalletLoad<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  description: string,
  { chain = '', pricesUnavailable }: WalletLoadOptions<T> = {},
) {
  const asked = useCallback((signal: AbortSignal) => fetcher(signal).then((value): OnChain<T> => ({ chain, value })), [fetcher, chain]);
  const { load: answered, reload, refresh } = useLoad(asked, description);
  // Another chain's answer, still there until the new request starts, counts as loading.
  const load = useMemo((): Load<T> => {
    if (answered.state !== 'loaded') return answered;
    return answered.value.chain === chain ? { state: 'loaded', value: answered.value.value } : { state: 'loading' };
  }, [answered, chain]);
  const [kept, setKept] = useState<OnChain<T> | null>(null);
  useEffect(() => {
    if (answered.state === 'loaded') setKept(answered.value);
  }, [answered]);

  // The answer itself is the dependency: a retry that is still without prices arms the next one.
  const waiting = load.state === 'loaded' && pricesUnavailable?.(load.value) ? load.value : null;
  useEffect(() => {
    if (waiting === null) return undefined;
    const timer = setTimeout(refresh, PRICE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [waiting, refresh]);

  return { load, reload, latest: load.state === 'loaded' ? load.value : kept?.chain === chain ? kept.value : null };
}
