// 'Holdings now': the wallet's portfolio, as the Portfolio Viewer shows it.
import { DetailList, fetchPortfolio, formatUsd, PORTFOLIO_FAILED, useLoad } from '@whalewatch/shared';
import { useCallback } from 'react';
import { PortfolioHoldings } from '../portfolio/PortfolioHoldings';
import { SectionFailure, SectionLoading, WalletSection } from './WalletSection';

export function Holdings({ address }: { address: string }) {
  const fetcher = useCallback((signal: AbortSignal) => fetchPortfolio(address, signal), [address]);
  const { load, reload } = useLoad(fetcher, 'the holdings');
  return (
    <WalletSection title="Holdings now">
      {load.state === 'loading' ? <SectionLoading what="the holdings" /> : null}
      {load.state === 'failed' ? <SectionFailure error={load.error} fallback={PORTFOLIO_FAILED} onRetry={reload} /> : null}
      {load.state === 'loaded' ? (
        <>
          <DetailList>
            <dt>Total Value</dt>
            <dd>{formatUsd(load.value.totalValueUsd)}</dd>
          </DetailList>
          <PortfolioHoldings portfolio={load.value} />
        </>
      ) : null}
    </WalletSection>
  );
}
