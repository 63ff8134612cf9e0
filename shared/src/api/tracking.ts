// The tracking routes more than one screen uses: the user's saved wallets (the Settings tab, the
// dashboard's Tracked Wallets), an address's newest transactions (their 'View Transactions'), tracking
// one more wallet from any screen (the Track button) and muting a wallet's alerts.
import { DEFAULT_MONITOR_OPTIONS, type MonitorOptionValues } from '@whalewatch/contracts/constants';
import type { MonitorOptions, MuteDuration, MuteState, TrackedWallet, TrackingSettings, Transaction } from '../types/entities';
import { call } from './apiClient';

export { DEFAULT_MONITOR_OPTIONS };

/** A wallet's options with the defaults filled in for fields saved before they existed. */
export function withDefaultMonitorOptions(options: MonitorOptions): MonitorOptionValues {
  return {
    ...options,
    direction: options.direction ?? DEFAULT_MONITOR_OPTIONS.direction,
    alertUnpricedTokens: options.alertUnpricedTokens ?? DEFAULT_MONITOR_OPTIONS.alertUnpricedTokens,
    chainsOff: options.chainsOff ?? [...DEFAULT_MONITOR_OPTIONS.chainsOff],
  };
}

/** The signed-in user's tracked wallets and check interval; failures read `fallbackError` (spec §8). */
export function fetchTrackingSettings(fallbackError: string, signal?: AbortSignal): Promise<TrackingSettings> {
  return call('GET /users/settings', {}, { fallbackError, signal });
}

/** The address's newest transactions, newest first (1 to 5). */
export async function fetchLatestTransactions(address: string, limit: number, signal?: AbortSignal): Promise<Transaction[]> {
  const { transactions } = await call('GET /users/transactions/:address/latest', { params: { address }, query: { limit } }, { signal });
  return transactions;
}

/** Fallbacks when the server does not explain a failure. */
export const TRACK_FAILED = 'Failed to track wallet';
export const MUTE_FAILED = 'Failed to mute alerts';
export const UNMUTE_FAILED = 'Failed to unmute alerts';

/** Adds the address to the user's tracked wallets with the default monitor options. */
export async function trackWallet(address: string): Promise<TrackedWallet> {
  const { wallet } = await call('POST /users/wallets', { body: { address } }, { fallbackError: TRACK_FAILED });
  return wallet;
}

export type { MuteState };

/** Mutes the wallet's alerts for a while, until unmuted ('forever'), or unmutes them ('off'). */
export function muteWallet(address: string, duration: MuteDuration): Promise<MuteState> {
  return call(
    'PUT /users/wallets/:address/mute',
    { params: { address }, body: { duration } },
    { fallbackError: duration === 'off' ? UNMUTE_FAILED : MUTE_FAILED },
  );
}
