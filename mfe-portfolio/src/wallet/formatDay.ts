// Days as the wallet page names them. The api's days are UTC days (a value point is the end of one), so
// they are named in UTC: a reader west of Greenwich would otherwise see every point a day early.
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Seconds since the epoch → 'Mar 3, 2026'. */
export const formatDay = (seconds: number) => DAY.format(new Date(seconds * 1000));

/** The ISO date for <time dateTime>. */
export const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString();
