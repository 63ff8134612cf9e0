// /stealth (spec §2 "StealthWallet"): the sign-in notice when signed out (the shell does not redirect this
// route), with Sign In leading back here; signed in, the form that adds a wallet (proved by its signature)
// and the list of the user's stealth wallets.
import { ButtonLink, Lead, originState, Page, PageTitle, useSession } from '@whalewatch/shared';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AddStealthWalletForm } from './AddStealthWalletForm';
import { StealthList } from './StealthList';
import { useStealthWallets } from './useStealthWallets';

export const SIGN_IN_TITLE = 'Please Sign In';
export const SIGN_IN_MESSAGE = 'You need to be signed in to access the StealthWallet feature.';
export const STEALTH_TAGLINE = 'Protect your wallets from being tracked by others';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

function SignInNotice() {
  const location = useLocation();
  return (
    <Page>
      <PageTitle>{SIGN_IN_TITLE}</PageTitle>
      <Lead>{SIGN_IN_MESSAGE}</Lead>
      {/* The panel sends the user back to the origin after sign-in (spec §2). */}
      <ButtonLink to="/auth" state={originState(location)}>
        Sign In
      </ButtonLink>
    </Page>
  );
}

function StealthScreen() {
  const { wallets, reload, refresh, removing, remove } = useStealthWallets();
  return (
    <Page>
      <PageTitle>StealthWallet</PageTitle>
      <Lead>{STEALTH_TAGLINE}</Lead>
      <Sections>
        <AddStealthWalletForm onAdded={refresh} />
        <StealthList wallets={wallets} removing={removing} onRemove={(wallet) => void remove(wallet)} onRetry={reload} />
      </Sections>
    </Page>
  );
}

export default function StealthWallet() {
  const user = useSession((state) => state.user);
  return user ? <StealthScreen /> : <SignInNotice />;
}
