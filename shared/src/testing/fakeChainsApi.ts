// GET /chains faked for front-end suites (the devnet's two chains unless a suite says otherwise; every
// fake api answers it), and a route's `?chain=` read as the api reads it (api/src/chain/named-chain.ts):
// an enabled chain's slug or id, any case, else 400 unknown_chain listing the enabled ones.
import { errorMessage, statusesOf } from '@whalewatch/contracts';
import { chainNamed } from '@whalewatch/contracts/constants';
import type { Chain } from '../chains/chains';
import { DEVNET_CHAINS } from './fixtures';

export type ChainsRoute = 'GET /chains';

/** A fake api's reply (fakeApi.ts's FakeReply, which imports this module: not imported back). */
type FakeReply = { status: number; body?: unknown };

export function fakeChainsRoutes(chains: readonly Chain[] = DEVNET_CHAINS): Record<ChainsRoute, () => FakeReply> {
  return { 'GET /chains': () => ({ status: 200, body: { chains } }) };
}

/** The api's words for a chain it does not watch: 'Unknown chain "x". Enabled chains: ethereum (Ethereum, 31337), base (Base, 31338)'. */
export function unknownChainReply(name: string, chains: readonly Chain[] = DEVNET_CHAINS): FakeReply {
  const enabled = chains.map((chain) => `${chain.slug} (${chain.name}, ${chain.id})`).join(', ');
  return { status: statusesOf('unknown_chain')[0], body: { error: errorMessage('unknown_chain', name, enabled), code: 'unknown_chain' } };
}

/** The enabled chain a request's `?chain=` names; none when it names none; the api's 400 when it names an unknown one. */
export function requestedChain(url: URL, chains: readonly Chain[]): { chain: Chain | null } | { refused: FakeReply } {
  const name = url.searchParams.get('chain');
  if (name === null) return { chain: null };
  const chain = chainNamed(chains, name);
  return chain ? { chain } : { refused: unknownChainReply(name, chains) };
}
