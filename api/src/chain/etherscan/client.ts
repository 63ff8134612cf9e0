// One Etherscan V2 request through the key pool, with the spec's retries (§9): a rate limit marks the
// account and retries after 500 ms (5 times), a network failure retries after 1000 ms (3 times), a daily
// cap or an invalid key moves on to another key, Etherscan's per-IP throttle rests the whole pool. When
// the pool has no key within its deadline the request fails at once, saying when to retry. Anything else
// Etherscan refuses is an error at once. The same client asks Blockscout and Routescan, whose requests
// differ only in shape (dialects.ts); each source has its own client, pool, budget and deadline. Where
// another source follows this one (`retry: false`) a rate limit or network failure is not retried here:
// the next source is the retry.
import type { z } from 'zod';
import { etherscanAnswer, judgeAnswer, type Verdict } from './answers';
import { DIALECTS, type EtherscanQuery } from './dialects';
import { EtherscanError } from './errors';
import { ETHERSCAN_V2_URL, EXPLORER_DEFAULTS, type ExplorerKind } from '../../config';
import type { KeyPool } from './key-pool';

export type { EtherscanQuery } from './dialects';

export const RATE_LIMIT_RETRIES = 5;
export const RATE_LIMIT_WAIT_MS = 500;
export const NETWORK_RETRIES = 3;
export const NETWORK_WAIT_MS = 1_000;

export type EtherscanClientOptions = {
  baseUrl?: string;
  chainId: number;
  pool: KeyPool;
  fetch?: typeof fetch;
  /** The longest one request may take (default: the kind's, 30 s for Etherscan). */
  timeoutMs?: number;
  /** Which Etherscan-compatible explorer answers (default Etherscan's V2 API). */
  kind?: ExplorerKind;
  /** False when another source follows: rate limits and network failures fail at once instead of waiting here. */
  retry?: boolean;
};

/**
 * Asks Etherscan and parses the result with `schema`; empty lists come back as []. `post` sends the
 * query as a form body instead of in the URL, for calls whose data would make the URL too long
 * (Etherscan answers 414 past a few thousand characters; it takes proxy/eth_call by POST).
 */
export type EtherscanRequest = <T>(query: EtherscanQuery, schema: z.ZodType<T>, options?: { post?: boolean }) => Promise<T>;

type Attempt = Verdict | { kind: 'network'; reason: string; cause?: unknown };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function etherscanClient({
  baseUrl = ETHERSCAN_V2_URL,
  chainId,
  pool,
  fetch: fetchImpl = fetch,
  kind = 'etherscan',
  timeoutMs = EXPLORER_DEFAULTS[kind].timeoutMs,
  retry = true,
}: EtherscanClientOptions): EtherscanRequest {
  const dialect = DIALECTS[kind];
  const who = EXPLORER_DEFAULTS[kind].label;
  const rateLimitRetries = retry ? RATE_LIMIT_RETRIES : 0;
  const networkRetries = retry ? NETWORK_RETRIES : 0;

  async function attempt(query: EtherscanQuery, key: string, post: boolean): Promise<Attempt> {
    const { url, init } = dialect.request({ baseUrl, chainId, query, key, post });
    let status: number;
    let body: string;
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      body = await response.text();
    } catch (error) {
      return { kind: 'network', reason: describe(error), cause: error };
    }
    // Blockscout and Routescan say "over the limit" with 429 only; a PRO key refused is 401.
    if (status === 429) return { kind: 'rate-limit', text: 'HTTP 429 Too Many Requests' };
    if (status === 401 || status === 403) return { kind: 'invalid-key', text: `HTTP ${status}` };
    const success = status >= 200 && status <= 299;
    if (!success && (status < 400 || status > 499)) return { kind: 'network', reason: `HTTP ${status}` };
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return { kind: 'network', reason: success ? 'an answer that is not JSON' : `HTTP ${status}` };
    }
    const answer = etherscanAnswer.safeParse(json);
    if (!answer.success) return { kind: 'network', reason: success ? 'an answer without status/message/result' : `HTTP ${status}` };
    // A 4xx with an explorer's answer is its refusal (Blockscout: 400 "Unknown action").
    const verdict = judgeAnswer(answer.data);
    return success || verdict.kind !== 'success' ? verdict : { kind: 'refused', text: `HTTP ${status}` };
  }

  return async function request<T>(query: EtherscanQuery, schema: z.ZodType<T>, { post = false } = {}): Promise<T> {
    const call = `${query.module}/${query.action}`;
    const refusal = dialect.refusal(query);
    if (refusal) throw new EtherscanError('unsupported', `${who} ${call} failed: ${refusal}`);
    let rateLimits = 0;
    let networkFailures = 0;
    for (;;) {
      const key = await pool.acquire();
      const outcome = await attempt(query, key, post);
      pool.answered(key);
      switch (outcome.kind) {
        case 'success': {
          pool.succeeded(key);
          const result = schema.safeParse(outcome.result);
          if (!result.success) {
            const [issue] = result.error.issues;
            const where = issue ? `${issue.path.join('.') || 'result'}: ${issue.message}` : 'no detail';
            throw new EtherscanError('unexpected-answer', `${who} ${call} answered an unexpected result (${where})`);
          }
          return result.data;
        }
        case 'refused':
          pool.succeeded(key);
          throw new EtherscanError('refused', `${who} ${call} failed: ${outcome.text}`);
        case 'rate-limit':
          pool.rateLimited(key, outcome.text);
          rateLimits += 1;
          if (rateLimits > rateLimitRetries) {
            throw new EtherscanError(
              'rate-limited',
              `${who} ${call} was still rate limited after ${rateLimitRetries} retries: ${outcome.text}`,
              {
                retryAfterMs: Math.max(RATE_LIMIT_WAIT_MS, pool.nextFreeAt() - Date.now()),
              },
            );
          }
          await sleep(RATE_LIMIT_WAIT_MS);
          break;
        case 'daily-cap':
          pool.dailyCapReached(key, outcome.text);
          break;
        case 'throttled':
          // Per IP, not per key: the pool rests, and the next acquire waits or says when to come back.
          pool.throttled(outcome.text);
          break;
        case 'invalid-key':
          pool.invalid(key, outcome.text);
          break;
        case 'not-served':
          // Every key of the plan gets the same answer: this source cannot serve the chain.
          pool.succeeded(key);
          throw new EtherscanError('chain-not-served', `${who} ${call} failed: ${outcome.text}`);
        case 'network':
          networkFailures += 1;
          if (networkFailures > networkRetries) {
            throw new EtherscanError('network', `${who} ${call} failed after ${networkRetries} retries: ${outcome.reason}`, {
              cause: outcome.cause,
            });
          }
          await sleep(NETWORK_WAIT_MS);
          break;
      }
    }
  };
}

/** The error's message and its cause's; fetch's errors come from another realm, so no instanceof. */
function describe(error: unknown): string {
  const message = messageOf(error);
  const cause = typeof error === 'object' && error !== null && 'cause' in error && error.cause != null ? messageOf(error.cause) : undefined;
  return cause ? `${message} (${cause})` : message;
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}
