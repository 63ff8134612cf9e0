// How a failed chain read answers over HTTP. When the source is only out of reach for now (every
// Etherscan key backs off, Etherscan throttles this server, the daily limit is spent) the answer is 503
// with Retry-After and says when to try again, at once rather than after a long wait; any other failure
// is the chain's fault: 502 with the feature's own message.
import { HttpError } from '../http';
import { EtherscanError } from './etherscan/errors';

/** The failure's wait, when it has one. */
export function retryAfterMsOf(error: unknown): number | undefined {
  return error instanceof EtherscanError ? error.retryAfterMs : undefined;
}

/** "30 s", "5 min", "3 h": a wait as a person reads it, rounded up. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1_000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 2 * 3_600) return `${Math.ceil(seconds / 60)} min`;
  return `${Math.ceil(seconds / 3_600)} h`;
}

function why(error: EtherscanError): string {
  if (error.failure === 'daily-cap') return "The block explorer's daily request limit is reached";
  if (error.failure === 'invalid-keys') return 'The block explorer does not accept the configured API keys yet';
  return 'The block explorer is busy';
}

/**
 * The HttpError for a read that failed with `error`: 503 saying when to try again while the source is
 * only busy (the front end shows it after its own context, "Failed to fetch portfolio: …"), otherwise
 * 502 with `message`, what could not be read.
 */
export function chainUnavailable(message: string, error: unknown): HttpError {
  const retryAfterMs = retryAfterMsOf(error);
  if (retryAfterMs === undefined || !(error instanceof EtherscanError)) {
    return new HttpError(502, message, 'chain_unavailable', {}, { cause: error });
  }
  const retryAfter = String(Math.max(1, Math.ceil(retryAfterMs / 1_000)));
  return new HttpError(
    503,
    `${why(error)}, please try again in ${formatWait(retryAfterMs)}`,
    'chain_busy',
    { 'retry-after': retryAfter },
    { cause: error },
  );
}
