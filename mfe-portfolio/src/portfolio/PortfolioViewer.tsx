// /portfolio (spec §2 "Portfolio Viewer"): a wallet address, 'View Portfolio' ('Loading...' while the
// api works), then the wallet's tokens in USD with the reader taken to them. Success and failure are
// toasted (spec §8); a failure also stays under the form, as toasts go away. Where several chains are
// enabled, a chain switch (`?chain=`) picks the chain the portfolio is on.
import {
  AddressField,
  ApiError,
  Button,
  Card,
  ChainSwitch,
  InlineForm,
  Lead,
  Page,
  PageTitle,
  PORTFOLIO_FAILED,
  toast,
  UnknownChain,
  useChainChoice,
  validateWalletAddress,
  type Portfolio,
  fetchPortfolio,
} from '@whalewatch/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PortfolioResult } from './PortfolioResult';

export const PORTFOLIO_TAGLINE = "View any Ethereum wallet's complete token portfolio";
export const PORTFOLIO_LOADED = 'Portfolio loaded successfully';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

type PortfolioLookupProps = {
  /** The api's `chain` (undefined: the first chain). */
  chain: string | undefined;
  /** The address typed: kept when the reader switches chains. */
  address: string;
  onAddressChange: (address: string) => void;
};

/** The form and the portfolio it found, on one chain: a switch starts it afresh. */
function PortfolioLookup({ chain, address, onAddressChange }: PortfolioLookupProps) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [portfolio, setPortfolio] = useState<Portfolio | null>(null);
  const running = useRef<AbortController | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (portfolio) headingRef.current?.focus();
  }, [portfolio]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const message = validateWalletAddress(address);
    setFieldError(message);
    if (message) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setLoading(true);
    setFailure(null);
    setPortfolio(null);
    try {
      const loaded = await fetchPortfolio(address.trim(), controller.signal, chain);
      if (controller.signal.aborted) return;
      setPortfolio(loaded);
      toast.success(PORTFOLIO_LOADED);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (!(error instanceof ApiError)) console.error('Loading the portfolio failed', error);
      const reason = error instanceof ApiError ? error.message : PORTFOLIO_FAILED;
      setFailure(reason);
      toast.error(reason);
    } finally {
      if (running.current === controller) setLoading(false);
    }
  };

  return (
    <Layout>
      <Card>
        <InlineForm onSubmit={(event) => void onSubmit(event)} noValidate>
          <AddressField
            label="Wallet Address"
            value={address}
            onChange={(event) => onAddressChange(event.target.value)}
            error={fieldError}
          />
          <Button type="submit" disabled={loading}>
            {loading ? 'Loading...' : 'View Portfolio'}
          </Button>
        </InlineForm>
        {failure ? <Failure role="alert">{failure}</Failure> : null}
      </Card>
      {portfolio ? <PortfolioResult portfolio={portfolio} headingRef={headingRef} /> : null}
    </Layout>
  );
}

export default function PortfolioViewer() {
  const choice = useChainChoice();
  const [address, setAddress] = useState('');
  return (
    <Page>
      <PageTitle>Portfolio Viewer</PageTitle>
      <Lead>{PORTFOLIO_TAGLINE}</Lead>
      <ChainSwitch choice={choice} />
      {choice.unknown && choice.chains ? (
        <UnknownChain param={choice.param} chains={choice.chains} />
      ) : (
        // Keyed by the URL's chain: a portfolio, failure or request of another chain does not carry over.
        <PortfolioLookup key={choice.param} chain={choice.query} address={address} onAddressChange={setAddress} />
      )}
    </Page>
  );
}
