// The wallet the browser injects (EIP-1193 `window.ethereum`, e.g. MetaMask), reached through viem: which
// accounts it offers, and the EIP-191 personal_sign of a stealth challenge by the account the user entered.
import { BaseError, createWalletClient, custom, UserRejectedRequestError, type Hex } from 'viem';

/** The one method of EIP-1193 this screen needs. */
export interface InjectedWallet {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>;
}

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

function isInjectedWallet(value: unknown): value is InjectedWallet {
  return typeof value === 'object' && value !== null && 'request' in value && typeof value.request === 'function';
}

/** The browser's injected wallet, or null when there is none. */
export function injectedWallet(): InjectedWallet | null {
  const candidate: unknown = Reflect.get(window, 'ethereum');
  return isInjectedWallet(candidate) ? candidate : null;
}

function isUserRejection(error: unknown): boolean {
  const rejected = (cause: unknown) =>
    cause instanceof UserRejectedRequestError ||
    (typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === UserRejectedRequestError.code);
  return error instanceof BaseError ? error.walk(rejected) !== null : rejected(error);
}

/** Asks `wallet` for its accounts, then for `address`'s signature of `message`. */
export async function signWithInjectedWallet(wallet: InjectedWallet, address: string, message: string): Promise<Hex> {
  // No retries: each one would put another prompt in front of the user.
  const client = createWalletClient({ transport: custom(wallet, { retryCount: 0 }) });
  try {
    const offered = await client.requestAddresses();
    const account = offered.find((candidate) => candidate.toLowerCase() === address.toLowerCase());
    if (!account) throw new WrongWalletAccountError(address, offered);
    return await client.signMessage({ account, message });
  } catch (error) {
    if (isUserRejection(error)) throw new SigningCancelledError();
    throw error;
  }
}

/** What to tell the user about a wallet failure that is neither a rejection nor the wrong account. */
export function walletFailureReason(error: unknown): string {
  // viem's short message is generic ('An internal error was received.'); the wallet's own words are the details.
  if (error instanceof BaseError) return error.details || error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}
