import { JUST_NOW, timeAgo } from './timeAgo';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  // The largest whole unit, rounded down: 59 min 59 s is still minutes, 36 h is one day.
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 30 * SECOND, '5 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [3 * HOUR + 10 * MINUTE, '3 hours ago'],
    [36 * HOUR, '1 day ago'],
    [2 * DAY + 23 * HOUR, '2 days ago'],
    [7 * DAY, '1 week ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [400 * DAY, '1 year ago'],
  ])('says a story published %p ms ago came out %p', (age, expected) => {
    expect(timeAgo(new Date(NOW - age).toISOString(), NOW)).toBe(expected);
  });

  it("says 'just now' for a story stamped a little ahead of the reader's clock", () => {
    expect(timeAgo(new Date(NOW + 30 * SECOND).toISOString(), NOW)).toBe(JUST_NOW);
  });
});
