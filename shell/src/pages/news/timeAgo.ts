// When a story came out, as people say it ('5 minutes ago', '3 hours ago', '2 days ago'), and in full.

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Largest first; a month and a year are near enough for news. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

export const JUST_NOW = 'just now';

/** How long ago, in the largest whole unit; under a minute (or a clock a little ahead) is 'just now'. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.floor((now - Date.parse(iso)) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return JUST_NOW;
}

/** The date and time in the reader's own time zone. */
export function fullTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
