// 'Profit and loss' over 30 days, 90 days or everything loaded: realized, unrealized and total, the win
// rate, each token's part, and the largest wins and losses with their transactions. While the api has no
// prices it says so, and the profile is asked again every 30 s.
import {
  formatBalance,
  formatSignedUsd,
  formatUsd,
  MutedText,
  PNL_WINDOWS,
  WALLET_PROFILE_FAILED,
  type ChainRef,
  type PnlWindow,
  type WalletPnl,
} from '@whalewatch/shared';
import styled from 'styled-components';
import { ChoiceButtons } from './ChoiceButtons';
import { ClosedPositions } from './ClosedPositions';
import { totalPnl, unpricedTokensText, winRateText } from './pnlTexts';
import { PRICES_UNAVAILABLE } from './useWalletLoad';
import type { WalletProfileLoad } from './useWalletProfile';
import { SectionFailure, SectionLoading, TableScroll, WalletSection } from './WalletSection';

export const NO_PNL_TOKENS = 'No token was bought or sold in this window.';
export const NO_WINS = 'No position closed with a profit in this window.';
export const NO_LOSSES = 'No position closed with a loss in this window.';

const WINDOW_CHOICES: Record<PnlWindow, { text: string; name: string }> = {
  '30d': { text: '30 d', name: '30 days' },
  '90d': { text: '90 d', name: '90 days' },
  all: { text: 'All', name: 'All transfers' },
};
const CHOICES = PNL_WINDOWS.map((key) => ({ key, ...WINDOW_CHOICES[key] }));

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  > div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.35rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** A line under a figure: how many positions the win rate is over. */
const FigureNote = styled.dd`
  && {
    font-size: 0.85rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Positions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};

  h3 {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/** Wide enough for a token's name to wrap in words, not in letters. */
const TokenCell = styled.th`
  min-width: 9rem;
`;

function TokenTable({ pnl }: { pnl: WalletPnl }) {
  if (pnl.tokens.length === 0) return <MutedText>{NO_PNL_TOKENS}</MutedText>;
  return (
    <TableScroll aria-label="Profit and loss by token">
      <table>
        <caption>By token</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col" className="figure">
              Realized
            </th>
            <th scope="col" className="figure">
              Unrealized
            </th>
            <th scope="col" className="figure">
              Held
            </th>
            <th scope="col" className="figure">
              Cost of held
            </th>
          </tr>
        </thead>
        <tbody>
          {pnl.tokens.map((token) => (
            <tr key={token.asset}>
              <TokenCell scope="row">
                {token.symbol}
                {token.name && token.name !== token.symbol ? ` (${token.name})` : ''}
              </TokenCell>
              <td className="figure">{formatSignedUsd(token.realizedUsd, formatUsd)}</td>
              <td className="figure">{formatSignedUsd(token.unrealizedUsd, formatUsd)}</td>
              <td className="figure">{formatBalance(token.heldAmount)}</td>
              <td className="figure">{formatUsd(token.costBasisUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Pnl({ pnl, chain }: { pnl: WalletPnl; chain: ChainRef }) {
  if (pnl.status === 'unavailable') return <p role="status">{PRICES_UNAVAILABLE}</p>;
  const closed = `${pnl.closedPositions.toLocaleString('en-US')} closed ${pnl.closedPositions === 1 ? 'position' : 'positions'}`;
  return (
    <>
      <Figures>
        <div>
          <dt>Realized</dt>
          <dd>{formatSignedUsd(pnl.realizedUsd)}</dd>
        </div>
        <div>
          <dt>Unrealized</dt>
          <dd>{formatSignedUsd(pnl.unrealizedUsd)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatSignedUsd(totalPnl(pnl.realizedUsd, pnl.unrealizedUsd))}</dd>
        </div>
        <div>
          <dt>Win rate</dt>
          <dd>{winRateText(pnl.winRate)}</dd>
          <FigureNote>{pnl.closedPositions === 0 ? 'No closed positions' : closed}</FigureNote>
        </div>
      </Figures>
      {pnl.unpricedTokens > 0 ? <p>{unpricedTokensText(pnl.unpricedTokens)}</p> : null}
      <TokenTable pnl={pnl} />
      <Positions>
        <ClosedPositions title="Largest wins" positions={pnl.largestWins} chain={chain} empty={NO_WINS} />
        <ClosedPositions title="Largest losses" positions={pnl.largestLosses} chain={chain} empty={NO_LOSSES} />
      </Positions>
    </>
  );
}

export function ProfitAndLoss({ profile }: { profile: WalletProfileLoad }) {
  const { load, reload, pnlWindow, setPnlWindow } = profile;
  return (
    <WalletSection
      title="Profit and loss"
      controls={<ChoiceButtons label="Profit and loss window" choices={CHOICES} value={pnlWindow} onChange={setPnlWindow} />}
    >
      {load.state === 'loading' ? <SectionLoading what="the profit and loss" /> : null}
      {load.state === 'failed' ? <SectionFailure error={load.error} fallback={WALLET_PROFILE_FAILED} onRetry={reload} /> : null}
      {load.state === 'loaded' ? <Pnl pnl={load.value.pnl} chain={load.value.chain} /> : null}
    </WalletSection>
  );
}
