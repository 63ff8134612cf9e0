// Which of a wallet's tokens the portfolio reads balances for. A whale's transfer history names hundreds
// of tokens, most of them spam airdropped to it: names that advertise a website or a "claim", invisible
// characters. Those are never shown. Every token with a known price is read; tokens without one (shown
// 'N/A') are read newest first, up to MAX_UNPRICED_TOKENS, so a wallet full of worthless tokens still
// costs a bounded number of balance reads.
import type { Address, WalletToken } from '../chain';

/** Tokens without a price whose balances are read (the newest transfers first). */
export const MAX_UNPRICED_TOKENS = 100;

const SPAM_MARKERS: RegExp[] = [
  // A link or a domain: "Visit https://…", "www.claim-….com", "t.me/…", "usdt-airdrop.xyz".
  /https?:\/\/|\bwww\.|\bt\.me\//i,
  /\w\.(com|io|org|net|xyz|app|site|online|top|vip|cc|gift|lol|club|live|info|claims?)\b/i,
  // A call to action.
  /\b(claim|visit|airdrops?|voucher|giveaway|redeem)\b/i,
  // Invisible characters, used to pass for a real token's name.
  /[\u200b-\u200f\u2060\ufeff]/,
];

export function looksLikeSpam(token: Pick<WalletToken, 'name' | 'symbol'>): boolean {
  return SPAM_MARKERS.some((marker) => marker.test(token.name) || marker.test(token.symbol));
}

/** The tokens to read, in the order given (newest first), and how many were left unread. */
export function tokensToRead(tokens: WalletToken[], priced: ReadonlySet<Address>): { read: WalletToken[]; skipped: number } {
  const candidates = tokens.filter((token) => !looksLikeSpam(token));
  let unpriced = 0;
  const read = candidates.filter((token) => priced.has(token.contract) || (unpriced += 1) <= MAX_UNPRICED_TOKENS);
  return { read, skipped: tokens.length - read.length };
}
