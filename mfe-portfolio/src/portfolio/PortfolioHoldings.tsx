// What a wallet holds now (spec §2 'Token Portfolio'): its 'Native Token' card and its 'ERC20 Tokens' in
// the server's order (by value, unknown values last). The Portfolio Viewer and the wallet page show it.
import { Card, EntryList, MutedText, type Portfolio } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { TokenAmounts, tokenTitle } from './TokenAmounts';
import { TokenRow } from './TokenRow';

export const NO_TOKENS = 'No ERC20 tokens found in this wallet.';

const NativeToken = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h3 {
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

  h3 {
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

export function PortfolioHoldings({ portfolio }: { portfolio: Portfolio }) {
  const nativeId = useId();
  const tokensId = useId();
  return (
    <>
      <NativeToken aria-labelledby={nativeId}>
        <h3 id={nativeId}>Native Token</h3>
        <p>{tokenTitle(portfolio.nativeToken)}</p>
        <TokenAmounts token={portfolio.nativeToken} />
      </NativeToken>
      <Tokens aria-labelledby={tokensId}>
        <h3 id={tokensId}>ERC20 Tokens</h3>
        {portfolio.tokens.length === 0 ? (
          <MutedText>{NO_TOKENS}</MutedText>
        ) : (
          <TokenList aria-labelledby={tokensId}>
            {portfolio.tokens.map((token) => (
              <TokenRow key={token.address} token={token} />
            ))}
          </TokenList>
        )}
      </Tokens>
    </>
  );
}
