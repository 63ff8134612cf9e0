// A browser wallet (EIP-1193 `window.ethereum`) holding a real key: it offers its account, says its chain
// and signs personal_sign requests as MetaMask would (EIP-191), or says no like a user who rejects.
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';

/** The wallet the tests sign with: a well-known test key, never used on a real chain. */
export const walletAccount = privateKeyToAccount(`0x${'11'.repeat(32)}`);

export interface WalletCall {
  method: string;
  params?: unknown;
}

const providerError = (code: number, message: string) => Object.assign(new Error(message), { code });

export function installFakeBrowserWallet({ rejects = [] }: { rejects?: string[] } = {}): { calls: WalletCall[] } {
  const calls: WalletCall[] = [];
  const provider = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      calls.push(params === undefined ? { method } : { method, params });
      if (rejects.includes(method)) throw providerError(4001, 'User rejected the request.');
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [walletAccount.address];
        case 'eth_chainId':
          return '0x7a69';
        case 'personal_sign': {
          const [message] = params as [Hex, string];
          return walletAccount.signMessage({ message: { raw: message } });
        }
        default:
          throw providerError(4200, `The wallet does not support ${method}`);
      }
    },
  };
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: true });
  return { calls };
}

export function removeFakeBrowserWallet(): void {
  Reflect.deleteProperty(window, 'ethereum');
}

/** walletAccount's signature of `message`, as a wallet app's "Sign message" makes it. */
export const signElsewhere = (message: string) => walletAccount.signMessage({ message });
