// /portfolio (spec §2 "Portfolio Viewer"). The address form and its validation; fetching and showing
// the portfolio arrive with the portfolio issue.
import { AddressField, Button, Card, Lead, Page, PageTitle, validateWalletAddress } from '@whalewatch/shared';
import { useState, type FormEvent } from 'react';

export const PORTFOLIO_TAGLINE = "View any Ethereum wallet's complete token portfolio";

export default function PortfolioViewer() {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(validateWalletAddress(address));
  };

  return (
    <Page>
      <PageTitle>Portfolio Viewer</PageTitle>
      <Lead>{PORTFOLIO_TAGLINE}</Lead>
      <Card>
        <form onSubmit={onSubmit} noValidate>
          <AddressField
            label="Wallet Address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={error}
          />
          <Button type="submit">View Portfolio</Button>
        </form>
      </Card>
    </Page>
  );
}
