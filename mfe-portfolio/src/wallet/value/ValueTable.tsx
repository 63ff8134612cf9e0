// The chart's numbers as a table, for screen readers and for anyone who wants the figures: the same days,
// totals and breakdowns the chart shows.
import { formatUsd, type ValuePoint } from '@whalewatch/shared';
import styled from 'styled-components';
import { formatDay } from '../formatDay';
import { TableScroll } from '../WalletSection';

const Disclosure = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  ${TableScroll} {
    margin-top: ${({ theme }) => theme.space(3)};
    max-height: 24rem;
    overflow-y: auto;
  }
`;

/** 'ETH $1,200.00, USDC $300.00', largest first as the api lists them; none → '—'. */
export const breakdownText = (point: ValuePoint) =>
  point.tokens.length === 0 ? '—' : point.tokens.map((token) => `${token.symbol} ${formatUsd(token.valueUsd)}`).join(', ');

export function ValueTable({ points }: { points: ValuePoint[] }) {
  return (
    <Disclosure>
      <summary>Show as table</summary>
      <TableScroll aria-label="Value by day">
        <table>
          <caption>Total value by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="figure">
                Total value
              </th>
              <th scope="col">Made up of</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.at}>
                <th scope="row">{formatDay(point.at)}</th>
                <td className="figure">{formatUsd(point.totalUsd)}</td>
                <td>{breakdownText(point)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Disclosure>
  );
}
