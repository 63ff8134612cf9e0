// The wallets added on the Register tab and not yet registered, each with its Remove button (spec §2
// "Registration form"); named by the nickname given, else by the address.
import { Address, Button, ownNickname } from '@whalewatch/shared';
import type { WalletToRegister } from './newTrackedWallet';
import { useId } from 'react';
import { MutedAddress, WalletItem, WalletList, WalletText } from '../wallet-list/WalletList';

export interface WalletsToRegisterProps {
  wallets: WalletToRegister[];
  onRemove: (index: number) => void;
}

export function WalletsToRegisterList({ wallets, onRemove }: WalletsToRegisterProps) {
  const listId = useId();
  return (
    <WalletList aria-label="Wallets to register">
      {wallets.map((wallet, index) => {
        const addressId = `${listId}-${index}`;
        const nickname = ownNickname(wallet);
        return (
          <WalletItem key={wallet.address}>
            <WalletText>
              {nickname ? (
                <>
                  <strong>{nickname}</strong>
                  <MutedAddress id={addressId} address={wallet.address} />
                </>
              ) : (
                <Address id={addressId} address={wallet.address} />
              )}
            </WalletText>
            <Button $variant="danger" aria-describedby={addressId} onClick={() => onRemove(index)}>
              Remove
            </Button>
          </WalletItem>
        );
      })}
    </WalletList>
  );
}
