// How an address reads where there is no room for all of it, and a tracked wallet's name in alerts: its
// nickname, or its short address when the nickname is only the address (the spec's default); and the
// wallet's own page. The api words alerts with these too (`@whalewatch/shared/format`).
import { checksumAddress } from './checksumAddress';

export { checksumAddress };

/** '0x28c6…1d60'. */
export const shortAddress = (address: string) => (address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

/** The nickname the user gave a wallet; null when there is none or it is only the address (the spec's default). */
export function ownNickname(wallet: { address: string; nickname: string }): string | null {
  const nickname = wallet.nickname.trim();
  return nickname && nickname.toLowerCase() !== wallet.address.toLowerCase() ? nickname : null;
}

export function walletName(wallet: { address: string; nickname: string }): string {
  return wallet.nickname && wallet.nickname.toLowerCase() !== wallet.address.toLowerCase() ? wallet.nickname : shortAddress(wallet.address);
}

/**
 * The wallet's page in the product (issue 33): '/wallet/0x28C6c06298d514Db089934071355E5743bf21d60', one
 * path per wallet whatever case the address came in; on a chain off Ethereum with it, as transactionPath
 * names one ('…?chain=base'), so a Base holder or alert opens the wallet's record on Base.
 */
export const walletPath = (address: string, chain?: { slug: string } | null) =>
  `/wallet/${encodeURIComponent(checksumAddress(address.trim()))}${chain && chain.slug !== 'ethereum' ? `?chain=${encodeURIComponent(chain.slug)}` : ''}`;

/**
 * The product's page for a transaction (its alerts, moves and latency receipt): '/tx/base/0x…' off
 * Ethereum, '/tx/0x…' on Ethereum or without a chain (the page then shows the user's alerts about it on
 * any chain), as the api's emails and channel messages link it.
 */
export const transactionPath = (hash: string, chain?: { slug: string } | null) =>
  chain && chain.slug !== 'ethereum' ? `/tx/${chain.slug}/${hash}` : `/tx/${hash}`;
