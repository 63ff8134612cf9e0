// The dashboard's Activity (issue 33 §3), the section /dashboard opens on: what the user's tracked
// wallets did in the last 24 h or 7 d — net flow per token as a chart (and a table), and their alerts
// newest first — narrowed by wallet, token, direction and minimum USD. New alerts come from the shell's
// stream through shared's live alerts and join both without a reload.
import {
  ApiError,
  Button,
  ButtonLink,
  fetchTrackingSettings,
  LoadFailed,
  MutedText,
  OnDemand,
  POPULAR_TOKENS,
  Spinner,
  subscribeToLiveAlerts,
  useLoad,
  VisuallyHidden,
  type ActivityFeed,
  type ActivityQuery,
  type ActivityRange,
  type TokenFlow,
  type TrackedWallet,
  type WalletNotification,
} from '@whalewatch/shared';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ACTIVITY_FAILED, activitySearch, fetchActivity } from './activityApi';
import { ActivityFilters, DEFAULT_FILTERS, MIN_USD_INVALID, RANGE_LABELS, type FilterInputs } from './ActivityFilters';
import { AlertFeed } from './AlertFeed';
import { FlowTable } from './FlowTable';
import { withLiveAlerts } from './liveActivity';

export const NO_TRACKED_WALLET = 'Track a wallet to see its activity here.';
export const TRACK_A_WALLET = 'Track a wallet';
export const WALLETS_FAILED = 'Failed to load your tracked wallets';
export const FEED_TITLE = 'Latest alerts';
export const CHART_NOT_LOADED = 'The chart could not be loaded.';
export const CLEAR_FILTERS = 'Clear filters';
export const chartTitle = (range: ActivityRange) => `What my whales did in the last ${RANGE_LABELS[range]}`;
export const flowCaption = (range: ActivityRange) => `Net flow per token in the last ${RANGE_LABELS[range]}, in US dollars`;
export const nothingInRange = (range: ActivityRange) => `Your tracked wallets did nothing in the last ${RANGE_LABELS[range]}.`;
export const nothingMatches = (range: ActivityRange) => `Nothing matches these filters in the last ${RANGE_LABELS[range]}.`;
export const newAlertAnnouncement = (alert: WalletNotification) => `New alert: ${alert.message}`;

/** Typed filters apply once the typing pauses this long. */
const TYPING_PAUSE_MS = 400;
/** Live alerts kept for the merge: hours of a busy whale, without growing for ever in a tab left open. */
const LIVE_ALERTS_KEPT = 1_000;

const loadWallets = async (signal: AbortSignal) => (await fetchTrackingSettings(WALLETS_FAILED, signal)).wallets;
const loadFlowChart = () => import('./FlowChart').then((module) => module.FlowChart);

/** What the api said went wrong, else `fallback`. */
const reason = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The minimum typed: a number of 0 or more, nothing (no minimum), or null when it is neither. */
function parseMinUsd(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const usd = Number(trimmed);
  return Number.isFinite(usd) && usd >= 0 ? usd : null;
}

function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    if (Object.is(value, paused)) return undefined;
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, paused, ms]);
  return paused;
}

/** The query the filters ask for: selects at once, typed filters after a pause; an invalid minimum changes nothing. */
function useActivityQuery(filters: FilterInputs): ActivityQuery {
  const token = usePaused(filters.token, TYPING_PAUSE_MS);
  const minUsdText = usePaused(filters.minUsd, TYPING_PAUSE_MS);
  const [query, setQuery] = useState<ActivityQuery>({ range: filters.range });
  const { range, wallet, direction } = filters;
  useEffect(() => {
    const minUsd = parseMinUsd(minUsdText);
    if (minUsd === null) return;
    const next: ActivityQuery = {
      range,
      wallet: wallet || undefined,
      token: token.trim() || undefined,
      direction: direction || undefined,
      minUsd,
    };
    setQuery((previous) => (activitySearch(previous) === activitySearch(next) ? previous : next));
  }, [range, wallet, token, direction, minUsdText]);
  return query;
}

/** Every alert published since the section opened, the latest state of each. */
function useLiveAlerts(): WalletNotification[] {
  const [alerts, setAlerts] = useState<ReadonlyMap<string, WalletNotification>>(new Map());
  useEffect(
    () =>
      subscribeToLiveAlerts((alert) =>
        setAlerts((previous) => {
          const next = new Map(previous);
          next.set(alert.id, alert);
          const oldest = next.keys().next();
          if (next.size > LIVE_ALERTS_KEPT && !oldest.done) next.delete(oldest.value);
          return next;
        }),
      ),
    [],
  );
  return useMemo(() => [...alerts.values()], [alerts]);
}

const Board = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const PanelTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.1rem;
`;

const EmptyState = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;

const hasFilters = ({ wallet, token, direction, minUsd }: ActivityQuery) => Boolean(wallet || token || direction || minUsd !== undefined);

interface ResultsProps {
  feed: ActivityFeed;
  live: WalletNotification[];
  query: ActivityQuery;
  wallets: TrackedWallet[];
  onShowWeek: () => void;
  onClearFilters: () => void;
}

/** The loaded activity with the live alerts merged in, announcing each new one; or why there is none. */
function ActivityResults({ feed, live, query, wallets, onShowWeek, onClearFilters }: ResultsProps) {
  const tracked = useMemo(() => new Set(wallets.map((wallet) => wallet.address.toLowerCase())), [wallets]);
  const { items, flows, added } = useMemo(
    () => withLiveAlerts(feed, live, { query, tracked, now: Date.now() }),
    [feed, live, query, tracked],
  );
  const announcement = added[0] ? newAlertAnnouncement(added[0]) : '';

  const filtered = hasFilters(query);
  return (
    <>
      {/* First and always here: a region that appears with its text is not announced. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {items.length === 0 && flows.length === 0 ? (
        <EmptyState>
          <MutedText>{filtered ? nothingMatches(query.range) : nothingInRange(query.range)}</MutedText>
          {filtered ? (
            <Button $variant="secondary" onClick={onClearFilters}>
              {CLEAR_FILTERS}
            </Button>
          ) : null}
          {!filtered && query.range === '24h' ? (
            <Button $variant="secondary" onClick={onShowWeek}>
              Show the last {RANGE_LABELS['7d']}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ActivityBoard items={items} flows={flows} range={query.range} />
      )}
    </>
  );
}

/** The chart (fetched on demand) with its table, then the feed. */
function ActivityBoard({ items, flows, range }: { items: WalletNotification[]; flows: TokenFlow[]; range: ActivityRange }) {
  const chartHeading = useId();
  const feedHeading = useId();
  return (
    <Board>
      <Panel aria-labelledby={chartHeading}>
        <PanelTitle id={chartHeading}>{chartTitle(range)}</PanelTitle>
        {flows.length > 0 ? (
          <>
            <OnDemand load={loadFlowChart} what="the chart" failedMessage={CHART_NOT_LOADED}>
              {(FlowChart) => <FlowChart flows={flows} />}
            </OnDemand>
            <FlowTable flows={flows} caption={flowCaption(range)} />
          </>
        ) : (
          <MutedText>No move with a USD value: nothing bought or sold to chart.</MutedText>
        )}
      </Panel>
      <Panel aria-labelledby={feedHeading}>
        <PanelTitle id={feedHeading}>{FEED_TITLE}</PanelTitle>
        <AlertFeed alerts={items} label={FEED_TITLE} />
      </Panel>
    </Board>
  );
}

export function Activity() {
  const [filters, setFilters] = useState<FilterInputs>(DEFAULT_FILTERS);
  const query = useActivityQuery(filters);
  // The answer keeps the query it answers: the live alerts are merged under the same filters.
  const fetcher = useCallback(async (signal: AbortSignal) => ({ query, feed: await fetchActivity(query, signal) }), [query]);
  const wallets = useLoad(loadWallets, 'the tracked wallets');
  const feed = useLoad(fetcher, 'the activity');
  const live = useLiveAlerts();

  const change = useCallback((change: Partial<FilterInputs>) => setFilters((previous) => ({ ...previous, ...change })), []);
  const symbols = useMemo(() => {
    const shown = feed.load.state === 'loaded' ? feed.load.value.feed.flows.map((flow) => flow.symbol) : [];
    return [...new Set(['ETH', ...shown, ...POPULAR_TOKENS.map((token) => token.symbol)])];
  }, [feed.load]);

  if (wallets.load.state === 'loading') return <Spinner label="Loading activity" />;
  if (wallets.load.state === 'failed') return <LoadFailed message={reason(wallets.load.error, WALLETS_FAILED)} onRetry={wallets.reload} />;
  if (wallets.load.value.length === 0) {
    return (
      <EmptyState>
        <MutedText>{NO_TRACKED_WALLET}</MutedText>
        <ButtonLink to="/register">{TRACK_A_WALLET}</ButtonLink>
      </EmptyState>
    );
  }

  return (
    <>
      <ActivityFilters
        filters={filters}
        onChange={change}
        wallets={wallets.load.value}
        symbols={symbols}
        minUsdError={parseMinUsd(filters.minUsd) === null ? MIN_USD_INVALID : null}
      />
      {feed.load.state === 'loading' ? <Spinner label="Loading activity" /> : null}
      {feed.load.state === 'failed' ? <LoadFailed message={reason(feed.load.error, ACTIVITY_FAILED)} onRetry={feed.reload} /> : null}
      {feed.load.state === 'loaded' ? (
        <ActivityResults
          feed={feed.load.value.feed}
          live={live}
          query={feed.load.value.query}
          wallets={wallets.load.value}
          onShowWeek={() => change({ range: '7d' })}
          onClearFilters={() => setFilters({ ...DEFAULT_FILTERS, range: filters.range })}
        />
      ) : null}
    </>
  );
}
