// The wallet's portfolio on every enabled chain, asked in parallel: each chain loads, fails and is asked
// again on its own, so a slow or failing chain never holds up the others.
import { ApiError, type Chain, type Load, type Portfolio, fetchPortfolio } from '@whalewatch/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ChainPortfolio {
  chain: Chain;
  load: Load<Portfolio>;
  /** Asks this chain again (its 'Try again'). */
  retry: () => void;
}

export function useChainPortfolios(address: string, chains: Chain[]): ChainPortfolio[] {
  const [loads, setLoads] = useState<ReadonlyMap<string, Load<Portfolio>>>(new Map());
  const running = useRef(new Map<string, AbortController>());

  const ask = useCallback(
    (chain: Chain) => {
      running.current.get(chain.slug)?.abort();
      const controller = new AbortController();
      running.current.set(chain.slug, controller);
      const settle = (load: Load<Portfolio>) => {
        if (!controller.signal.aborted) setLoads((previous) => new Map(previous).set(chain.slug, load));
      };
      settle({ state: 'loading' });
      fetchPortfolio(address, controller.signal, chain.slug).then(
        (value) => settle({ state: 'loaded', value }),
        (error: unknown) => {
          // The server's own answer is shown to the user; anything else is worth a look in the console.
          if (!(error instanceof ApiError) && !controller.signal.aborted)
            console.error(`Loading the holdings on ${chain.name} failed`, error);
          settle({ state: 'failed', error });
        },
      );
    },
    [address],
  );

  useEffect(() => {
    const controllers = running.current;
    chains.forEach(ask);
    return () => controllers.forEach((controller) => controller.abort());
  }, [chains, ask]);

  return chains.map((chain) => ({ chain, load: loads.get(chain.slug) ?? { state: 'loading' }, retry: () => ask(chain) }));
}
