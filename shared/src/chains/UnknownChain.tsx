// A `?chain=` that names no enabled chain: said before anything is asked of the api, with a link to each
// chain that is enabled.
import type { Chain } from './chains';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

export const unknownChain = (param: string) => `Unknown chain "${param}".`;

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export function UnknownChain({ param, chains }: { param: string; chains: Chain[] }) {
  const { pathname } = useLocation();
  return (
    <Notice role="alert">
      {unknownChain(param)} Enabled chains:{' '}
      {chains.map((chain, index) => (
        <Fragment key={chain.slug}>
          {index > 0 ? ', ' : null}
          <Link to={{ pathname, search: `?chain=${chain.slug}` }}>{chain.name}</Link>
        </Fragment>
      ))}
    </Notice>
  );
}
