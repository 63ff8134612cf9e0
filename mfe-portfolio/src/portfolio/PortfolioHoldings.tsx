// What a wallet holds now (spec §2 'Token Portfolio'): its 'Native Token' card and its 'ERC20 Tokens' in
// the server's order (by value, unknown values last). The Portfolio Viewer and the wallet page show it, the
// wallet page one level deeper where it breaks the holdings down by chain.
import { Card, EntryList, MutedText, type Portfolio } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { TokenAmounts, tokenTitle } from './TokenAmounts';
import { TokenRow } from './TokenRow';

export const NO_TOKENS = 'No ERC20 tokens found in this wallet.';

const NativeToken = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h3,
  h4 {
    margin: 0;
  }
  p {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Tokens = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h3,
  h4 {
    margin: 0;
  }
`;

// role="list": Safari drops the list role from a ul without bullets.
const TokenList = styled(EntryList).attrs({ role: 'list' })`
  margin: 0;

  > li {
    align-items: start;
  }
`;

type PortfolioHoldingsProps = {
  portfolio: Portfolio;
  /** The level of the 'Native Token' and 'ERC20 Tokens' headings; each token's is one deeper. */
  level?: 3 | 4;
};

export function PortfolioHoldings({ portfolio, level = 3 }: PortfolioHoldingsProps) {
  const nativeId = useId();
  const tokensId = useId();
  const Heading = `h${level}` as const;
  return (
    <>
      <NativeToken aria-labelledby={nativeId}>
        <Heading id={nativeId}>Native Token</Heading>
        <p>{tokenTitle(portfolio.nativeToken)}</p>
        <TokenAmounts token={portfolio.nativeToken} />
      </NativeToken>
      <Tokens aria-labelledby={tokensId}>
        <Heading id={tokensId}>ERC20 Tokens</Heading>
        {portfolio.tokens.length === 0 ? (
          <MutedText>{NO_TOKENS}</MutedText>
        ) : (
          <TokenList aria-labelledby={tokensId}>
            {portfolio.tokens.map((token) => (
              <TokenRow key={token.address} token={token} level={level === 3 ? 4 : 5} />
            ))}
          </TokenList>
        )}
      </Tokens>
    </>
  );
}
