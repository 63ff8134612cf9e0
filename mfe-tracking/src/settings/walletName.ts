// What a tracked wallet is called in the Settings tab's titles (its dialogs): its own nickname, else its
// address in EIP-55 case.
import { checksumAddress, ownNickname, type TrackedWallet } from '@whalewatch/shared';

export const walletName = (wallet: Pick<TrackedWallet, 'address' | 'nickname'>) => ownNickname(wallet) ?? checksumAddress(wallet.address);
