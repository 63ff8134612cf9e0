// 'Token Portfolio' (spec §2): the chain it is on, the wallet (with its public name when the api knows one, 'Track' and a way
// to its own page) and its total in USD, then what it holds.
import { DetailList, formatUsd, LabelledAddress, TrackButton, walletPath, type Portfolio } from '@whalewatch/shared';
import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PortfolioHoldings } from './PortfolioHoldings';

export const VIEW_WALLET_PROFILE = 'View wallet profile';

const Result = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
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

const ProfileLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

type PortfolioResultProps = {
  portfolio: Portfolio;
  /** The 'Token Portfolio' heading, focusable so the viewer can take the reader there once it loads. */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function PortfolioResult({ portfolio, headingRef }: PortfolioResultProps) {
  const headingId = useId();
  return (
    <Result aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Token Portfolio
      </h2>
      <Summary>
        <dt>Chain</dt>
        <dd>{portfolio.chain.name}</dd>
        <dt>Wallet</dt>
        <Wallet>
          <LabelledAddress address={portfolio.address} label={portfolio.label} />
          <TrackButton address={portfolio.address} />
          <ProfileLink to={walletPath(portfolio.address)}>{VIEW_WALLET_PROFILE}</ProfileLink>
        </Wallet>
        <dt>Total Value</dt>
        <dd>{formatUsd(portfolio.totalValueUsd)}</dd>
      </Summary>
      <PortfolioHoldings portfolio={portfolio} />
    </Result>
  );
}
