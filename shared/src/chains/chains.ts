// The chains this Whalewatch watches (GET /chains), read once per page load and shared by every screen
// that offers a chain switch or names a chain: the first one is the default, where a URL names none.
import { knownChain } from '@whalewatch/contracts/constants';
import type { ChainRef, EnabledChains } from '@whalewatch/contracts';
import { useEffect, useState } from 'react';
import { transactionUrl } from '../config/runtimeConfig';
import { call } from '../api/apiClient';

export type Chain = EnabledChains['chains'][number];

export const CHAINS_FAILED = 'Could not load the chains. Please try again.';

let loaded: Promise<Chain[]> | null = null;
/** What `loaded` resolved to, so a screen mounted later starts with the chains instead of a loading state. */
let read: Chain[] | null = null;

/** The enabled chains, first one first; asked once (again after a failure). */
export function fetchChains(): Promise<Chain[]> {
  if (loaded) return loaded;
  const request: Promise<Chain[]> = call('GET /chains', {}, { auth: false, fallbackError: CHAINS_FAILED }).then(
    ({ chains }) => {
      if (loaded === request) read = chains;
      return chains;
    },
    (error: unknown) => {
      if (loaded === request) loaded = null;
      throw error;
    },
  );
  loaded = request;
  return request;
}

/** Forgets the chains read (tests; a sign-in to another api). */
export function resetChains(): void {
  loaded = null;
  read = null;
}

/** The enabled chain a URL's `chain` names (slug or id, any case); the first one when it names none; undefined when unknown. */
export function chainFromParam(chains: readonly Chain[], param: string | null | undefined): Chain | undefined {
  if (!param) return chains[0];
  const wanted = param.trim().toLowerCase();
  return chains.find((chain) => chain.slug === wanted || String(chain.id) === wanted);
}

/** The enabled chains, or null while they load (and, after a failure, an empty list: screens then offer no switch). */
export function useChains(): Chain[] | null {
  const [chains, setChains] = useState<Chain[] | null>(read);
  useEffect(() => {
    if (chains) return;
    let current = true;
    fetchChains().then(
      (found) => current && setChains(found),
      () => current && setChains([]),
    );
    return () => {
      current = false;
    };
  }, [chains]);
  return chains;
}

/**
 * The transaction on its chain's block explorer: the enabled chain's (else, for a chain no longer watched,
 * the one Whalewatch knows it by); null without a hash or where the chain has no public explorer (the
 * devnet's). Without a chain (older alerts), the deployment's configured explorer, as before chains.
 */
export function chainTransactionUrl(hash: string | null, chain: ChainRef | null, enabled: readonly Chain[] | null): string | null {
  if (!chain) return transactionUrl(hash);
  const explorerUrl = (enabled?.find((candidate) => candidate.id === chain.id) ?? knownChain(chain.id))?.explorerUrl;
  return hash && explorerUrl ? `${explorerUrl.replace(/\/+$/, '')}/tx/${hash}` : null;
}
