// How a token reads on the Portfolio Viewer (spec §9 Display): its title, and Balance (2–6 decimals),
// Price and Value (US dollars, 2 decimals), 'N/A' when unknown.
import { formatBalance, formatUsd, type PortfolioToken } from '@whalewatch/shared';
import styled from 'styled-components';

type Amounts = Pick<PortfolioToken, 'balance' | 'priceUsd' | 'valueUsd'>;

/** 'Dai Stablecoin (DAI)'; a token missing its name or symbol is called by what it has. */
export function tokenTitle({ name, symbol }: Pick<PortfolioToken, 'name' | 'symbol'>): string {
  if (name && symbol) return `${name} (${symbol})`;
  return name || symbol;
}

// Columns of one width, so the figures line up from token to token; a figure wider than that widens its
// own column instead of breaking (a fixed 7.5rem column broke '$101,435,376.63' after its 6 on a phone),
// and the figures wrap as a whole. Only a figure wider than the card breaks.
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  > div {
    flex: 0 1 auto;
    min-width: 9rem;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export function TokenAmounts({ token }: { token: Amounts }) {
  return (
    <Figures>
      <div>
        <dt>Balance</dt>
        <dd>{formatBalance(token.balance)}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{formatUsd(token.priceUsd)}</dd>
      </div>
      <div>
        <dt>Value</dt>
        <dd>{formatUsd(token.valueUsd)}</dd>
      </div>
    </Figures>
  );
}
