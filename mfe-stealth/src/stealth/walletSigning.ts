// Signing a stealth challenge with the browser's wallet, and the ways it fails. It comes with the steps of
// adding a wallet (addingSteps.ts); viem's part is fetched only to sign (injectedWallet.ts's viemSigning).
import { viemSigning, type InjectedWallet } from './injectedWallet';

/** The wallet does not offer the account the user asked to sign with. */
export class WrongWalletAccountError extends Error {
  constructor(
    readonly wanted: string,
    readonly offered: readonly string[],
  ) {
    super(`The wallet offers ${offered.join(', ') || 'no account'}, not ${wanted}`);
    this.name = 'WrongWalletAccountError';
  }
}

/** The user said no in their wallet (EIP-1193 error 4001). */
export class SigningCancelledError extends Error {
  constructor() {
    super('The user rejected the request in their wallet');
    this.name = 'SigningCancelledError';
  }
}

/** The signing code could not be fetched (offline, a new deployment): the wallet was not asked. */
export class SigningUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('The signing code could not be loaded', options);
    this.name = 'SigningUnavailableError';
  }
}

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
