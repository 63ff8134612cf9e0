// The wallet the browser injects (EIP-1193 `window.ethereum`, e.g. MetaMask) and the signing of a stealth
// challenge with it, through viem in a chunk of its own (browserWallet.ts) fetched only around signing (issue 23).

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

/** The signing code could not be fetched (offline, a new deployment): the wallet was not asked. */
export class SigningUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('The signing code could not be loaded', options);
    this.name = 'SigningUnavailableError';
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

const viemSigning = () => import(/* webpackChunkName: "wallet-signing" */ './browserWallet');

/** Fetches the signing code ahead of a likely signature; a failure shows when the wallet is to sign. */
export function warmSigning(): void {
  viemSigning().catch(() => undefined);
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
