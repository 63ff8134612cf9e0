// One of the wallet's ERC20 tokens: name and symbol, contract address, its amounts, and its page on
// Etherscan in a new tab.
import type { PortfolioToken } from '@whalewatch/shared';
import styled from 'styled-components';
import { TokenAmounts, tokenTitle } from './TokenAmounts';

export const VIEW_ON_ETHERSCAN = 'View on Etherscan';

export function etherscanTokenUrl(address: string): string {
  return `https://etherscan.io/token/${address}`;
}

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  container-type: inline-size;

  h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  /* Too narrow for the whole address (42 characters at 0.85rem): two even lines, not a break at the edge. */
  @container (max-width: 22rem) {
    code {
      display: inline-block;
      max-width: 21ch;
      word-break: break-all;
    }
  }
`;

const ExplorerLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  white-space: nowrap;
`;

export function TokenRow({ token }: { token: PortfolioToken }) {
  const title = tokenTitle(token) || token.address;
  return (
    <li>
      <Details>
        <h4>{title}</h4>
        <code>{token.address}</code>
        <TokenAmounts token={token} />
      </Details>
      {/* The visible words start the name (WCAG 2.5.3), the token tells the links apart. */}
      <ExplorerLink
        href={etherscanTokenUrl(token.address)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${VIEW_ON_ETHERSCAN}: ${title} (opens in a new tab)`}
      >
        {VIEW_ON_ETHERSCAN}
      </ExplorerLink>
    </li>
  );
}
