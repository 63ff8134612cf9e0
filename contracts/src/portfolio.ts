// A wallet's portfolio in US dollars (spec §3 "Portfolio", §7 "Portfolio"), behind the bearer token:
// ether and every ERC-20 the wallet still holds, priced where a price is known; 403 when protected.
import { z } from 'zod';
import { chainQuery } from './chains';
import { addressLabel, chainRef } from './common';
import { route } from './route';
import { walletAddress } from './tracking';

export const portfolioToken = z.object({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  /** Whole tokens. */
  balance: z.number(),
  /** USD per whole token; null when unknown (shown 'N/A', never 0). */
  priceUsd: z.number().nullable(),
  valueUsd: z.number().nullable(),
});
export type PortfolioToken = z.output<typeof portfolioToken>;

export const portfolio = z.object({
  /** The wallet, lower-case. */
  address: z.string(),
  /** The chain these balances are on. */
  chain: chainRef,
  /** What the wallet is known as to the user; null when nothing. */
  label: addressLabel.nullable(),
  nativeToken: portfolioToken.omit({ address: true }),
  /** Tokens with a balance, by USD value, largest first; tokens without a price last. */
  tokens: z.array(portfolioToken),
  /** The sum of the values that are known. */
  totalValueUsd: z.number(),
  /** Tokens in the wallet's history whose balances were not read: spam, or unpriced past the first 100. */
  skippedTokens: z.number(),
});
export type Portfolio = z.output<typeof portfolio>;

export const portfolioRoutes = {
  'GET /balance/portfolio/:address': route({
    method: 'GET',
    path: '/balance/portfolio/:address',
    access: 'user',
    params: z.object({ address: walletAddress }),
    /** Which chain (GET /chains' slug or id); the first chain watched when absent. */
    query: z.object({ chain: chainQuery.optional() }),
    responses: { 200: portfolio },
    errors: ['wallet_protected', 'chain_unavailable', 'chain_busy', 'unknown_chain'],
  }),
} as const;
