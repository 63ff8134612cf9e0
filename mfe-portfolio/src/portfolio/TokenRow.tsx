// One of the wallet's ERC20 tokens: name and symbol, contract address, its amounts, and its page on
// Etherscan in a new tab.
import { HexText, type PortfolioToken } from '@whalewatch/shared';
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

  h4,
  h5 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The token's contract address. */
const Contract = styled(HexText)`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ExplorerLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  white-space: nowrap;
`;

export function TokenRow({ token, level }: { token: PortfolioToken; level: 4 | 5 }) {
  const title = tokenTitle(token) || token.address;
  const Heading = `h${level}` as const;
  return (
    <li>
      <Details>
        <Heading>{title}</Heading>
        <Contract>{token.address}</Contract>
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
