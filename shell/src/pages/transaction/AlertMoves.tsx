// One alert's moves as a table: what moved, how much, its US dollars at the block (or 'no price' for a
// token without one), the other side by label or short address, and 'Track' for another side worth
// tracking.
import {
  type AddressLabel,
  type AlertMove,
  type ChainRef,
  formatAmount,
  formatUsd,
  shortAddress,
  TrackButton,
  VisuallyHidden,
  WalletLink,
  type WalletNotification,
} from '@whalewatch/shared';
import styled from 'styled-components';

export const NO_PRICE = 'no price';

/** Other sides not offered for tracking: venues and contracts rather than someone's wallet, and the user's own. */
const NOT_TRACKABLE: ReadonlySet<AddressLabel['kind']> = new Set(['exchange', 'dex', 'token', 'burn', 'nickname', 'own']);

const isTrackable = (move: AlertMove) =>
  move.counterparty !== null && !(move.counterpartyLabel && NOT_TRACKABLE.has(move.counterpartyLabel.kind));

/** The moves ('alertId:index') that offer 'Track': each trackable other side once, at its first move on the page. */
export function movesOfferingTrack(alerts: WalletNotification[]): ReadonlySet<string> {
  const offered = new Set<string>();
  const moves = new Set<string>();
  for (const alert of alerts) {
    alert.moves.forEach((move, index) => {
      const counterparty = move.counterparty?.toLowerCase();
      if (!counterparty || !isTrackable(move) || offered.has(counterparty)) return;
      offered.add(counterparty);
      moves.add(`${alert.id}:${index}`);
    });
  }
  return moves;
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
    font-weight: 600;
  }

  /* A phone has no room for five columns: each move becomes a block of labelled lines. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      border: none;
      padding: ${({ theme }) => `${theme.space(1)} 0`};
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 0.85rem;
      font-weight: 600;
    }
  }
`;

const Numeric = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const NoPrice = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

const Address = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

function moveVerb(move: AlertMove): string {
  if (move.kind === 'approval') return Number(move.amount) === 0 ? 'Revoked approval' : 'Approved';
  return move.direction === 'out' ? 'Sent' : 'Received';
}

function amount(move: AlertMove): string {
  if (move.amount === 'unlimited') return `Unlimited ${move.symbol}`;
  return `${formatAmount(move.amount)} ${move.symbol}`;
}

function Dollars({ move }: { move: AlertMove }) {
  if (move.kind === 'approval') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>none</VisuallyHidden>
      </>
    );
  }
  if (!move.priced) return <NoPrice title="This token has no known price">{NO_PRICE}</NoPrice>;
  return <>{formatUsd(move.valueUsd)}</>;
}

function Counterparty({ move, chain }: { move: AlertMove; chain: ChainRef | null }) {
  if (!move.counterparty) return <>—</>;
  const short = <Address title={move.counterparty}>{shortAddress(move.counterparty)}</Address>;
  return (
    <WalletLink address={move.counterparty} chain={chain}>
      {move.counterpartyLabel ? <>{move.counterpartyLabel.name} </> : null}
      {short}
    </WalletLink>
  );
}

/** `offersTrack(index)`: whether the move at `index` shows 'Track' for its other side. */
export function AlertMoves({
  moves,
  chain,
  caption,
  offersTrack,
}: {
  moves: AlertMove[];
  /** The chain the moves are on: each other side's page opens on it. */
  chain: ChainRef | null;
  caption: string;
  offersTrack: (index: number) => boolean;
}) {
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Move</th>
            <th scope="col">Amount</th>
            <th scope="col">Value (USD)</th>
            <th scope="col">Other side</th>
            <th scope="col">
              <VisuallyHidden>Track</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {moves.map((move, index) => (
            <tr key={index}>
              <td>{moveVerb(move)}</td>
              <Numeric data-label="Amount">{amount(move)}</Numeric>
              <Numeric data-label="Value (USD)">
                <Dollars move={move} />
              </Numeric>
              <td data-label="Other side">
                <Counterparty move={move} chain={chain} />
              </td>
              <td>
                {move.counterparty && offersTrack(index) ? (
                  <TrackButton address={move.counterparty} label={`Track ${shortAddress(move.counterparty)}`} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
