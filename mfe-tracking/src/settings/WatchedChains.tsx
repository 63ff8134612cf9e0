// Which chains a wallet is watched on (issue 35): a checkbox per chain this Whalewatch watches, ticked
// unless the wallet's `chainsOff` lists it, shown only where there is a choice (more than one chain).
// A chain turned off by an operator keeps the wallet's choice for it: only the chain the user changes moves.
import { CheckboxField, type Chain } from '@whalewatch/shared';
import { forwardRef, useId } from 'react';
import styled from 'styled-components';

export const CHAINS_LEGEND = 'Chains';
export const NO_CHAIN_WATCHED = 'Watch this wallet on at least one chain';

/** `chainsOff` with the chain watched (taken out) or not (added, in id order); every other id as it was. */
export function withChainWatched(chainsOff: readonly number[], chainId: number, watched: boolean): number[] {
  const others = chainsOff.filter((id) => id !== chainId);
  return watched ? others : [...others, chainId].sort((a, b) => a - b);
}

/** Whether a choice is offered and it leaves the wallet watched on none of the enabled chains. */
export function watchesNoChain(chains: readonly Chain[] | null, chainsOff: readonly number[]): boolean {
  return chains !== null && chains.length > 1 && chains.every((chain) => chainsOff.includes(chain.id));
}

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} 0`};

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;

export interface WatchedChainsProps {
  /** The enabled chains; null while they load. */
  chains: readonly Chain[] | null;
  chainsOff: readonly number[];
  onChange: (chainsOff: number[]) => void;
}

/** The group, or nothing without a choice; its ref is the fieldset, to bring focus to it when a save is refused. */
export const WatchedChains = forwardRef<HTMLFieldSetElement, WatchedChainsProps>(function WatchedChains(
  { chains, chainsOff, onChange },
  ref,
) {
  const errorId = useId();
  if (chains === null || chains.length < 2) return null;
  const none = watchesNoChain(chains, chainsOff);
  return (
    <Group ref={ref}>
      <legend>{CHAINS_LEGEND}</legend>
      {chains.map((chain) => (
        <CheckboxField
          key={chain.id}
          label={chain.name}
          checked={!chainsOff.includes(chain.id)}
          aria-invalid={none || undefined}
          aria-describedby={none ? errorId : undefined}
          onChange={(event) => onChange(withChainWatched(chainsOff, chain.id, event.target.checked))}
        />
      ))}
      {none ? (
        <ErrorText id={errorId} role="alert">
          {NO_CHAIN_WATCHED}
        </ErrorText>
      ) : null}
    </Group>
  );
});
