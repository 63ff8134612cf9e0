// What one send to a channel came to, whatever the channel: the outbox decides from it what happens
// to the alerts in it and to the channel, and the delivery log shows it.
export type OutcomeKind = 'delivered' | 'timeout' | 'network' | 'http-error' | 'rate-limited' | 'refused';

export type Outcome = {
  kind: OutcomeKind;
  /** The HTTP status (Telegram: its error_code), null when nothing answered. */
  status: number | null;
  latencyMs: number;
  /** The start of the answer (at most 1 KB), or what went wrong. */
  excerpt: string;
  /** Wait at least this long before the channel's next send (Retry-After, rate-limit headers). */
  waitMs?: number;
  /** The channel cannot work as it is (a deleted webhook, a blocked bot): disabled at once, for this reason. */
  disableReason?: string;
};

export const delivered = (fields: Omit<Outcome, 'kind'>): Outcome => ({ kind: 'delivered', ...fields });

/** The Outcome of an error thrown before any answer (no connection, a timeout, a refused address). */
export function failedBeforeAnswer(error: unknown, latencyMs: number): Outcome {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  const kind: OutcomeKind =
    name === 'RefusedTarget'
      ? 'refused'
      : name === 'DeliveryTimeout' || name === 'AbortError' || name === 'TimeoutError'
        ? 'timeout'
        : 'network';
  return { kind, status: null, latencyMs, excerpt: message.slice(0, 1024) };
}

/** Failures that mean the far side (not one alert) is in trouble: the channel waits before its next send. */
export const pausesChannel = (outcome: Outcome) =>
  outcome.kind === 'timeout' ||
  outcome.kind === 'network' ||
  outcome.kind === 'rate-limited' ||
  outcome.kind === 'refused' ||
  (outcome.status !== null && outcome.status >= 500);
