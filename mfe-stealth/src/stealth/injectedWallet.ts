// The wallet the browser injects (EIP-1193 `window.ethereum`, e.g. MetaMask). Signing with it goes through
// viem in a chunk of its own (browserWallet.ts, called by walletSigning.ts), fetched only around signing
// (issue 23).

import type { InjectedWallet } from './signing';

export type { InjectedWallet };

function isInjectedWallet(value: unknown): value is InjectedWallet {
  return typeof value === 'object' && value !== null && 'request' in value && typeof value.request === 'function';
}

/** The browser's injected wallet, or null when there is none. */
export function injectedWallet(): InjectedWallet | null {
  const candidate: unknown = Reflect.get(window, 'ethereum');
  return isInjectedWallet(candidate) ? candidate : null;
}

export const viemSigning = () => import(/* webpackChunkName: "wallet-signing" */ './browserWallet');

/** Fetches the signing code ahead of a likely signature; a failure shows when the wallet is to sign. */
export function warmSigning(): void {
  viemSigning().catch(() => undefined);
}
