// The chain switch: where more than one chain is enabled, a 'Chain' select listing them by name; picking
// one moves the screen (and its URL) to that chain. `hint`: what the switch applies to, where it is not the
// whole screen, said beside it and to screen readers as the select's description.
import { Select } from '../ui/Field';
import { useId } from 'react';
import styled from 'styled-components';
import type { ChainChoice } from './useChainChoice';

const Switch = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  label {
    font-weight: 600;
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ChainSwitch({ choice: { chains, chain, choose }, hint }: { choice: ChainChoice; hint?: (chainName: string) => string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  if (!chains || chains.length < 2 || !chain) return null;
  return (
    <Switch>
      <label htmlFor={id}>Chain</label>
      <Select id={id} value={chain.slug} onChange={(event) => choose(event.target.value)} aria-describedby={hint ? hintId : undefined}>
        {chains.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </Select>
      {hint ? <Hint id={hintId}>{hint(chain.name)}</Hint> : null}
    </Switch>
  );
}
