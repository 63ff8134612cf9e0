// The latency receipt's words: how long after the monitor saw the block the alert reached the user.
import { formatBalance } from '@whalewatch/shared';

/** 'Delivered 0.21 s after the block was seen' (seconds, 2 decimals); null when a time is missing. */
export function deliverySentence(seenAt: string | null, deliveredAt: string | null): string | null {
  if (!seenAt || !deliveredAt) return null;
  const milliseconds = Date.parse(deliveredAt) - Date.parse(seenAt);
  if (!Number.isFinite(milliseconds)) return null;
  return `Delivered ${formatBalance(Math.round(milliseconds / 10) / 100)} s after the block was seen`;
}

/** A receipt time to the millisecond, in the reader's locale: '23/11/2026, 10:00:00.120'. */
export function preciseTime(iso: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3 });
  return `${date.toLocaleDateString()}, ${time}`;
}
