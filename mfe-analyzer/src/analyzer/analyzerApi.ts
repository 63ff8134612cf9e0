// The product api's analyzer routes (@whalewatch/contracts analyzerRoutes), with the spec's fallback text
// for failures the server does not explain (spec §8 "Analyzer and watchlist"). `chain` is GET /chains'
// slug (or id); undefined asks about the first chain.
import { call, type TokenDetails, type TokenHolders, type WalletTokenListing } from '@whalewatch/shared';

export const ANALYSIS_FAILED = 'An error occurred while fetching data';
/**
 * A production build trusts the contract (development and tests check every answer against it): what a
 * proxy or another api version might answer instead is still kept to the dialog that asked, in words.
 */
export const UNREADABLE_ANSWER = "The server's answer could not be read";
/** Spec §9: the analyzer shows 3 holders. */
export const HOLDERS_SHOWN = 3;

/** Holders on another user's stealth list come masked (spec §2 "StealthWallet"). */
export type HolderAnalysis = Pick<TokenHolders, 'holders' | 'transfersRead' | 'complete'>;

export async function topHolders(token: string, chain: string | undefined, signal?: AbortSignal): Promise<TokenHolders> {
  const analysis = await call(
    'GET /analyzer/holders/:token',
    { params: { token }, query: { chain, limit: HOLDERS_SHOWN } },
    { fallbackError: ANALYSIS_FAILED, signal },
  );
  if (!Array.isArray(analysis.holders)) throw new Error(UNREADABLE_ANSWER);
  return analysis;
}

/** The tokens a wallet holds or held (the Portfolio modal). */
export async function walletTokens(wallet: string, chain: string | undefined, signal?: AbortSignal): Promise<WalletTokenListing[]> {
  const { tokens } = await call('GET /analyzer/tokens/:wallet', { params: { wallet }, query: { chain } }, { signal });
  if (!Array.isArray(tokens)) throw new Error(UNREADABLE_ANSWER);
  return tokens;
}

export type { TokenDetails };

/** A token's name, symbol and decimals ('Unknown' and 18 when its contract does not say). */
export function tokenDetails(token: string, signal?: AbortSignal): Promise<TokenDetails> {
  return call('GET /analyzer/token/:token', { params: { token } }, { signal });
}
