// The product api's analyzer routes (README "Product API routes"), with the spec's fallback text for
// failures the server does not explain (spec §8 "Analyzer and watchlist").
import { api, type ProtectedHolder, type TokenHolder, type TokenInfo, type WalletTokenListing } from '@whalewatch/shared';

export const ANALYSIS_FAILED = 'An error occurred while fetching data';
/** Not in the spec: an answer that is not the shape the screen reads (a proxy's page, another api version). */
export const UNREADABLE_ANSWER = "The server's answer could not be read";
/** Spec §9: the analyzer shows 3 holders. */
export const HOLDERS_SHOWN = 3;

/** Holders on another user's stealth list come masked (spec §2 "StealthWallet"). */
export type HolderAnalysis = { holders: (TokenHolder | ProtectedHolder)[]; transfersRead: number; complete: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What HolderList reads of a holder: a masked one, or its address, net inflow and token symbol. */
const isHolder = (holder: unknown): boolean =>
  isRecord(holder) &&
  (holder.protected === true ||
    (typeof holder.address === 'string' &&
      typeof holder.actualBalance === 'number' &&
      isRecord(holder.tokenInfo) &&
      typeof holder.tokenInfo.symbol === 'string'));

export async function topHolders(token: string, signal?: AbortSignal): Promise<HolderAnalysis> {
  const analysis = await api.get<unknown>(`/analyzer/holders/${encodeURIComponent(token)}?limit=${HOLDERS_SHOWN}`, { fallbackError: ANALYSIS_FAILED, signal });
  // The list is what the screen walks; a wrong shape is a failure of this lookup, not of the whole screen.
  if (!isRecord(analysis) || !Array.isArray(analysis.holders) || !analysis.holders.every(isHolder)) throw new Error(UNREADABLE_ANSWER);
  return analysis as HolderAnalysis;
}

const isTokenListing = (token: unknown): token is WalletTokenListing =>
  isRecord(token) && typeof token.name === 'string' && typeof token.symbol === 'string' && typeof token.contract === 'string';

/** The tokens a wallet holds or held; an answer of another shape fails here, inside the Portfolio modal. */
export async function walletTokens(wallet: string, signal?: AbortSignal): Promise<WalletTokenListing[]> {
  const answer = await api.get<unknown>(`/analyzer/tokens/${encodeURIComponent(wallet)}`, { signal });
  if (!isRecord(answer) || !Array.isArray(answer.tokens) || !answer.tokens.every(isTokenListing)) throw new Error(UNREADABLE_ANSWER);
  return answer.tokens;
}

export type TokenDetails = TokenInfo & { address: string };

/** A token's name, symbol and decimals ('Unknown' and 18 when its contract does not say). */
export function tokenDetails(token: string, signal?: AbortSignal): Promise<TokenDetails> {
  return api.get(`/analyzer/token/${encodeURIComponent(token)}`, { signal });
}
