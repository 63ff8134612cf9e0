// /stealth (spec §2 "StealthWallet"): the sign-in notice, the add form with its validation and the
// list. Loading, adding and removing stealth wallets arrive with the stealth issue.
import { AddressField, Button, Card, Lead, Page, PageTitle, toast, useSession, validateWalletAddress } from '@whalewatch/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

export const SIGN_IN_TITLE = 'Please Sign In';
export const SIGN_IN_MESSAGE = 'You need to be signed in to access the StealthWallet feature.';
export const STEALTH_TAGLINE = 'Protect your wallets from being tracked by others';
export const EMPTY_STEALTH_LIST = 'No wallets in your stealth list yet.';
export const STEALTH_SAVING_COMING_SOON = 'Stealth list saving is coming soon.';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function SignInNotice() {
  return (
    <Page>
      <PageTitle>{SIGN_IN_TITLE}</PageTitle>
      <Lead>{SIGN_IN_MESSAGE}</Lead>
    </Page>
  );
}

function AddStealthWalletForm() {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateWalletAddress(address);
    setError(message);
    if (!message) toast.info(STEALTH_SAVING_COMING_SOON);
  };

  return (
    <Card aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Add Wallet to Stealth List</SectionTitle>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <AddressField
          label="Wallet Address"
          placeholder="Enter Ethereum address (0x...)"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={error}
        />
        <Button type="submit">Add to Stealth List</Button>
      </form>
    </Card>
  );
}

function StealthList() {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Your Stealth Wallets</SectionTitle>
      <Empty>{EMPTY_STEALTH_LIST}</Empty>
    </Card>
  );
}

export default function StealthWallet() {
  const user = useSession((state) => state.user);
  if (!user) return <SignInNotice />;
  return (
    <Page>
      <PageTitle>StealthWallet</PageTitle>
      <Lead>{STEALTH_TAGLINE}</Lead>
      <Sections>
        <AddStealthWalletForm />
        <StealthList />
      </Sections>
    </Page>
  );
}
