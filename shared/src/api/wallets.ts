// One wallet's record (issue 33): its profile (profit and loss, counterparties), its value over time and
// its activity, as the wallet page shows them (@whalewatch/contracts walletsRoutes). Failures carry the
// server's `error` ('This wallet is protected' for a stealth wallet, the reason for a bad address) and
// its `code`, else these fallbacks. Each is about one chain (`chain`, a slug or id of GET /chains; the
// first chain watched without one), and its answer says which.
import type {
  ActivityDirection,
  AssetId,
  PnlWindow,
  ValueRange,
  WalletActivityPage,
  WalletProfile,
  WalletValueHistory,
} from '../types/wallet-profile';
import { call } from './apiClient';

export const WALLET_PROFILE_FAILED = 'Failed to fetch wallet profile';
export const WALLET_VALUE_FAILED = 'Failed to fetch wallet value';
export const WALLET_ACTIVITY_FAILED = 'Failed to fetch wallet activity';

/** GET /wallets/:address/profile?window=… — figures over the window, counterparties, label and ENS name. */
export function fetchWalletProfile(address: string, pnlWindow: PnlWindow, signal?: AbortSignal, chain?: string): Promise<WalletProfile> {
  return call(
    'GET /wallets/:address/profile',
    { params: { address }, query: { window: pnlWindow, chain: chain || undefined } },
    { fallbackError: WALLET_PROFILE_FAILED, signal },
  );
}

/** GET /wallets/:address/value?range=… — the wallet's total in USD, one point a day. */
export function fetchWalletValue(address: string, range: ValueRange, signal?: AbortSignal, chain?: string): Promise<WalletValueHistory> {
  return call(
    'GET /wallets/:address/value',
    { params: { address }, query: { range, chain: chain || undefined } },
    { fallbackError: WALLET_VALUE_FAILED, signal },
  );
}

/** Which page of the activity, of one asset and one direction only when given. */
export interface WalletActivityQuery {
  page: number;
  token?: AssetId | null;
  direction?: ActivityDirection | null;
}

/** GET /wallets/:address/activity?page=…[&token=…][&direction=in|out] — newest first. */
export function fetchWalletActivity(
  address: string,
  { page, token, direction }: WalletActivityQuery,
  signal?: AbortSignal,
  chain?: string,
): Promise<WalletActivityPage> {
  return call(
    'GET /wallets/:address/activity',
    { params: { address }, query: { page, token: token ?? undefined, direction: direction ?? undefined, chain: chain || undefined } },
    { fallbackError: WALLET_ACTIVITY_FAILED, signal },
  );
}
