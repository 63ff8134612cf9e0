// The account's wallets (issue 36): read from its identities (supabase-js's user), and linked by signing a
// Sign-In with Ethereum message that the api checks (POST /account/wallet-identity). In the browser's
// wallet: its account, the message (built with viem, fetched now), its personal_sign.
import { accountApi, getSupabase, walletIdentities, type WalletIdentity } from '@whalewatch/shared';
import type { InjectedWallet } from '../../wallet-signature/injectedWallet';
import { siweChunk } from '../../wallet-signature/siweChunk';

/** The EIP-4361 statement the wallet shows when linking (one line). */
export const LINK_STATEMENT = 'Link this wallet to my Whalewatch account.';

export async function linkedWallets(): Promise<WalletIdentity[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getUser();
  if (error) throw error;
  return walletIdentities(data.user);
}

/** Links the wallet that signed `message`; answers the account's wallets now. Throws ApiError (`identity_already_exists`). */
export async function linkWallet(message: string, signature: string): Promise<WalletIdentity[]> {
  const user = await accountApi.linkWallet(message, signature);
  // supabase-js's copy of the user learns of the new identity on its next read.
  const supabase = await getSupabase();
  await supabase.auth.refreshSession().catch(() => undefined);
  return walletIdentities(user);
}

/** The browser wallet's first account signs the linking message; then it is linked. */
export async function linkBrowserWallet(wallet: InjectedWallet): Promise<WalletIdentity[]> {
  const [accounts, { walletMessage, messageHex }] = await Promise.all([wallet.request({ method: 'eth_requestAccounts' }), siweChunk()]);
  const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
  if (!address) throw new Error('The wallet offered no account');
  const message = await walletMessage(address, LINK_STATEMENT);
  const signature = await wallet.request({ method: 'personal_sign', params: [messageHex(message), address] });
  if (typeof signature !== 'string') throw new Error('The wallet answered no signature');
  return linkWallet(message, signature);
}
