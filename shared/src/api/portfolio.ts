// A wallet's portfolio in USD (spec §7 "Portfolio"): what the Portfolio Viewer shows.
import type { Portfolio } from '../types/entities';
import { call } from './apiClient';

/** Spec §8: the server's error text, else this. */
export const PORTFOLIO_FAILED = 'Failed to fetch portfolio';

export function fetchPortfolio(address: string, signal?: AbortSignal): Promise<Portfolio> {
  return call('GET /balance/portfolio/:address', { params: { address } }, { fallbackError: PORTFOLIO_FAILED, signal });
}
