// 'Top Token Holders' (spec §2) of a token, on a chain: rank, address (with its public name when the api
// knows one), Net Inflow (decimal-adjusted amount and symbol), 'View Portfolio' and 'Track' for each holder.
// A holder on another user's stealth list keeps its rank and shows 'This wallet is protected' instead.
import {
  Button,
  EntryList,
  formatBalance,
  formatSignedUsd,
  PROTECTED_WALLET,
  TrackButton,
  WalletLink,
  type WalletRecordSummary,
  type ProtectedHolder,
  type TokenDetails,
  type TokenHolder,
} from '@whalewatch/shared';
import { forwardRef, useId } from 'react';
import styled from 'styled-components';

const Holders = styled(EntryList)`
  margin: 0;

  > li {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    > li {
      grid-template-columns: auto minmax(0, 1fr);
    }
  }
`;

const Rank = styled.span`
  font-size: 1.4rem;
  font-weight: 800;
`;

const Protected = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  /* On a phone the buttons take a row of their own, under the rank and the address. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-column: 1 / -1;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

type HolderListProps = {
  token: TokenDetails;
  /** The chain the holders are on, when known: named in the heading, and each holder's page opens on it. */
  chain: { name: string; slug: string } | undefined;
  holders: (TokenHolder | ProtectedHolder)[];
  /** Shown when the scan stopped early: the inflows are over this many transfers. */
  incompleteAfter: number | null;
  onViewPortfolio: (address: string) => void;
};

/** What the holders hold: 'USD Coin (USDC) on Base'. */
export function holdersSubject({ name, symbol }: TokenDetails, chainName: string | undefined): string {
  const token = `${name} (${symbol})`;
  return chainName ? `${token} on ${chainName}` : token;
}

/** A holder's 30-day record, where the api knows it: '30 d PnL: +$1.2M, 64 % wins'. */
export function recordText({ realizedUsd, winRate, closedPositions }: WalletRecordSummary): string {
  const pnl = formatSignedUsd(realizedUsd);
  return closedPositions === 0 || winRate === null
    ? '30 d PnL: nothing sold in 30 days'
    : `30 d PnL: ${pnl}, ${Math.round(winRate * 100)} % wins`;
}

export const HolderList = forwardRef<HTMLElement, HolderListProps>(function HolderList(
  { token, chain, holders, incompleteAfter, onViewPortfolio },
  ref,
) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} ref={ref} tabIndex={-1}>
      <h2 id={headingId}>Top Token Holders</h2>
      <p>{holdersSubject(token, chain?.name)}</p>
      {incompleteAfter !== null ? (
        <p>Based on the newest {incompleteAfter.toLocaleString('en-US')} transfers: the rest could not be read.</p>
      ) : null}
      {holders.length === 0 ? <p>No holders with a positive net inflow.</p> : null}
      <Holders as="ol">
        {holders.map((holder, index) => (
          <li key={holder.protected ? `protected-${index}` : holder.address}>
            <Rank aria-label={`Rank ${index + 1}`}>#{index + 1}</Rank>
            {holder.protected ? (
              <Details>
                <Protected>{PROTECTED_WALLET}</Protected>
              </Details>
            ) : (
              <>
                <Details>
                  <WalletLink address={holder.address} label={holder.label} chain={chain} />
                  <span>
                    Net Inflow: {formatBalance(holder.actualBalance)} {holder.tokenInfo.symbol}
                  </span>
                  {holder.record ? <span>{recordText(holder.record)}</span> : null}
                </Details>
                <Actions>
                  <Button onClick={() => onViewPortfolio(holder.address)} aria-label={`View Portfolio of ${holder.address}`}>
                    View Portfolio
                  </Button>
                  <TrackButton address={holder.address} />
                </Actions>
              </>
            )}
          </li>
        ))}
      </Holders>
    </section>
  );
});
