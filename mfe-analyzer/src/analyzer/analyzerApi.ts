// The product api's analyzer routes (README "Product API routes"), with the spec's fallback text for
// failures the server does not explain (spec §8 "Analyzer and watchlist").
import { api, type ProtectedHolder, type TokenHolder, type TokenInfo, type WalletTokenListing } from '@whalewatch/shared';

export const ANALYSIS_FAILED = 'An error occurred while fetching data';
/** Spec §9: the analyzer shows 3 holders. */
export const HOLDERS_SHOWN = 3;

/** Holders on another user's stealth list come masked (spec §2 "StealthWallet"). */
export type HolderAnalysis = { holders: (TokenHolder | ProtectedHolder)[]; transfersRead: number; complete: boolean };

export function topHolders(token: string, signal?: AbortSignal): Promise<HolderAnalysis> {
  return api.get(`/analyzer/holders/${encodeURIComponent(token)}?limit=${HOLDERS_SHOWN}`, { fallbackError: ANALYSIS_FAILED, signal });
}

export async function walletTokens(wallet: string, signal?: AbortSignal): Promise<WalletTokenListing[]> {
  const { tokens } = await api.get<{ tokens: WalletTokenListing[] }>(`/analyzer/tokens/${encodeURIComponent(wallet)}`, { signal });
  return tokens;
}

export type TokenDetails = TokenInfo & { address: string };

/** A token's name, symbol and decimals ('Unknown' and 18 when its contract does not say). */
export function tokenDetails(token: string, signal?: AbortSignal): Promise<TokenDetails> {
  return api.get(`/analyzer/token/${encodeURIComponent(token)}`, { signal });
}
