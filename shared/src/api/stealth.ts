// The signed-in user's stealth list (spec §7 "Stealth"). Adding a wallet takes two calls: the api hands
// out a challenge message, the wallet signs it (EIP-191 personal_sign), and the signature proves control.
// The answers' shapes are the contract's (@whalewatch/contracts stealth.ts).
import type { StealthChallenge, StealthWalletEntry } from '../types/entities';
import { call } from './apiClient';

export function fetchStealthWallets(fallbackError: string, signal?: AbortSignal): Promise<StealthWalletEntry[]> {
  return call('GET /stealth', {}, { fallbackError, signal });
}

/** The message `walletAddress` must sign; refused at once when the plan has no free slot. */
export function requestStealthChallenge(walletAddress: string, fallbackError: string): Promise<StealthChallenge> {
  return call('POST /stealth/challenge', { body: { walletAddress } }, { fallbackError });
}

export function addStealthWallet(walletAddress: string, signature: string, fallbackError: string): Promise<StealthWalletEntry> {
  return call('POST /stealth', { body: { walletAddress, signature } }, { fallbackError });
}

export async function removeStealthWallet(walletAddress: string, fallbackError: string): Promise<void> {
  await call('DELETE /stealth/:walletAddress', { params: { walletAddress } }, { fallbackError });
}
