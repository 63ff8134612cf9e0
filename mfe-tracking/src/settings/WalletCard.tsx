// One tracked wallet on the Settings tab (spec §2): its nickname and address (the address once when it
// has no nickname of its own), its three actions, plus muting its alerts; a wallet that is not monitored says why (protected by its owner
// since, or past the plan's limit), and a protected one has no transactions to view or alerts to mute.
// A wallet alerted on a chain this Whalewatch no longer watches names that chain (issue 35).
import {
  Address,
  Button,
  ownNickname,
  TRACKED_WALLET_OVER_LIMIT,
  TRACKED_WALLET_PROTECTED,
  type MuteDuration,
  type TrackedWallet,
} from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { MutedAddress, WalletItem, WalletText } from '../wallet-list/WalletList';
import { MuteAlerts, muteNote } from './MuteAlerts';

export type WalletAction = 'transactions' | 'options' | 'remove';

/** Beside a wallet alerted on a chain an operator has turned off since: its choices and alerts are kept. */
export const notWatchedOn = (chainName: string) => `Not watched on ${chainName}: this Whalewatch no longer watches that chain`;

const Name = styled.h4`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** Why a saved wallet is not monitored. */
const UnmonitoredNote = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MuteNote = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export function WalletCard({
  wallet,
  busy,
  onAction,
  onMute,
}: {
  wallet: TrackedWallet;
  busy: boolean;
  onAction: (action: WalletAction) => void;
  onMute: (duration: MuteDuration) => Promise<boolean>;
}) {
  const nameId = useId();
  const muted = wallet.protected ? null : muteNote(wallet);
  const nickname = ownNickname(wallet);
  return (
    <WalletItem aria-labelledby={nameId}>
      <WalletText>
        {nickname ? (
          <>
            <Name id={nameId}>{nickname}</Name>
            <MutedAddress address={wallet.address} />
          </>
        ) : (
          <Name id={nameId}>
            <Address address={wallet.address} />
          </Name>
        )}
        {wallet.protected ? <UnmonitoredNote>{TRACKED_WALLET_PROTECTED}</UnmonitoredNote> : null}
        {wallet.overPlanLimit ? <UnmonitoredNote>{TRACKED_WALLET_OVER_LIMIT}</UnmonitoredNote> : null}
        {muted ? <MuteNote>{muted}</MuteNote> : null}
        {wallet.notWatchedOn?.length ? (
          <div role="status">
            {wallet.notWatchedOn.map((chain) => (
              <UnmonitoredNote key={chain.id}>{notWatchedOn(chain.name)}</UnmonitoredNote>
            ))}
          </div>
        ) : null}
      </WalletText>
      <Actions>
        {wallet.protected ? null : (
          <Button $variant="secondary" aria-describedby={nameId} onClick={() => onAction('transactions')}>
            View Transactions
          </Button>
        )}
        <Button $variant="secondary" aria-describedby={nameId} disabled={busy} onClick={() => onAction('options')}>
          Monitoring Options
        </Button>
        <Button $variant="danger" aria-describedby={nameId} disabled={busy} onClick={() => onAction('remove')}>
          Remove Wallet
        </Button>
        {wallet.protected ? null : <MuteAlerts wallet={wallet} nameId={nameId} busy={busy} onMute={onMute} />}
      </Actions>
    </WalletItem>
  );
}
