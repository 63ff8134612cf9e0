// The token analyzer's lookups (spec §7 "Analyzer": paths not shown there, so ours), behind the bearer
// token: a token's top holders by net inflow, a token's details, and the tokens a wallet holds or held.
import { z } from 'zod';
import { addressLabel } from './common';
import { addressInput } from './inputs/address';
import { chainQuery } from './chains';
import { route } from './route';
import { walletAddress } from './tracking';
import { walletRecordSummary } from './wallets';

export const INVALID_TOKEN_ADDRESS = 'Please enter a valid token address';
export const DEFAULT_HOLDERS = 3;
export const MAX_HOLDERS = 100;

const tokenAddress = addressInput(INVALID_TOKEN_ADDRESS);

/** A token's name, symbol and decimals (the spec's defaults for a contract that does not say). */
export const tokenInfo = z.object({ name: z.string(), symbol: z.string(), decimals: z.number() });
export type TokenInfo = z.output<typeof tokenInfo>;

/** Spec §3 "Token holder": the raw balance and the decimal-adjusted one. */
export const tokenHolder = z.object({
  /** Absent: only a protected holder says `protected`. */
  protected: z.literal(false).optional(),
  address: z.string(),
  /** What the holder is known as to the user; null when nothing. */
  label: addressLabel.nullable(),
  /** Raw integer amount as a string. */
  balance: z.string(),
  /** Decimal-adjusted. */
  actualBalance: z.number(),
  tokenInfo,
  /** The holder's 30-day record when computed within the hour; null otherwise. */
  record: walletRecordSummary.nullable(),
});
export type TokenHolder = z.output<typeof tokenHolder>;

/** A holder hidden by another user's stealth list: its rank stays, its address and amount do not. */
export const protectedHolder = z.object({ protected: z.literal(true), tokenInfo });
export type ProtectedHolder = z.output<typeof protectedHolder>;

export const tokenDetails = tokenInfo.extend({ address: z.string() });
export type TokenDetails = z.output<typeof tokenDetails>;

export const tokenHolders = z.object({
  token: tokenDetails,
  /** By net inflow, largest first. */
  holders: z.array(z.union([tokenHolder, protectedHolder])),
  /** How many transfers the net inflows are over, and whether that is all the token has (up to 100,000). */
  transfersRead: z.number(),
  complete: z.boolean(),
});
export type TokenHolders = z.output<typeof tokenHolders>;

/** A token a wallet holds or held. */
export const walletTokenListing = z.object({ name: z.string(), symbol: z.string(), contract: z.string(), decimals: z.number() });
export type WalletTokenListing = z.output<typeof walletTokenListing>;

const chainErrors = ['chain_unavailable', 'chain_busy', 'unknown_chain'] as const;
/** Which chain (GET /chains' slug or id); the first chain watched when absent. */
const onChain = z.object({ chain: chainQuery.optional() });

export const analyzerRoutes = {
  'GET /analyzer/holders/:token': route({
    method: 'GET',
    path: '/analyzer/holders/:token',
    access: 'user',
    params: z.object({ token: tokenAddress }),
    query: onChain.extend({ limit: z.coerce.number().int().min(1).max(MAX_HOLDERS).default(DEFAULT_HOLDERS) }),
    responses: { 200: tokenHolders },
    errors: chainErrors,
  }),
  'GET /analyzer/token/:token': route({
    method: 'GET',
    path: '/analyzer/token/:token',
    access: 'user',
    params: z.object({ token: tokenAddress }),
    query: onChain,
    responses: { 200: tokenDetails },
    errors: chainErrors,
  }),
  'GET /analyzer/tokens/:wallet': route({
    method: 'GET',
    path: '/analyzer/tokens/:wallet',
    access: 'user',
    params: z.object({ wallet: walletAddress }),
    query: onChain,
    responses: { 200: z.object({ tokens: z.array(walletTokenListing) }) },
    errors: ['wallet_protected', ...chainErrors],
  }),
} as const;
