// An HTTP answer from a channel's URL as an Outcome: 2xx delivered, 429 rate-limited with the server's
// Retry-After, anything else (a redirect included: none is followed) an error, retried.
import { retryAfterMs } from '../outbox/backoff';
import type { Answer } from '../network/post';
import type { Outcome } from './outcome';

export function answerOutcome(answer: Answer, at: Date): Outcome {
  const { status, latencyMs, headers } = answer;
  let excerpt = answer.excerpt;
  const waitMs = retryAfterMs(headers['retry-after'], at.getTime()) ?? undefined;
  if (status >= 200 && status < 300) return { kind: 'delivered', status, latencyMs, excerpt };
  if (status === 429) return { kind: 'rate-limited', status, latencyMs, excerpt, waitMs };
  if (status >= 300 && status < 400)
    excerpt = `Redirect to ${String(headers.location ?? '(no location)').slice(0, 200)} not followed. ${excerpt}`.slice(0, 1024);
  return { kind: 'http-error', status, latencyMs, excerpt, waitMs };
}
