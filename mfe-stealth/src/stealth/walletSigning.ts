// Signing a stealth challenge with the browser's wallet, and the ways it fails. It comes with the steps of
// adding a wallet (addingSteps.ts); viem's part is fetched only to sign (injectedWallet.ts's viemSigning).
import { viemSigning, type InjectedWallet } from './injectedWallet';
import { SigningUnavailableError } from './signing';

export { SigningCancelledError, SigningUnavailableError, WrongWalletAccountError } from './signing';

/**
 * Asks `wallet` for its accounts, then for `address`'s signature of `message`. Fails with
 * SigningCancelledError, WrongWalletAccountError, SigningUnavailableError, or an error whose message is
 * the wallet's reason.
 */
export async function signWithInjectedWallet(wallet: InjectedWallet, address: string, message: string): Promise<`0x${string}`> {
  const { signWithViem } = await viemSigning().catch((error: unknown) => {
    throw new SigningUnavailableError({ cause: error });
  });
  return signWithViem(wallet, address, message);
}
