// /wallet/:address (issue 33): a page for every wallet — who it is, what it holds now, its value over
// time, its profit and loss, its activity and its counterparties. Each part loads and fails on its own; a
// wallet on someone's stealth list shows only that it is protected. Where several chains are enabled
// (issue 35), the holdings are the wallet's on every chain with their total, and a chain switch
// (`?chain=`, the first chain when absent) picks the chain of its record: history, value, profit and
// loss, activity and counterparties.
import {
  ChainSwitch,
  checksumAddress,
  Page,
  PageTitle,
  UnknownChain,
  useChainChoice,
  validateWalletAddress,
  type ChainChoice,
  type WalletProfile as Profile,
} from '@whalewatch/shared';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Activity, type TokenChoice } from './Activity';
import { Counterparties } from './Counterparties';
import { Holdings } from './Holdings';
import { ProfitAndLoss } from './ProfitAndLoss';
import { protectedWalletMessage, useWalletProfile } from './useWalletProfile';
import { ValueOverTime } from './value/ValueOverTime';
import { WalletIdentity } from './WalletIdentity';
import { SectionLoading } from './WalletSection';

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

/** What the wallet page's chain switch picks: its record; the holdings are every chain's whatever it says. */
export const recordOnChain = (chainName: string) => `Its record on ${chainName}: profit and loss, value, activity. Holdings: every chain.`;

function WalletRecord({ address, choice }: { address: string; choice: ChainChoice }) {
  // Without `?chain=` the api answers on its first chain: nothing is asked again once the chains are known.
  const chain = choice.param ? choice.query : undefined;
  const profile = useWalletProfile(address, chain);
  const isProtected = protectedWalletMessage(profile.load) !== null;
  return (
    <>
      {isProtected ? null : <ChainSwitch choice={choice} hint={recordOnChain} />}
      <Sections>
        <WalletIdentity address={address} profile={profile} />
        {isProtected ? null : (
          <>
            <Holdings address={address} />
            <ValueOverTime address={address} chain={chain} />
            <ProfitAndLoss profile={profile} />
            {/* Keyed by chain: its token filter and page are of one chain's activity. */}
            <Activity key={chain ?? ''} address={address} chain={chain} tokens={tokenChoices(profile.latest)} />
            <Counterparties profile={profile} />
          </>
        )}
      </Sections>
    </>
  );
}

function WalletPage({ address }: { address: string }) {
  const choice = useChainChoice();
  if (choice.unknown && choice.chains) return <UnknownChain param={choice.param} chains={choice.chains} />;
  // A chain the URL names is known before anything is asked: an unknown one is said, never asked for.
  if (choice.param && choice.chains === null) return <SectionLoading what="the chains" />;
  return <WalletRecord address={address} choice={choice} />;
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
