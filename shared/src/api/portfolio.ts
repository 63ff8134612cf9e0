// A wallet's portfolio in USD (spec §7 "Portfolio"): what the Portfolio Viewer shows.
import type { Portfolio } from '../types/entities';
import { call } from './apiClient';

/** Spec §8: the server's error text, else this. */
export const PORTFOLIO_FAILED = 'Failed to fetch portfolio';

/** The wallet's portfolio on `chain` (a slug or id of GET /chains); on the first chain watched without one. */
export function fetchPortfolio(address: string, signal?: AbortSignal, chain?: string): Promise<Portfolio> {
  return call(
    'GET /balance/portfolio/:address',
    { params: { address }, query: chain ? { chain } : {} },
    { fallbackError: PORTFOLIO_FAILED, signal },
  );
}
