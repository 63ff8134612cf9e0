// /analyzer (spec §2 "Token Analyzer"): a token address, 'Analyze Token' ('Analyzing...' while the api
// works), the popular examples until there are results, then the top 3 holders by net inflow, each
// with its portfolio a click away. The view scrolls to the results. Where several chains are enabled, a
// chain switch (`?chain=`) picks the chain every lookup is on.
import {
  AddressField,
  ApiError,
  Button,
  Card,
  ChainSwitch,
  Page,
  PageTitle,
  UnknownChain,
  useChainChoice,
  validateTokenAddress,
  type ChainChoice,
  type PopularToken,
} from '@whalewatch/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ANALYSIS_FAILED, topHolders, type HolderAnalysis, type TokenDetails } from './analyzerApi';
import { HolderList } from './HolderList';
import { NoPopularTokens, PopularTokens } from './PopularTokens';
import { PortfolioModal } from './PortfolioModal';

type Results = { token: TokenDetails; holders: HolderAnalysis['holders']; incompleteAfter: number | null };

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

type AnalysisProps = {
  choice: ChainChoice;
  /** The address typed: kept when the reader switches chains. */
  address: string;
  onAddressChange: (address: string) => void;
};

/** The form and what it found, on one chain: a switch starts it afresh. */
function Analysis({ choice, address, onAddressChange }: AnalysisProps) {
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
      const analysis = await topHolders(address.trim(), choice.query, controller.signal);
      setResults({ token: analysis.token, holders: analysis.holders, incompleteAfter: analysis.complete ? null : analysis.transfersRead });
    } catch (error) {
      if (controller.signal.aborted) return;
      setResults(null);
      setFailure(error instanceof ApiError ? error.message : ANALYSIS_FAILED);
    } finally {
      if (running.current === controller) setAnalyzing(false);
    }
  };

  const pick = (token: PopularToken) => {
    onAddressChange(token.address);
    setFieldError(null);
    // Back to the input, so Enter analyzes the picked token.
    document.getElementById(inputId)?.focus();
  };

  const chainName = choice.chain?.name;
  const examples = choice.onFirstChain ? <PopularTokens onPick={pick} /> : chainName ? <NoPopularTokens chainName={chainName} /> : null;
  return (
    <>
      <Layout>
        <Card>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <AddressField
              id={inputId}
              label="Token Address"
              value={address}
              onChange={(event) => onAddressChange(event.target.value)}
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
            token={results.token}
            chain={choice.chain}
            holders={results.holders}
            incompleteAfter={results.incompleteAfter}
            onViewPortfolio={setPortfolioOf}
          />
        ) : (
          examples
        )}
      </Layout>
      {portfolioOf ? (
        <PortfolioModal address={portfolioOf} chain={choice.query} chainName={chainName} onClose={() => setPortfolioOf(null)} />
      ) : null}
    </>
  );
}

export default function TokenAnalyzer() {
  const choice = useChainChoice();
  const [address, setAddress] = useState('');
  return (
    <Page>
      <PageTitle>Token Analyzer</PageTitle>
      <ChainSwitch choice={choice} />
      {choice.unknown && choice.chains ? (
        <UnknownChain param={choice.param} chains={choice.chains} />
      ) : (
        // Keyed by the URL's chain: results, failures and requests of another chain do not carry over.
        <Analysis key={choice.param} choice={choice} address={address} onAddressChange={setAddress} />
      )}
    </Page>
  );
}
