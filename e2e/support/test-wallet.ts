// A browser wallet for tests: an EIP-1193 `window.ethereum` in the page whose one account is a devnet key
// held by the test, which signs personal_sign requests as MetaMask would (EIP-191).
import type { Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';

/** The key's EIP-191 signature of a message, as any wallet's "Sign message" makes it. */
export function signMessage(key: Hex, message: string): Promise<Hex> {
  return privateKeyToAccount(key).signMessage({ message });
}

/** Installs the wallet before the page's scripts run; returns the signing requests it answered. */
export async function injectTestWallet(page: Page, key: Hex): Promise<{ signed: string[] }> {
  const account = privateKeyToAccount(key);
  const signed: string[] = [];
  await page.exposeFunction('__testWalletSign', async (raw: Hex) => {
    signed.push(raw);
    return account.signMessage({ message: { raw } });
  });
  await page.addInitScript((address: string) => {
    const sign = (window as unknown as { __testWalletSign: (raw: string) => Promise<string> }).__testWalletSign;
    const request = async ({ method, params }: { method: string; params?: unknown[] }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
      if (method === 'eth_chainId') return '0x7a69';
      if (method === 'personal_sign') return sign(String(params?.[0]));
      throw Object.assign(new Error(`The test wallet does not support ${method}`), { code: 4200 });
    };
    Object.defineProperty(window, 'ethereum', { value: { request }, configurable: true });
  }, account.address);
  return { signed };
}
