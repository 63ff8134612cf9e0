// The signed-in user's stealth list (spec §7 "Stealth"). Adding a wallet takes two calls: the api hands
// out a challenge message, the wallet signs it (EIP-191 personal_sign), and the signature proves control.
import type { StealthChallenge, StealthWalletEntry } from '../types/entities';
import { api } from './apiClient';

export function fetchStealthWallets(fallbackError: string, signal?: AbortSignal): Promise<StealthWalletEntry[]> {
  return api.get('/stealth', { fallbackError, signal });
}

/** The message `walletAddress` must sign; refused at once when the plan has no free slot. */
export function requestStealthChallenge(walletAddress: string, fallbackError: string): Promise<StealthChallenge> {
  return api.post('/stealth/challenge', { walletAddress }, { fallbackError });
}

export function addStealthWallet(walletAddress: string, signature: string, fallbackError: string): Promise<StealthWalletEntry> {
  return api.post('/stealth', { walletAddress, signature }, { fallbackError });
}

export function removeStealthWallet(walletAddress: string, fallbackError: string): Promise<void> {
  return api.delete(`/stealth/${encodeURIComponent(walletAddress)}`, { fallbackError });
}
