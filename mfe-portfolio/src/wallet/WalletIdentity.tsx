// Who the wallet is: its address in EIP-55 case with 'Copy', its public name and ENS name when known,
// whether the reader tracks it, and how much history the page's figures are over.
import { Address, DetailList, type WalletProfile } from '@whalewatch/shared';
import styled from 'styled-components';
import { CopyAddressButton } from './CopyAddressButton';
import { formatDay } from './formatDay';
import { TrackingControl } from './TrackingControl';
import { protectedWalletMessage, type WalletProfileLoad } from './useWalletProfile';
import { SectionLoading, WalletSection } from './WalletSection';

export const NO_HISTORY = 'This wallet has no history yet: no transfers to or from it were found.';
export const windowReached = (size: number) =>
  `Only the newest ${size.toLocaleString('en-US')} transfers of this wallet are included; older ones are not.`;

const Inline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  max-width: 100%;
`;

const Facts = styled(DetailList)`
  align-items: center;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);

    dd + dt {
      margin-top: ${({ theme }) => theme.space(2)};
    }
  }
`;

function historyText({ transfers, firstAt, lastAt }: WalletProfile['history']): string {
  if (transfers === 0) return NO_HISTORY;
  const count = `${transfers.toLocaleString('en-US')} ${transfers === 1 ? 'transfer' : 'transfers'}`;
  if (firstAt === null || lastAt === null) return count;
  return `${count}, ${formatDay(firstAt)} to ${formatDay(lastAt)}`;
}

export function WalletIdentity({ address, profile }: { address: string; profile: WalletProfileLoad }) {
  const { load, latest } = profile;
  const protectedWallet = protectedWalletMessage(load);
  return (
    <WalletSection title="Wallet">
      <Facts>
        <dt>Address</dt>
        <dd>
          <Inline>
            <Address address={address} />
            <CopyAddressButton address={address} />
          </Inline>
        </dd>
        {latest?.label ? (
          <>
            <dt>Name</dt>
            <dd>{latest.label.name}</dd>
          </>
        ) : null}
        {latest?.ensName ? (
          <>
            <dt>ENS name</dt>
            <dd>{latest.ensName}</dd>
          </>
        ) : null}
        <dt>Tracking</dt>
        <dd>
          <TrackingControl address={address} />
        </dd>
        {latest ? (
          <>
            <dt>History</dt>
            <dd>{historyText(latest.history)}</dd>
          </>
        ) : null}
      </Facts>
      {!latest && load.state === 'loading' ? <SectionLoading what="the wallet's name and history" /> : null}
      {latest?.history.windowReached ? <p>{windowReached(latest.history.windowSize)}</p> : null}
      {protectedWallet ? <p role="alert">{protectedWallet}</p> : null}
    </WalletSection>
  );
}
