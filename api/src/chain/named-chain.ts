// A chain a request names (`?chain=base`, `/tx/base/0x…`): one of the enabled chains by slug or id, or a
// 400 unknown_chain that lists the enabled ones (issue 35).
import { chainNamed, errorMessage, type ChainInfo } from '@whalewatch/contracts';
import { HttpError } from '../http';

/** The enabled chain `name` names; without a name, the first one. */
export function requireChain<T extends { info: ChainInfo }>(chains: readonly T[], name: string | undefined): T {
  if (name === undefined) return chains[0];
  const found = chainNamed(
    chains.map(({ info }) => info),
    name,
  );
  const chain = found && chains.find(({ info }) => info.id === found.id);
  if (chain) return chain;
  const enabled = chains.map(({ info }) => `${info.slug} (${info.name}, ${info.id})`).join(', ');
  throw new HttpError(400, errorMessage('unknown_chain', name, enabled), 'unknown_chain');
}

/** A chain as answers name it. */
export const chainRefOf = ({ id, slug, name }: ChainInfo) => ({ id, slug, name });
