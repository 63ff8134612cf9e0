// /analyzer (spec §2 "Token Analyzer"): a token address, 'Analyze Token' ('Analyzing...' while the api
// works), the popular examples until there are results, then the top 3 holders by net inflow, each
// with its portfolio a click away. The view scrolls to the results.
import { AddressField, ApiError, Button, Card, Page, PageTitle, validateTokenAddress, type PopularToken } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ANALYSIS_FAILED, topHolders, type HolderAnalysis } from './analyzerApi';
import { HolderList } from './HolderList';
import { PopularTokens } from './PopularTokens';
import { PortfolioModal } from './PortfolioModal';

type Results = { holders: HolderAnalysis['holders']; incompleteAfter: number | null };

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

export default function TokenAnalyzer() {
  const [address, setAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const [portfolioOf, setPortfolioOf] = useState<string | null>(null);
  const inputId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (results) resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [results]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const message = validateTokenAddress(address);
    setFieldError(message);
    if (message) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setAnalyzing(true);
    setFailure(null);
    try {
      const analysis = await topHolders(address.trim(), controller.signal);
      setResults({ holders: analysis.holders, incompleteAfter: analysis.complete ? null : analysis.transfersRead });
    } catch (error) {
      if (controller.signal.aborted) return;
      setResults(null);
      setFailure(error instanceof ApiError ? error.message : ANALYSIS_FAILED);
    } finally {
      if (running.current === controller) setAnalyzing(false);
    }
  };

  const pick = (token: PopularToken) => {
    setAddress(token.address);
    setFieldError(null);
    // Back to the input, so Enter analyzes the picked token.
    document.getElementById(inputId)?.focus();
  };

  return (
    <Page>
      <PageTitle>Token Analyzer</PageTitle>
      <Layout>
        <Card>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <AddressField
              id={inputId}
              label="Token Address"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              error={fieldError}
            />
            <Button type="submit" disabled={analyzing}>
              {analyzing ? 'Analyzing...' : 'Analyze Token'}
            </Button>
          </form>
          {failure ? <p role="alert">{failure}</p> : null}
        </Card>
        {results ? (
          <HolderList
            ref={resultsRef}
            holders={results.holders}
            incompleteAfter={results.incompleteAfter}
            onViewPortfolio={setPortfolioOf}
          />
        ) : (
          <PopularTokens onPick={pick} />
        )}
      </Layout>
      {portfolioOf ? <PortfolioModal address={portfolioOf} onClose={() => setPortfolioOf(null)} /> : null}
    </Page>
  );
}
