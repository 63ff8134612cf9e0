// 'Activity': the wallet's moves in the words of alerts, newest first, each linking to its transaction;
// a page at a time, of one token and one direction when the reader picks them. On the page's chain: the
// page starts it afresh on another chain (its tokens are that chain's), and each link names the chain.
import {
  Button,
  fetchWalletActivity,
  formatTimestamp,
  MutedText,
  Select,
  transactionPath,
  WALLET_ACTIVITY_FAILED,
  type ActivityDirection,
  type AssetId,
  type WalletActivityItem,
} from '@whalewatch/shared';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isoDate } from './formatDay';
import { useWalletLoad } from './useWalletLoad';
import { SectionFailure, SectionLoading, WalletSection } from './WalletSection';

export const NO_ACTIVITY = 'No activity yet.';
export const NO_MATCHING_ACTIVITY = 'No activity matches these filters.';

/** A token the reader can narrow the activity to. */
export interface TokenChoice {
  asset: AssetId;
  symbol: string;
}

type DirectionChoice = 'all' | ActivityDirection;
const DIRECTIONS: { key: DirectionChoice; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'in', label: 'In' },
  { key: 'out', label: 'Out' },
];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const Moves = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => `${theme.space(2)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
  time {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const newestFirst = (items: WalletActivityItem[]) => [...items].sort((a, b) => b.at - a.at || b.blockNumber - a.blockNumber);

/** `chain`: the api's `chain` (undefined: the first chain). */
export function Activity({ address, chain, tokens }: { address: string; chain: string | undefined; tokens: TokenChoice[] }) {
  const [page, setPage] = useState(1);
  const [token, setToken] = useState<AssetId | ''>('');
  const [direction, setDirection] = useState<DirectionChoice>('all');
  const tokenId = useId();
  const directionId = useId();

  const fetcher = useCallback(
    (signal: AbortSignal) =>
      fetchWalletActivity(address, { page, token: token || null, direction: direction === 'all' ? null : direction }, signal, chain),
    [address, page, token, direction, chain],
  );
  const { load, reload, latest } = useWalletLoad(fetcher, "the wallet's activity", { chain });
  const filtered = token !== '' || direction !== 'all';
  const busy = load.state === 'loading';

  return (
    <WalletSection title="Activity">
      <Filters>
        <label htmlFor={tokenId}>
          Token
          <Select
            id={tokenId}
            value={token}
            onChange={(event) => {
              setToken(event.target.value as AssetId | '');
              setPage(1);
            }}
          >
            <option value="">All tokens</option>
            {tokens.map((choice) => (
              <option key={choice.asset} value={choice.asset}>
                {choice.symbol}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor={directionId}>
          Direction
          <Select
            id={directionId}
            value={direction}
            onChange={(event) => {
              setDirection(event.target.value as DirectionChoice);
              setPage(1);
            }}
          >
            {DIRECTIONS.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </Select>
        </label>
      </Filters>
      {busy ? <SectionLoading what="the activity" /> : null}
      {load.state === 'failed' ? <SectionFailure error={load.error} fallback={WALLET_ACTIVITY_FAILED} onRetry={reload} /> : null}
      {latest && load.state !== 'failed' ? (
        <>
          {latest.items.length === 0 ? (
            <MutedText>{filtered ? NO_MATCHING_ACTIVITY : NO_ACTIVITY}</MutedText>
          ) : (
            <Moves aria-label="Moves, newest first" aria-busy={busy}>
              {newestFirst(latest.items).map((item) => (
                <li key={`${item.hash}:${item.text}`}>
                  <Link to={transactionPath(item.hash, latest.chain)}>{item.text}</Link>
                  <time dateTime={isoDate(item.at)}>{formatTimestamp(item.at)}</time>
                </li>
              ))}
            </Moves>
          )}
          {latest.pages > 1 ? (
            <Pager aria-label="Activity pages">
              <Button $variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span aria-live="polite">
                Page {latest.page} of {latest.pages}
              </span>
              <Button $variant="secondary" disabled={page >= latest.pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </Pager>
          ) : null}
        </>
      ) : null}
    </WalletSection>
  );
}
