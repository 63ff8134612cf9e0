// eth_getLogs in block ranges. Providers cap a call by block span or by result size (and viem refuses
// answers over 10 MiB), so a range that fails as too large is halved, and the span adapts to how dense
// the logs are.
export type BlockRange = { from: bigint; to: bigint };

/** Small to begin with: a dense token fills a few hundred blocks with 10 MiB of logs; sparse ranges widen fast. */
export const DEFAULT_SPAN = 100n;
/** Aim for about this many logs per call: far below every provider's cap and viem's 10 MiB. */
const TARGET_LOGS = 5_000;

const TOO_LARGE = /too large|too many|block range|exceed|more than|response size|max results/i;

export function isTooLarge(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { details?: unknown }).details ?? '')}` : String(error);
  return TOO_LARGE.test(text);
}

/**
 * Reads logs from `latest` back towards `earliest`, newest range first, handing each range's logs to
 * `take`. Stops when `take` returns false.
 */
export async function readLogsBackwards<T>(
  earliest: bigint,
  latest: bigint,
  read: (range: BlockRange) => Promise<T[]>,
  take: (logs: T[]) => boolean,
  initialSpan = DEFAULT_SPAN,
): Promise<void> {
  let span = initialSpan;
  let to = latest;
  while (to >= earliest) {
    const from = to - span + 1n > earliest ? to - span + 1n : earliest;
    let logs: T[];
    try {
      logs = await read({ from, to });
    } catch (error) {
      if (span > 1n && isTooLarge(error)) {
        span = span / 2n;
        continue;
      }
      throw error;
    }
    if (!take(logs)) return;
    span = nextSpan(span, BigInt(to - from + 1n), logs.length);
    to = from - 1n;
  }
}

/** Reads logs from `earliest` up to `latest` in ranges, oldest first. */
export async function readLogsForwards<T>(
  earliest: bigint,
  latest: bigint,
  read: (range: BlockRange) => Promise<T[]>,
  take: (logs: T[]) => void,
  initialSpan = DEFAULT_SPAN,
): Promise<void> {
  let span = initialSpan;
  let from = earliest;
  while (from <= latest) {
    const to = from + span - 1n < latest ? from + span - 1n : latest;
    let logs: T[];
    try {
      logs = await read({ from, to });
    } catch (error) {
      if (span > 1n && isTooLarge(error)) {
        span = span / 2n;
        continue;
      }
      throw error;
    }
    take(logs);
    span = nextSpan(span, BigInt(to - from + 1n), logs.length);
    from = to + 1n;
  }
}

function nextSpan(span: bigint, covered: bigint, found: number): bigint {
  if (found === 0) return span * 2n;
  const perBlock = found / Number(covered);
  const ideal = BigInt(Math.max(1, Math.floor(TARGET_LOGS / perBlock)));
  return ideal < span * 4n ? ideal : span * 4n;
}
