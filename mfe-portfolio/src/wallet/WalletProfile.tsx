// /wallet/:address (issue 33): a page for every wallet — who it is, what it holds now, its value over
// time, its profit and loss, its activity and its counterparties. Each part loads and fails on its own; a
// wallet on someone's stealth list shows only that it is protected.
import { checksumAddress, Page, PageTitle, validateWalletAddress, type WalletProfile as Profile } from '@whalewatch/shared';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Activity, type TokenChoice } from './Activity';
import { Counterparties } from './Counterparties';
import { Holdings } from './Holdings';
import { ProfitAndLoss } from './ProfitAndLoss';
import { protectedWalletMessage, useWalletProfile } from './useWalletProfile';
import { ValueOverTime } from './value/ValueOverTime';
import { WalletIdentity } from './WalletIdentity';

export const WALLET_PROFILE_TITLE = 'Wallet profile';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Invalid = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Every asset the wallet moved, for the activity's token filter. */
function tokenChoices(profile: Profile | null): TokenChoice[] {
  return profile?.assets.map(({ asset, symbol }) => ({ asset, symbol: symbol || asset })) ?? [];
}

function WalletPage({ address }: { address: string }) {
  const profile = useWalletProfile(address);
  const isProtected = protectedWalletMessage(profile.load) !== null;
  return (
    <Sections>
      <WalletIdentity address={address} profile={profile} />
      {isProtected ? null : (
        <>
          <Holdings address={address} />
          <ValueOverTime address={address} />
          <ProfitAndLoss profile={profile} />
          <Activity address={address} tokens={tokenChoices(profile.latest)} />
          <Counterparties profile={profile} />
        </>
      )}
    </Sections>
  );
}

export default function WalletProfile() {
  const { address = '' } = useParams();
  const invalid = validateWalletAddress(address);
  return (
    <Page>
      <PageTitle>{WALLET_PROFILE_TITLE}</PageTitle>
      {/* Keyed by wallet: following a counterparty to its page starts that page afresh. */}
      {invalid ? (
        <Invalid role="alert">{invalid}</Invalid>
      ) : (
        <WalletPage key={address.trim().toLowerCase()} address={checksumAddress(address.trim())} />
      )}
    </Page>
  );
}
