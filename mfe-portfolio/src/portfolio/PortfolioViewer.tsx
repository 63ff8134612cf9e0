// /portfolio (spec §2 "Portfolio Viewer"): a wallet address, 'View Portfolio' ('Loading...' while the
// api works), then the wallet's tokens in USD with the reader taken to them. Success and failure are
// toasted (spec §8); a failure also stays under the form, as toasts go away.
import {
  AddressField,
  ApiError,
  Button,
  Card,
  fetchPortfolio,
  InlineForm,
  Lead,
  Page,
  PageTitle,
  PORTFOLIO_FAILED,
  toast,
  validateWalletAddress,
  type Portfolio,
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

export default function PortfolioViewer() {
  const [address, setAddress] = useState('');
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
      const loaded = await fetchPortfolio(address.trim(), controller.signal);
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
    <Page>
      <PageTitle>Portfolio Viewer</PageTitle>
      <Lead>{PORTFOLIO_TAGLINE}</Lead>
      <Layout>
        <Card>
          <InlineForm onSubmit={(event) => void onSubmit(event)} noValidate>
            <AddressField label="Wallet Address" value={address} onChange={(event) => setAddress(event.target.value)} error={fieldError} />
            <Button type="submit" disabled={loading}>
              {loading ? 'Loading...' : 'View Portfolio'}
            </Button>
          </InlineForm>
          {failure ? <Failure role="alert">{failure}</Failure> : null}
        </Card>
        {portfolio ? <PortfolioResult portfolio={portfolio} headingRef={headingRef} /> : null}
      </Layout>
    </Page>
  );
}
