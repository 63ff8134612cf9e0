// 'Holdings now': the wallet's portfolio, as the Portfolio Viewer shows it. Where several chains are
// enabled, the wallet on each of them under the total of those that answered: a chain that fails says so
// in its own part, with 'Try again', and the total names what it leaves out.
import {
  DetailList,
  formatUsd,
  PORTFOLIO_FAILED,
  useChains,
  useLoad,
  type Chain,
  type Load,
  type Portfolio,
  fetchPortfolio,
} from '@whalewatch/shared';
import { useCallback, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PortfolioHoldings } from '../portfolio/PortfolioHoldings';
import { useChainPortfolios } from './useChainPortfolios';
import { SectionFailure, SectionLoading, WalletSection } from './WalletSection';

const names = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** 'All chains', or what the total leaves out: 'All chains (Base unavailable)', 'All chains (Base loading)'. */
function allChainsLabel(unavailable: string[], loading: string[]): string {
  const left: string[] = [];
  if (unavailable.length > 0) left.push(`${names.format(unavailable)} unavailable`);
  if (loading.length > 0) left.push(`${names.format(loading)} loading`);
  return left.length > 0 ? `All chains (${left.join('; ')})` : 'All chains';
}

const ChainPart = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One portfolio as it loads: its total and what it holds, or why it is not there. */
function PortfolioLoad({ load, what, level, onRetry }: { load: Load<Portfolio>; what: string; level: 3 | 4; onRetry: () => void }) {
  if (load.state === 'loading') return <SectionLoading what={what} />;
  if (load.state === 'failed') return <SectionFailure error={load.error} fallback={PORTFOLIO_FAILED} onRetry={onRetry} />;
  return (
    <>
      <DetailList>
        <dt>Total Value</dt>
        <dd>{formatUsd(load.value.totalValueUsd)}</dd>
      </DetailList>
      <PortfolioHoldings portfolio={load.value} level={level} />
    </>
  );
}

/** The only chain enabled (or, when the chains could not be read, the first): as the page was before chains. */
function OneChain({ address, chain }: { address: string; chain: Chain | undefined }) {
  const fetcher = useCallback((signal: AbortSignal) => fetchPortfolio(address, signal, chain?.slug), [address, chain]);
  const { load, reload } = useLoad(fetcher, 'the holdings');
  return <PortfolioLoad load={load} what="the holdings" level={3} onRetry={reload} />;
}

function ChainHoldings({ chain, children }: { chain: Chain; children: ReactNode }) {
  const headingId = useId();
  return (
    <ChainPart aria-labelledby={headingId}>
      <h3 id={headingId}>{chain.name}</h3>
      {children}
    </ChainPart>
  );
}

function AllChains({ address, chains }: { address: string; chains: Chain[] }) {
  const portfolios = useChainPortfolios(address, chains);
  const named = (state: Load<Portfolio>['state']) => portfolios.filter(({ load }) => load.state === state).map(({ chain }) => chain.name);
  const totals = portfolios.flatMap(({ load }) => (load.state === 'loaded' ? [load.value.totalValueUsd] : []));
  const loading = named('loading');
  return (
    <>
      <DetailList>
        <dt>{allChainsLabel(named('failed'), loading)}</dt>
        <dd>
          {totals.length > 0 ? formatUsd(totals.reduce((sum, total) => sum + total, 0)) : loading.length > 0 ? 'Loading…' : formatUsd(null)}
        </dd>
      </DetailList>
      {portfolios.map(({ chain, load, retry }) => (
        <ChainHoldings key={chain.slug} chain={chain}>
          <PortfolioLoad load={load} what={`the holdings on ${chain.name}`} level={4} onRetry={retry} />
        </ChainHoldings>
      ))}
    </>
  );
}

export function Holdings({ address }: { address: string }) {
  const chains = useChains();
  return (
    <WalletSection title="Holdings now">
      {chains === null ? <SectionLoading what="the holdings" /> : null}
      {chains !== null && chains.length < 2 ? <OneChain address={address} chain={chains[0]} /> : null}
      {chains !== null && chains.length >= 2 ? <AllChains address={address} chains={chains} /> : null}
    </WalletSection>
  );
}
