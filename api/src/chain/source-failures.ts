// What a failed call says about the source it went to: whether another source should be asked. A source
// that cannot serve now (out of reach, past its deadline, a 5xx, throttled or over its budget, a plan that
// does not cover the chain, an answer it cannot make sense of) is set aside and the next one asked; a
// call the source's kind does not have goes to the next one without blaming it; anything about the
// question itself (an address an explorer refuses, a reverted call, a block that does not exist) would
// fail everywhere, and is the caller's answer.
import { BaseError, HttpRequestError, InternalRpcError, LimitExceededRpcError, ResourceUnavailableRpcError, TimeoutError } from 'viem';
import { EtherscanError, type EtherscanFailure } from './etherscan/errors';
import { JsonRpcError } from './rpc/json-rpc-post';

export type FailureVerdict = 'unavailable' | 'unsupported' | 'answer';

/** A call that took longer than its source's deadline (fallback-source.ts). */
export class SourceDeadlineError extends Error {
  override readonly name = 'SourceDeadlineError';
}

const UNAVAILABLE: ReadonlySet<EtherscanFailure> = new Set<EtherscanFailure>([
  'rate-limited',
  'daily-cap',
  'invalid-keys',
  'no-free-key',
  'network',
  'unexpected-answer',
  'chain-not-served',
]);

/** JSON-RPC codes a node uses for "not now": limit exceeded, resource unavailable, internal error. */
const BUSY_NODE_CODES: ReadonlySet<number> = new Set([-32005, -32002, -32603]);

/** Node.js socket errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT, ENOTFOUND, EAI_AGAIN, UND_ERR_*). */
const NETWORK_CODE = /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/;
/** json-rpc-post.ts's own deadlines. */
const POST_DEADLINE = /took longer than|could not connect within/;

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

export function judgeFailure(error: unknown): FailureVerdict {
  if (error instanceof SourceDeadlineError) return 'unavailable';
  if (error instanceof EtherscanError) {
    if (error.failure === 'unsupported') return 'unsupported';
    return UNAVAILABLE.has(error.failure) ? 'unavailable' : 'answer';
  }
  if (error instanceof JsonRpcError) {
    // No code: the node answered HTTP without JSON-RPC (a 5xx, a 429, a proxy's page).
    return error.code === undefined || BUSY_NODE_CODES.has(error.code) ? 'unavailable' : 'answer';
  }
  if (error instanceof BaseError) {
    const busy = error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        cause instanceof LimitExceededRpcError ||
        cause instanceof ResourceUnavailableRpcError ||
        cause instanceof InternalRpcError,
    );
    return busy ? 'unavailable' : 'answer';
  }
  const code = codeOf(error);
  if (typeof code === 'string' && NETWORK_CODE.test(code)) return 'unavailable';
  if (error instanceof Error && POST_DEADLINE.test(error.message)) return 'unavailable';
  return 'answer';
}
