// The chain a screen is on (issue 35): `?chain=` in its URL, a slug or an id, and the first enabled chain
// where the URL names none. Switching writes the slug into the URL, so a link or a reload opens that chain.
import { chainFromParam, useChains, type Chain } from './chains';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ChainChoice {
  /** The enabled chains, first one first: null while they load, [] when they could not be read. */
  chains: Chain[] | null;
  /** The URL's `?chain=`; '' when it names none. */
  param: string;
  /** The chain shown; undefined while the chains load, when they could not be read, or when the URL names none of them. */
  chain: Chain | undefined;
  /** The URL names a chain that is not enabled. */
  unknown: boolean;
  /** The screen is on the first chain, the one a URL without `?chain=` means. */
  onFirstChain: boolean;
  /** The api's `chain`: the chain shown; without the list of chains, the URL's own words (the api knows its chains). */
  query: string | undefined;
  choose: (slug: string) => void;
}

export function useChainChoice(): ChainChoice {
  const chains = useChains();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('chain')?.trim() ?? '';
  const chain = chains ? chainFromParam(chains, param) : undefined;
  const choose = useCallback(
    (slug: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('chain', slug);
        return next;
      }),
    [setSearchParams],
  );
  return {
    chains,
    param,
    chain,
    unknown: chains !== null && chains.length > 0 && chain === undefined,
    onFirstChain: param === '' || (chain !== undefined && chain === chains?.[0]),
    query: chain?.slug ?? (param || undefined),
    choose,
  };
}
