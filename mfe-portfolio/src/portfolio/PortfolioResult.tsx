// 'Token Portfolio' (spec §2): the wallet (with its public name when the api knows one, and 'Track') and
// its total in USD, its 'Native Token' card, and its 'ERC20 Tokens' in the server's order (by value,
// unknown values last).
import { Card, DetailList, EntryList, formatUsd, LabelledAddress, MutedText, TrackButton, type Portfolio } from '@whalewatch/shared';
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

const Summary = styled(DetailList)`
  align-items: center;
`;

const Wallet = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
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
const TokenList = styled(EntryList).attrs({ role: 'list' })`
  margin: 0;

  > li {
    align-items: start;
  }
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
        <Wallet>
          <LabelledAddress address={portfolio.address} label={portfolio.label} />
          <TrackButton address={portfolio.address} />
        </Wallet>
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
          <MutedText>{NO_TOKENS}</MutedText>
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
