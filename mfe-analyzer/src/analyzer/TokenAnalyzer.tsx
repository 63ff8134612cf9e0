// /analyzer (spec §2 "Token Analyzer"): the token address form and the popular examples. Looking up
// the top holders arrives with the analyzer issue.
import {
  AddressField,
  Button,
  Card,
  Page,
  PageTitle,
  toast,
  validateTokenAddress,
  type PopularToken,
} from '@whalewatch/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PopularTokens } from './PopularTokens';

export const HOLDER_ANALYSIS_COMING_SOON = 'Holder analysis is coming soon.';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

export default function TokenAnalyzer() {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateTokenAddress(address);
    setError(message);
    if (!message) toast.info(HOLDER_ANALYSIS_COMING_SOON);
  };

  const pick = (token: PopularToken) => {
    setAddress(token.address);
    setError(null);
    // Back to the input, so Enter analyzes the picked token.
    document.getElementById(inputId)?.focus();
  };

  return (
    <Page>
      <PageTitle>Token Analyzer</PageTitle>
      <Layout>
        <Card>
          <form onSubmit={onSubmit} noValidate>
            <AddressField
              id={inputId}
              label="Token Address"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              error={error}
            />
            <Button type="submit">Analyze Token</Button>
          </form>
        </Card>
        <PopularTokens onPick={pick} />
      </Layout>
    </Page>
  );
}
