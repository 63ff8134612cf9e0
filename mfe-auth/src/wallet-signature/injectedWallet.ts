// The wallet the browser injects (EIP-1193 `window.ethereum`, e.g. MetaMask), and the ways signing with it
// ends without a signature.

/** The one method of EIP-1193 used here. */
export interface InjectedWallet {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>;
}

function isInjectedWallet(value: unknown): value is InjectedWallet {
  return typeof value === 'object' && value !== null && 'request' in value && typeof value.request === 'function';
}

/** The browser's injected wallet, or null when there is none. */
export function injectedWallet(): InjectedWallet | null {
  const candidate: unknown = Reflect.get(window, 'ethereum');
  return isInjectedWallet(candidate) ? candidate : null;
}

/** The user said no in their wallet (EIP-1193 error 4001), or supabase-js reports that it did. */
export function isWalletRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === 4001) return true;
  return error instanceof Error && /rejected|denied/i.test(error.message);
}
