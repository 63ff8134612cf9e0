// The ranges and windows screens offer, as the api takes them.

/** The dashboard's activity: the last day or week. */
export const ACTIVITY_RANGES = ['24h', '7d'] as const;
export type ActivityRange = (typeof ACTIVITY_RANGES)[number];

/** The activity feed's length: the newest alerts in the range (the flows count them all). */
export const ACTIVITY_FEED_SIZE = 100;

/** Windows a wallet's profit and loss is summed over; 'all' is every loaded transfer. */
export const PNL_WINDOWS = ['30d', '90d', 'all'] as const;
export type PnlWindow = (typeof PNL_WINDOWS)[number];

/** Ranges of a wallet's value-over-time chart (daily points). */
export const VALUE_RANGES = ['30d', '90d', '1y'] as const;
export type ValueRange = (typeof VALUE_RANGES)[number];
