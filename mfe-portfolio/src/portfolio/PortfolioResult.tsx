// 'Token Portfolio' (spec §2): the wallet and its total in USD, its 'Native Token' card, and its 'ERC20
// Tokens' in the server's order (by value, unknown values last).
import { Card, formatUsd, type Portfolio } from '@whalewatch/shared';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { TokenAmounts, tokenTitle } from './TokenAmounts';
import { TokenRow } from './TokenRow';

export const NO_TOKENS = 'No ERC20 tokens found in this wallet.';

const Result = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2,
  h3 {
    margin: 0;
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const NativeToken = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  p {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Tokens = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

// role="list": Safari drops the list role from a ul without bullets.
const TokenList = styled.ul.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    > li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type PortfolioResultProps = {
  portfolio: Portfolio;
  /** The 'Token Portfolio' heading, focusable so the viewer can take the reader there once it loads. */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function PortfolioResult({ portfolio, headingRef }: PortfolioResultProps) {
  const headingId = useId();
  const nativeId = useId();
  const tokensId = useId();
  return (
    <Result aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Token Portfolio
      </h2>
      <Summary>
        <dt>Wallet</dt>
        <dd>
          <code>{portfolio.address}</code>
        </dd>
        <dt>Total Value</dt>
        <dd>{formatUsd(portfolio.totalValueUsd)}</dd>
      </Summary>
      <NativeToken aria-labelledby={nativeId}>
        <h3 id={nativeId}>Native Token</h3>
        <p>{tokenTitle(portfolio.nativeToken)}</p>
        <TokenAmounts token={portfolio.nativeToken} />
      </NativeToken>
      <Tokens aria-labelledby={tokensId}>
        <h3 id={tokensId}>ERC20 Tokens</h3>
        {portfolio.tokens.length === 0 ? (
          <Muted>{NO_TOKENS}</Muted>
        ) : (
          <TokenList aria-labelledby={tokensId}>
            {portfolio.tokens.map((token) => (
              <TokenRow key={token.address} token={token} />
            ))}
          </TokenList>
        )}
      </Tokens>
    </Result>
  );
}
