// The largest wins or losses of the window: each position's result, what was sold and when, and links to
// its transactions on their chain (the sale, then the purchases it was matched against).
import {
  formatAmount,
  formatSignedUsd,
  formatUsd,
  MutedText,
  shortAddress,
  transactionPath,
  type ChainRef,
  type ClosedPosition,
} from '@whalewatch/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDay, isoDate } from './formatDay';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    min-width: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Result = styled.strong`
  font-variant-numeric: tabular-nums;
`;

const Transactions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.9rem;
`;

function Position({ position, chain }: { position: ClosedPosition; chain: ChainRef }) {
  const [sale, ...purchases] = position.hashes;
  return (
    <li>
      <Result>
        {position.symbol} {formatSignedUsd(position.pnlUsd, formatUsd)}
      </Result>
      <span>
        {formatAmount(position.amount)} {position.symbol} sold on{' '}
        <time dateTime={isoDate(position.closedAt)}>{formatDay(position.closedAt)}</time> for {formatUsd(position.proceedsUsd)}, bought for{' '}
        {formatUsd(position.costUsd)}
      </span>
      <Transactions>
        {sale ? <Link to={transactionPath(sale, chain)}>Sale {shortAddress(sale)}</Link> : null}
        {purchases.map((hash) => (
          <Link key={hash} to={transactionPath(hash, chain)}>
            Purchase {shortAddress(hash)}
          </Link>
        ))}
      </Transactions>
    </li>
  );
}

export interface ClosedPositionsProps {
  title: string;
  positions: ClosedPosition[];
  /** The chain the positions were closed on. */
  chain: ChainRef;
  empty: string;
}

export function ClosedPositions({ title, positions, chain, empty }: ClosedPositionsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {positions.length === 0 ? (
        <MutedText>{empty}</MutedText>
      ) : (
        <List>
          {positions.map((position, index) => (
            <Position key={`${position.hashes[0] ?? ''}:${index}`} position={position} chain={chain} />
          ))}
        </List>
      )}
    </section>
  );
}
