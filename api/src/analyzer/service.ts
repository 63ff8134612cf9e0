// The analyzer's lookups (spec §7 "Analyzer"): a token's top holders by net inflow over its newest
// transfers (at most 100,000, spec §9), kept in a transfer index (transfer-index.ts), and the tokens a
// wallet holds or held, from the ChainSource.
import { formatUnits } from 'viem';
import { UNKNOWN_TOKEN, type Address, type ChainSource, type TokenMetadata, type WalletToken } from '../chain';
import { chainUnavailable } from '../chain';
import type { HolderRead, TransferIndex } from './transfer-index';

export const HOLDERS_UNAVAILABLE = "Could not read the token's transfers from the chain";
export const TOKENS_UNAVAILABLE = "Could not read the wallet's tokens from the chain";
export const TOKEN_UNAVAILABLE = "Could not read the token's details from the chain";

/** Spec §3 "Token holder": the raw balance and the decimal-adjusted one (the shared package's TokenHolder). */
export type TokenHolder = { address: Address; balance: string; actualBalance: number; tokenInfo: TokenMetadata };

/** A holder on another user's stealth list: its rank stays, its address and amount are not shown. */
export type ProtectedHolder = { protected: true; tokenInfo: TokenMetadata };

export type HoldersAnswer = {
  token: TokenMetadata & { address: Address };
  holders: TokenHolder[];
  /** How many transfers the net inflows are over, and whether that is all the token has (up to 100,000). */
  transfersRead: number;
  complete: boolean;
};

/** The token's top holders by net inflow, from its transfer index (read in full the first time). */
export async function tokenHolders(index: TransferIndex, token: Address, limit: number): Promise<HoldersAnswer> {
  let read: HolderRead;
  try {
    read = await index.topHolders(token, limit);
  } catch (error) {
    throw chainUnavailable(HOLDERS_UNAVAILABLE, error);
  }
  // A scan that stopped at its first page read nothing: that is a failure, not a token without holders.
  // One that stopped later answers over what it read, flagged incomplete (spec §8).
  if (!read.complete && read.transfersRead === 0) throw chainUnavailable(HOLDERS_UNAVAILABLE, read.failure);
  const { info } = read;
  const holders = read.top.map(({ address, balance }) => ({
    address,
    balance: balance.toString(),
    actualBalance: Number(formatUnits(balance, info.decimals)),
    tokenInfo: info,
  }));
  return { token: { address: token, ...info }, holders, transfersRead: read.transfersRead, complete: read.complete };
}

export function maskHolders<T extends TokenHolder>(holders: T[], hidden: Set<Address>): (T | ProtectedHolder)[] {
  return holders.map((holder) => (hidden.has(holder.address) ? { protected: true, tokenInfo: holder.tokenInfo } : holder));
}

export async function walletTokenListing(chain: ChainSource, wallet: Address): Promise<{ tokens: WalletToken[] }> {
  try {
    const tokens = await chain.walletTokens(wallet);
    return { tokens: tokens.map(({ name, symbol, contract, decimals }) => ({ name, symbol, contract, decimals })) };
  } catch (error) {
    throw chainUnavailable(TOKENS_UNAVAILABLE, error);
  }
}

/** A token's name, symbol and decimals; the spec's defaults for a contract that does not say (spec §3). */
export async function tokenDetails(chain: ChainSource, token: Address): Promise<TokenMetadata & { address: Address }> {
  try {
    return { address: token, ...((await chain.tokenMetadata(token)) ?? UNKNOWN_TOKEN) };
  } catch (error) {
    throw chainUnavailable(TOKEN_UNAVAILABLE, error);
  }
}
