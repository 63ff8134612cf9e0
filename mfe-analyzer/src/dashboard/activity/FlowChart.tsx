// "What my whales did": per token a diverging bar, bought to the right and sold to the left of the axis,
// on one scale for every token, with the net beside it. A chunk of its own, fetched once there is
// something to draw; the table beside it (FlowTable) says the same for screen readers, so it is hidden
// from them.
import { formatCompactUsd, type TokenFlow } from '@whalewatch/shared';
import styled from 'styled-components';
import { signedUsd } from './FlowTable';

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Swatch = styled.span<{ $bought: boolean }>`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-right: ${({ theme }) => theme.space(1)};
  border-radius: 2px;
  vertical-align: -1px;
  background: ${({ theme, $bought }) => ($bought ? theme.colors.success : theme.colors.danger)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(3rem, 4.5rem) minmax(0, 1fr) minmax(3.5rem, 5rem);
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
`;

const TokenSymbol = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Net = styled.span<{ $sign: number }>`
  text-align: right;
  font-weight: 600;
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.success : $sign < 0 ? theme.colors.danger : theme.colors.textMuted)};
`;

const Bars = styled.svg`
  display: block;
  width: 100%;
  height: 1.25rem;
  overflow: visible;

  .bought {
    fill: ${({ theme }) => theme.colors.success};
  }
  .sold {
    fill: ${({ theme }) => theme.colors.danger};
  }
  .axis {
    stroke: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Half the bar area, in the SVG's own units; the axis is at HALF. */
const HALF = 100;
/** A flow too small to see at this scale still shows as a sliver. */
const MIN_BAR = 1;

const barLength = (usd: number, largest: number) => (usd <= 0 || largest <= 0 ? 0 : Math.max(MIN_BAR, (usd / largest) * HALF));

export function FlowChart({ flows }: { flows: TokenFlow[] }) {
  const largest = Math.max(0, ...flows.flatMap((flow) => [flow.boughtUsd, flow.soldUsd]));
  return (
    <Figure aria-hidden="true" data-testid="flow-chart">
      <Legend>
        <span>
          <Swatch $bought={false} />← Sold (sent)
        </span>
        <span>
          <Swatch $bought />
          Bought (received) →
        </span>
      </Legend>
      {flows.map((flow) => {
        const sold = barLength(flow.soldUsd, largest);
        const bought = barLength(flow.boughtUsd, largest);
        return (
          <Row
            key={flow.asset}
            title={`${flow.symbol}: bought ${formatCompactUsd(flow.boughtUsd)}, sold ${formatCompactUsd(flow.soldUsd)}`}
          >
            <TokenSymbol>{flow.symbol}</TokenSymbol>
            <Bars viewBox={`0 0 ${HALF * 2} 10`} preserveAspectRatio="none">
              <rect className="sold" x={HALF - sold} y={1} width={sold} height={8} />
              <rect className="bought" x={HALF} y={1} width={bought} height={8} />
              <line className="axis" x1={HALF} x2={HALF} y1={0} y2={10} vectorEffect="non-scaling-stroke" />
            </Bars>
            <Net $sign={Math.sign(flow.netUsd)}>{signedUsd(flow.netUsd)}</Net>
          </Row>
        );
      })}
    </Figure>
  );
}
