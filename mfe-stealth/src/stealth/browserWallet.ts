// Signing a stealth challenge in the browser's wallet through viem (a chunk of its own, loaded by
// walletSigning.ts only to sign): its accounts, then the EIP-191 personal_sign by the entered account.
import { BaseError, createWalletClient, custom, UserRejectedRequestError, type Hex } from 'viem';
import { SigningCancelledError, WrongWalletAccountError, type InjectedWallet } from './signing';

function isUserRejection(error: unknown): boolean {
  const rejected = (cause: unknown) =>
    cause instanceof UserRejectedRequestError ||
    (typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === UserRejectedRequestError.code);
  return error instanceof BaseError ? error.walk(rejected) !== null : rejected(error);
}

/** Asks `wallet` for its accounts, then for `address`'s signature of `message`. */
export async function signWithViem(wallet: InjectedWallet, address: string, message: string): Promise<Hex> {
  // No retries: each one would put another prompt in front of the user.
  const client = createWalletClient({ transport: custom(wallet, { retryCount: 0 }) });
  try {
    const offered = await client.requestAddresses();
    const account = offered.find((candidate) => candidate.toLowerCase() === address.toLowerCase());
    if (!account) throw new WrongWalletAccountError(address, offered);
    return await client.signMessage({ account, message });
  } catch (error) {
    if (isUserRejection(error)) throw new SigningCancelledError();
    // viem's short message is generic ('An internal error was received.'); the wallet's own words are the details.
    if (error instanceof BaseError) throw new Error(error.details || error.shortMessage, { cause: error });
    throw error;
  }
}
