// The analyzer's lookups (spec §7 "Analyzer"): a token's top holders by net inflow over its newest
// transfers (at most 100,000, spec §9), and the tokens a wallet holds or held, both from the ChainSource.
import { formatUnits } from 'viem';
import { MAX_TOKEN_TRANSFERS, UNKNOWN_TOKEN, type Address, type ChainSource, type TokenMetadata, type TokenTransfer, type WalletToken } from '../chain/chain-source';
import { chainUnavailable } from '../chain/unavailable';
import { netInflows, topInflows } from './net-inflows';

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

/** The contract's own metadata, else what its transfers say, else the spec's defaults. */
function tokenInfo(metadata: TokenMetadata | null, sample: TokenTransfer | undefined): TokenMetadata {
  if (metadata) return metadata;
  if (!sample) return UNKNOWN_TOKEN;
  return { name: sample.tokenName || UNKNOWN_TOKEN.name, symbol: sample.tokenSymbol || UNKNOWN_TOKEN.symbol, decimals: sample.tokenDecimal };
}

export async function tokenHolders(chain: ChainSource, token: Address, limit: number): Promise<HoldersAnswer> {
  let read: Awaited<ReturnType<ChainSource['tokenTransfers']>>;
  let metadata: TokenMetadata | null;
  try {
    [read, metadata] = await Promise.all([chain.tokenTransfers(token, { max: MAX_TOKEN_TRANSFERS }), chain.tokenMetadata(token)]);
  } catch (error) {
    throw chainUnavailable(HOLDERS_UNAVAILABLE, error);
  }
  // A scan that stopped at its first page read nothing: that is a failure, not a token without holders.
  // One that stopped later answers over what it read, flagged incomplete (spec §8).
  if (!read.complete && read.transfers.length === 0) throw chainUnavailable(HOLDERS_UNAVAILABLE, read.failure);
  const info = tokenInfo(metadata, read.transfers[0]);
  const holders = topInflows(netInflows(read.transfers), limit).map(({ address, balance }) => ({
    address,
    balance: balance.toString(),
    actualBalance: Number(formatUnits(balance, info.decimals)),
    tokenInfo: info,
  }));
  return { token: { address: token, ...info }, holders, transfersRead: read.transfers.length, complete: read.complete };
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
