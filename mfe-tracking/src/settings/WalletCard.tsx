// One tracked wallet on the Settings tab (spec §2): its nickname (or address), its address, and its
// three actions.
import { Button, type TrackedWallet } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';

export type WalletAction = 'transactions' | 'options' | 'remove';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Name = styled.h4`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Address = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The card's title: the nickname, or the address when there is none. */
export const walletName = (wallet: TrackedWallet) => wallet.nickname || wallet.address;

export function WalletCard({
  wallet,
  busy,
  onAction,
}: {
  wallet: TrackedWallet;
  busy: boolean;
  onAction: (action: WalletAction) => void;
}) {
  const nameId = useId();
  return (
    <Item aria-labelledby={nameId}>
      <div>
        <Name id={nameId}>{walletName(wallet)}</Name>
        <Address>{wallet.address}</Address>
      </div>
      <Actions>
        <Button $variant="secondary" aria-describedby={nameId} onClick={() => onAction('transactions')}>
          View Transactions
        </Button>
        <Button $variant="secondary" aria-describedby={nameId} disabled={busy} onClick={() => onAction('options')}>
          Monitoring Options
        </Button>
        <Button $variant="danger" aria-describedby={nameId} disabled={busy} onClick={() => onAction('remove')}>
          Remove Wallet
        </Button>
      </Actions>
    </Item>
  );
}
