// Signing with the browser's wallet: the one method of it this screen needs, and the ways signing fails
// (walletSigning.ts, and browserWallet.ts in viem's chunk, both take them from here).

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
