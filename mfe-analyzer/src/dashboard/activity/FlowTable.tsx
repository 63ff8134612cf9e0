// The chart's numbers as a table, for screen readers and keyboards: per token, what the tracked wallets
// bought, sold and their net, in the same dollars the chart labels.
import { formatCompactUsd, type TokenFlow } from '@whalewatch/shared';
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    overflow-wrap: anywhere;
  }
  th:first-child {
    text-align: left;
  }
`;

/** '+$1.35M', '−$1.56M', '$0.00'. */
export const signedUsd = (usd: number) =>
  usd > 0 ? `+${formatCompactUsd(usd)}` : usd < 0 ? `−${formatCompactUsd(-usd)}` : formatCompactUsd(0);

export function FlowTable({ flows, caption }: { flows: TokenFlow[]; caption: string }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Bought</th>
          <th scope="col">Sold</th>
          <th scope="col">Net</th>
        </tr>
      </thead>
      <tbody>
        {flows.map((flow) => (
          <tr key={flow.asset}>
            <th scope="row">{flow.symbol}</th>
            <td>{formatCompactUsd(flow.boughtUsd)}</td>
            <td>{formatCompactUsd(flow.soldUsd)}</td>
            <td>{signedUsd(flow.netUsd)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
