// 'Value over time': the wallet's total in US dollars, a point a day over 30 days, 90 days or a year. The
// chart is a chunk of its own (d3's scales and shapes), fetched beside the data, so the page's first
// paint does not wait for it. On the page's chain.
import {
  fetchWalletValue,
  LoadFailed,
  MutedText,
  Spinner,
  useLoad,
  VALUE_RANGES,
  WALLET_VALUE_FAILED,
  type ValueRange,
  type WalletValueHistory,
} from '@whalewatch/shared';
import { useCallback, useState } from 'react';
import { ChoiceButtons } from '../ChoiceButtons';
import { PRICES_UNAVAILABLE, useWalletLoad } from '../useWalletLoad';
import { SectionFailure, SectionLoading, WalletSection } from '../WalletSection';

export const NO_VALUE_HISTORY = 'No value to show for this range: no day of it could be priced.';
export const CHART_NOT_LOADED = 'The chart could not be loaded.';

const RANGE_CHOICES: Record<ValueRange, { text: string; name: string }> = {
  '30d': { text: '30 d', name: '30 days' },
  '90d': { text: '90 d', name: '90 days' },
  '1y': { text: '1 y', name: '1 year' },
};
const CHOICES = VALUE_RANGES.map((key) => ({ key, ...RANGE_CHOICES[key] }));

const loadValueChart = () => import('./ValueChart');

const pricesUnavailable = (history: WalletValueHistory) => history.status === 'unavailable';

/** `chain`: the api's `chain` (undefined: the first chain). */
export function ValueOverTime({ address, chain }: { address: string; chain: string | undefined }) {
  const [range, setRange] = useState<ValueRange>('30d');
  const fetcher = useCallback((signal: AbortSignal) => fetchWalletValue(address, range, signal, chain), [address, range, chain]);
  const { load, reload } = useWalletLoad(fetcher, "the wallet's value", { chain, pricesUnavailable });
  // The chart's chunk stays loaded across ranges: its state lives here, not under the range's answer.
  const { load: chart, reload: reloadChart } = useLoad(loadValueChart, 'the value chart');

  const history = load.state === 'loaded' ? load.value : null;
  const priced = history?.points.some((point) => point.totalUsd !== null) ?? false;
  const ValueChart = chart.state === 'loaded' ? chart.value.ValueChart : null;

  return (
    <WalletSection title="Value over time" controls={<ChoiceButtons label="Range" choices={CHOICES} value={range} onChange={setRange} />}>
      {load.state === 'loading' ? <SectionLoading what="the value over time" /> : null}
      {load.state === 'failed' ? <SectionFailure error={load.error} fallback={WALLET_VALUE_FAILED} onRetry={reload} /> : null}
      {history?.status === 'unavailable' ? <p role="status">{PRICES_UNAVAILABLE}</p> : null}
      {history?.status === 'ok' && !priced ? <MutedText>{NO_VALUE_HISTORY}</MutedText> : null}
      {history?.status === 'ok' && priced ? (
        <>
          {chart.state === 'loading' ? <Spinner label="Loading the chart" /> : null}
          {chart.state === 'failed' ? <LoadFailed message={CHART_NOT_LOADED} onRetry={reloadChart} /> : null}
          {ValueChart ? <ValueChart points={history.points} /> : null}
        </>
      ) : null}
    </WalletSection>
  );
}
