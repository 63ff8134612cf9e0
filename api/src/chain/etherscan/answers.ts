// What an Etherscan answer means. The account/logs modules answer {status, message, result}; the proxy
// module answers JSON-RPC ({jsonrpc, id, result} or {…, error}) but still reports rate limits and bad
// keys as a text, sometimes in `result`. Empty lists come as status "0" and are not failures.
import { z } from 'zod';

const explorerAnswer = z.object({ status: z.string(), message: z.string(), result: z.unknown() });
const rpcAnswer = z.object({
  jsonrpc: z.string(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number().optional(), message: z.string() }).loose().optional(),
});
export const etherscanAnswer = z.union([explorerAnswer, rpcAnswer]);
export type EtherscanAnswer = z.infer<typeof etherscanAnswer>;

export type Verdict =
  | { kind: 'success'; result: unknown }
  | { kind: 'rate-limit' | 'daily-cap' | 'throttled' | 'invalid-key' | 'not-served' | 'refused'; text: string };

/** Etherscan's texts, and Blockscout's per list ("No token transfers found", "No logs found", with result []). */
const EMPTY_LIST = /^no (transactions|records) found/i;
/** Etherscan's free plan on a paid-only chain; Routescan on a chain it does not index. */
const NOT_SERVED = /not supported for this chain|chain not supported/i;
const DAILY_CAP = /daily\s+(rate\s+)?limit/i;
/** Etherscan's per-IP throttle after 5 invalid-key answers in 30 s: wait ~30 s; it says nothing about the key. */
const THROTTLED = /too many invalid api key attempts/i;
/** Also answered for a key created minutes ago: a reason to set the key aside, not to drop it. */
const INVALID_KEY = /invalid api key/i;
const RATE_LIMIT = /rate limit/i;

export function judgeAnswer(answer: EtherscanAnswer): Verdict {
  if ('status' in answer) return judgeExplorerAnswer(answer);
  if (answer.error) return judgeText(answer.error.message) ?? { kind: 'refused', text: answer.error.message };
  if (typeof answer.result === 'string') {
    const verdict = judgeText(answer.result);
    if (verdict) return verdict;
  }
  return { kind: 'success', result: answer.result ?? null };
}

function judgeExplorerAnswer({ status, message, result }: z.infer<typeof explorerAnswer>): Verdict {
  if (status === '1') return { kind: 'success', result };
  const resultText = typeof result === 'string' ? result : '';
  if (EMPTY_LIST.test(message) || EMPTY_LIST.test(resultText) || (Array.isArray(result) && result.length === 0)) {
    return { kind: 'success', result: [] };
  }
  const text = resultText || message;
  return judgeText(`${message} ${resultText}`, text) ?? { kind: 'refused', text };
}

/** The verdict a rate-limit or key text carries; null for any other text. */
function judgeText(searched: string, text = searched): Verdict | null {
  // The daily cap's text also says "rate limit", the throttle's "invalid api key": test them first.
  if (DAILY_CAP.test(searched)) return { kind: 'daily-cap', text };
  if (NOT_SERVED.test(searched)) return { kind: 'not-served', text };
  if (THROTTLED.test(searched)) return { kind: 'throttled', text };
  if (INVALID_KEY.test(searched)) return { kind: 'invalid-key', text };
  if (RATE_LIMIT.test(searched)) return { kind: 'rate-limit', text };
  return null;
}
