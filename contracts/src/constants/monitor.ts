// A tracked wallet's monitor options: the spec's defaults on add (§3), and ours for the two options the
// spec does not have (which direction alerts, and tokens without a price).
export const ALERT_DIRECTIONS = ['in', 'out', 'both'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

export interface MonitorOptionValues {
  tokenTransfers: boolean;
  tokenApprovals: boolean;
  etherTransfers: boolean;
  /** In ETH, minimum 0, step 0.1. */
  minTransactionValue: number;
  direction: AlertDirection;
  alertUnpricedTokens: boolean;
  /** Chain ids the wallet is not watched on; every other enabled chain watches it (GET /chains lists them). */
  chainsOff: number[];
}

export const DEFAULT_MONITOR_OPTIONS: MonitorOptionValues = {
  tokenTransfers: true,
  tokenApprovals: true,
  etherTransfers: true,
  minTransactionValue: 0.1,
  direction: 'both',
  alertUnpricedTokens: false,
  chainsOff: [],
};

/** A wallet's alerts can be muted for an hour, a day, or until unmuted ('forever'); 'off' unmutes. */
export const MUTE_DURATIONS = ['1h', '24h', 'forever', 'off'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];
/** `mutedUntil` of a wallet muted until unmuted. */
export const MUTED_FOREVER = 'forever';

/** Milliseconds; 60000 when a user never chose one. */
export const DEFAULT_CHECK_INTERVAL_MS = 60_000;
