// The check interval both tabs edit (spec §5: a required number, at least 1000 ms; the api also wants
// a whole number).
import { Field, MIN_CHECK_INTERVAL_MS, type FieldProps } from '@whalewatch/shared';

export const CHECK_INTERVAL_LABEL = 'Check Interval (milliseconds)';
export const CHECK_INTERVAL_INVALID = `Check interval must be a whole number of at least ${MIN_CHECK_INTERVAL_MS} milliseconds`;

/** The interval in milliseconds, or null when the text is not a whole number ≥ 1000. */
export function parseCheckInterval(value: string): number | null {
  const interval = Number(value);
  return value.trim() !== '' && Number.isInteger(interval) && interval >= MIN_CHECK_INTERVAL_MS ? interval : null;
}

export function CheckIntervalField(props: Omit<FieldProps, 'label' | 'type'>) {
  return <Field label={CHECK_INTERVAL_LABEL} type="number" min={MIN_CHECK_INTERVAL_MS} step={1000} required {...props} />;
}
