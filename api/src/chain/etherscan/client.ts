// One Etherscan V2 request through the key pool, with the spec's retries (§9): a rate limit marks the
// account and retries after 500 ms (5 times), a network failure retries after 1000 ms (3 times), a daily
// cap or an invalid key moves on to another key, Etherscan's per-IP throttle rests the whole pool. When
// the pool has no key within its deadline the request fails at once, saying when to retry. Anything else
// Etherscan refuses is an error at once.
import type { z } from 'zod';
import { etherscanAnswer, judgeAnswer, type Verdict } from './answers';
import { EtherscanError } from './errors';
import { ETHERSCAN_V2_URL } from '../../config';
import type { KeyPool } from './key-pool';

export const RATE_LIMIT_RETRIES = 5;
export const RATE_LIMIT_WAIT_MS = 500;
export const NETWORK_RETRIES = 3;
export const NETWORK_WAIT_MS = 1_000;
const TIMEOUT_MS = 30_000;

export type EtherscanQuery = { module: string; action: string } & Record<string, string | number | bigint | boolean>;

export type EtherscanClientOptions = {
  baseUrl?: string;
  chainId: number;
  pool: KeyPool;
  fetch?: typeof fetch;
  timeoutMs?: number;
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
  timeoutMs = TIMEOUT_MS,
}: EtherscanClientOptions): EtherscanRequest {
  async function attempt(query: EtherscanQuery, key: string, post: boolean): Promise<Attempt> {
    const url = new URL(baseUrl);
    url.searchParams.set('chainid', String(chainId));
    const params = new URLSearchParams({ chainid: String(chainId) });
    for (const [name, value] of Object.entries(query)) params.set(name, String(value));
    params.set('apikey', key);
    if (!post) url.search = params.toString();
    const init: RequestInit = post
      ? { method: 'POST', body: params, headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' } }
      : { headers: { accept: 'application/json' } };
    let status: number;
    let body: string;
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      body = await response.text();
    } catch (error) {
      return { kind: 'network', reason: describe(error), cause: error };
    }
    if (status === 429) return { kind: 'rate-limit', text: 'HTTP 429 Too Many Requests' };
    if (status < 200 || status > 299) return { kind: 'network', reason: `HTTP ${status}` };
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return { kind: 'network', reason: 'an answer that is not JSON' };
    }
    const answer = etherscanAnswer.safeParse(json);
    if (!answer.success) return { kind: 'network', reason: 'an answer without status/message/result' };
    return judgeAnswer(answer.data);
  }

  return async function request<T>(query: EtherscanQuery, schema: z.ZodType<T>, { post = false } = {}): Promise<T> {
    const call = `${query.module}/${query.action}`;
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
            throw new EtherscanError('unexpected-answer', `Etherscan ${call} answered an unexpected result (${where})`);
          }
          return result.data;
        }
        case 'refused':
          pool.succeeded(key);
          throw new EtherscanError('refused', `Etherscan ${call} failed: ${outcome.text}`);
        case 'rate-limit':
          pool.rateLimited(key, outcome.text);
          rateLimits += 1;
          if (rateLimits > RATE_LIMIT_RETRIES) {
            throw new EtherscanError(
              'rate-limited',
              `Etherscan ${call} was still rate limited after ${RATE_LIMIT_RETRIES} retries: ${outcome.text}`,
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
        case 'network':
          networkFailures += 1;
          if (networkFailures > NETWORK_RETRIES) {
            throw new EtherscanError('network', `Etherscan ${call} failed after ${NETWORK_RETRIES} retries: ${outcome.reason}`, {
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
