// The chain switch: where more than one chain is enabled, a 'Chain' select listing them by name; picking
// one moves the screen (and its URL) to that chain.
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

export function ChainSwitch({ choice: { chains, chain, choose } }: { choice: ChainChoice }) {
  const id = useId();
  if (!chains || chains.length < 2 || !chain) return null;
  return (
    <Switch>
      <label htmlFor={id}>Chain</label>
      <Select id={id} value={chain.slug} onChange={(event) => choose(event.target.value)}>
        {chains.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </Select>
    </Switch>
  );
}
