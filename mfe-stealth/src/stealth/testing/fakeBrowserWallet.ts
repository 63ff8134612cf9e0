// A browser wallet (EIP-1193 `window.ethereum`) holding real keys: it offers its accounts and signs with
// personal_sign exactly as MetaMask would, or says no like a user who rejects the prompt.
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Hex } from 'viem';

/** The wallet the tests add: a well-known test key, never used on a real chain. */
export const walletAccount = privateKeyToAccount(`0x${'11'.repeat(32)}`);
/** Another wallet's key: the wrong account, or a signature that is not walletAccount's. */
export const otherAccount = privateKeyToAccount(`0x${'22'.repeat(32)}`);

export interface WalletCall {
  method: string;
  params?: unknown;
}

/** An EIP-1193 provider error: a message and a numeric code. */
export const providerError = (code: number, message: string) => Object.assign(new Error(message), { code });

export interface FakeBrowserWalletOptions {
  accounts?: PrivateKeyAccount[];
  /** The methods whose prompt the user rejects. */
  rejects?: string[];
  /** Thrown for personal_sign instead of signing (a wallet error other than a rejection). */
  signingError?: Error;
}

export interface FakeBrowserWallet {
  calls: WalletCall[];
  /** Holds the answers to `method` (the prompt stays open) until `release` is called; returns `release`. */
  hold: (method: string) => () => void;
}

function hexParams(params: unknown): [Hex, string] {
  if (!Array.isArray(params) || typeof params[0] !== 'string' || typeof params[1] !== 'string') {
    throw providerError(-32602, 'Invalid params');
  }
  return [params[0] as Hex, params[1]];
}

export function installFakeBrowserWallet({
  accounts = [walletAccount],
  rejects = [],
  signingError,
}: FakeBrowserWalletOptions = {}): FakeBrowserWallet {
  const calls: WalletCall[] = [];
  const held = new Map<string, Promise<void>>();

  const answer = async (method: string, params: unknown): Promise<unknown> => {
    if (rejects.includes(method)) throw providerError(4001, 'User rejected the request.');
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return accounts.map((account) => account.address);
      case 'personal_sign': {
        if (signingError) throw signingError;
        const [message, address] = hexParams(params);
        const signer = accounts.find((account) => account.address.toLowerCase() === address.toLowerCase());
        if (!signer) throw providerError(4100, 'The requested account has not been authorized by the user.');
        return signer.signMessage({ message: { raw: message } });
      }
      default:
        throw providerError(4200, `The wallet does not support ${method}`);
    }
  };

  const provider = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      calls.push(params === undefined ? { method } : { method, params });
      await held.get(method);
      return answer(method, params);
    },
  };
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: true });

  return {
    calls,
    hold: (method) => {
      let release: () => void = () => undefined;
      held.set(method, new Promise<void>((resolve) => (release = resolve)));
      return release;
    },
  };
}

export function removeFakeBrowserWallet(): void {
  Reflect.deleteProperty(window, 'ethereum');
}
