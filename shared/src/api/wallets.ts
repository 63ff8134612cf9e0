// One wallet's record (issue 33): its profile (profit and loss, counterparties), its value over time and
// its activity, as the wallet page shows them. Failures carry the server's `error` ('This wallet is
// protected' for a stealth wallet, the reason for a bad address), else these fallbacks.
import type { ActivityDirection, AssetId, PnlWindow, ValueRange, WalletActivityPage, WalletProfile, WalletValueHistory } from '../types/wallet-profile';
import { api } from './apiClient';

export const WALLET_PROFILE_FAILED = 'Failed to fetch wallet profile';
export const WALLET_VALUE_FAILED = 'Failed to fetch wallet value';
export const WALLET_ACTIVITY_FAILED = 'Failed to fetch wallet activity';

const walletRoute = (address: string, part: string) => `/wallets/${encodeURIComponent(address)}/${part}`;

/** GET /wallets/:address/profile?window=… — figures over the window, counterparties, label and ENS name. */
export function fetchWalletProfile(address: string, pnlWindow: PnlWindow, signal?: AbortSignal): Promise<WalletProfile> {
  const query = new URLSearchParams({ window: pnlWindow });
  return api.get(`${walletRoute(address, 'profile')}?${query}`, { fallbackError: WALLET_PROFILE_FAILED, signal });
}

/** GET /wallets/:address/value?range=… — the wallet's total in USD, one point a day. */
export function fetchWalletValue(address: string, range: ValueRange, signal?: AbortSignal): Promise<WalletValueHistory> {
  const query = new URLSearchParams({ range });
  return api.get(`${walletRoute(address, 'value')}?${query}`, { fallbackError: WALLET_VALUE_FAILED, signal });
}

/** Which page of the activity, of one asset and one direction only when given. */
export interface WalletActivityQuery {
  page: number;
  token?: AssetId | null;
  direction?: ActivityDirection | null;
}

/** GET /wallets/:address/activity?page=…[&token=…][&direction=in|out] — newest first. */
export function fetchWalletActivity(address: string, { page, token, direction }: WalletActivityQuery, signal?: AbortSignal): Promise<WalletActivityPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (token) query.set('token', token);
  if (direction) query.set('direction', direction);
  return api.get(`${walletRoute(address, 'activity')}?${query}`, { fallbackError: WALLET_ACTIVITY_FAILED, signal });
}
