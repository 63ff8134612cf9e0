// eth_getLogs in block ranges. Providers cap a call by block span or by result size (and viem refuses
// answers over 10 MiB), so a range that fails as too large is halved, and the span adapts to how dense
// the logs are.
export type BlockRange = { from: bigint; to: bigint };

/** Small to begin with: a dense token fills a few hundred blocks with 10 MiB of logs; sparse ranges widen fast. */
export const DEFAULT_SPAN = 100n;
/** Aim for about this many logs per call: far below every provider's cap and viem's 10 MiB. */
const TARGET_LOGS = 5_000;
/** Pieces per call in flight while the density is unknown (see NewestFirstOptions.concurrency). */
const SLOW_START_PIECES = 2n;
/** Pieces per call in flight the last blocks are read in, once the calls in flight would reach the end. */
const LAST_STRETCH_PIECES = 8n;

const TOO_LARGE = /too large|too many|block range|exceed|more than|response size|max results/i;

export function isTooLarge(error: unknown): boolean {
  // viem's errors keep the node's own words in `details`.
  const details = error instanceof Error ? (error as { details?: unknown }).details : undefined;
  const text = error instanceof Error ? `${error.message} ${typeof details === 'string' ? details : ''}` : String(error);
  return TOO_LARGE.test(text);
}

/** Reads logs from `earliest` up to `latest` in ranges, oldest first; stops early when `take` returns false. */
export async function readLogsForwards<T>(
  earliest: bigint,
  latest: bigint,
  read: (range: BlockRange) => Promise<T[]>,
  take: (logs: T[]) => boolean | void,
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
    if (take(logs) === false) return;
    span = nextSpan(span, logs.length / Number(to - from + 1n), 4n);
    from = to + 1n;
  }
}

/** The span of about TARGET_LOGS at `perBlock` logs a block; null for no logs at all. */
function idealSpan(perBlock: number): bigint | null {
  return perBlock === 0 ? null : BigInt(Math.max(1, Math.floor(TARGET_LOGS / perBlock)));
}

/** The next range's span: about TARGET_LOGS at `perBlock` logs a block, growing at most `growth` times. */
function nextSpan(span: bigint, perBlock: number, growth: bigint): bigint {
  const ideal = idealSpan(perBlock);
  if (ideal === null) return span * 2n;
  return ideal < span * growth ? ideal : span * growth;
}

export type NewestFirstOptions<T> = {
  /** Stop planning ranges once this many logs are read or on their way (estimated from the density so far). */
  wanted: number;
  /**
   * Most calls in flight at once. Until the density of the logs is known, a span is read in pieces of a
   * `2 × concurrency`th of it, `concurrency` at once, so a dense stretch met there is read in parallel
   * pieces of about the same size rather than as one long call while the others wait (or finish first).
   */
  concurrency: number;
  initialSpan?: bigint;
  /** A log's block: the density is then measured at the range's old edge, where the next range starts. */
  blockOf?: (log: T) => bigint;
};

/** What a newest-first read got: each range's logs as the node answered them, newest range first. */
export type NewestFirstRead<T> = { batches: T[][]; failure?: unknown };

/**
 * Reads logs from `latest` back towards `earliest` with up to `concurrency` ranges in flight, and hands
 * back every range's logs in order, newest range first, until `wanted` logs are in. A range refused as
 * too large is read again in halves. A failed range ends the read: what came before it is returned with
 * the failure (the ranges after it are dropped, so the batches stay one contiguous stretch of blocks).
 */
export async function readLogsNewestFirst<T>(
  earliest: bigint,
  latest: bigint,
  read: (range: BlockRange) => Promise<T[]>,
  { wanted, concurrency, initialSpan = DEFAULT_SPAN, blockOf }: NewestFirstOptions<T>,
): Promise<NewestFirstRead<T>> {
  type Slot = { range: BlockRange; logs?: T[]; failure?: unknown; settled: boolean };
  const slots: Slot[] = [];
  const batches: T[][] = [];
  let failure: unknown;
  let failed = false;
  let delivered = 0;
  let deliveredLogs = 0;
  let next = latest;
  let span = initialSpan;
  let blocksRead = 0n;
  let logsRead = 0;
  /** Logs per block where the ranges read so far end (their oldest quarter), and how far back that is. */
  let edge: { from: bigint; density: number } | null = null;
  const running = new Set<Promise<void>>();
  let blocksInFlight = 0n;
  /** The widest range from the point where the blocks left are shared out among the calls. */
  let lastPiece: bigint | null = null;

  const size = (range: BlockRange) => range.to - range.from + 1n;
  const density = () => edge?.density ?? (logsRead > 0 ? logsRead / Number(blocksRead) : null);

  /** The density in the oldest quarter of a range just read: the stretch next to the ranges still to come. */
  function edgeDensity(range: BlockRange, logs: T[]): number {
    if (!blockOf || size(range) < 8n) return logs.length / Number(size(range));
    const quarter = size(range) / 4n;
    const limit = range.from + quarter;
    let count = 0;
    for (const log of logs) if (blockOf(log) < limit) count += 1;
    return count / Number(quarter);
  }

  /** Logs read or expected from ranges not handed back yet. */
  function onTheirWay(): number {
    const perBlock = density() ?? 0;
    let expected = 0;
    for (let at = delivered; at < slots.length; at += 1) {
      const slot = slots[at];
      expected += slot.settled ? (slot.logs?.length ?? 0) : Number(size(slot.range)) * perBlock;
    }
    return expected;
  }

  /** Until a fair number of logs says how dense they are, a span is read in pieces. */
  const pieces = () => (logsRead >= TARGET_LOGS ? 1n : BigInt(concurrency) * SLOW_START_PIECES);

  function plan(): { range: BlockRange; parts: bigint } | null {
    const missing = wanted - deliveredLogs - onTheirWay();
    if (failed || next < earliest || missing <= 0) return null;
    // Near the end, no wider than what is still missing (and a tenth more): the rest would be read for nothing.
    const perBlock = density();
    const enough = perBlock && Number.isFinite(missing) ? BigInt(Math.ceil((missing * 1.1) / perBlock)) : span;
    const parts = pieces();
    const piece = span / parts > 0n ? span / parts : 1n;
    // The pieces in flight together are no wider than one range: a dense stretch costs what it did read whole.
    if (parts > 1n && blocksInFlight > 0n && blocksInFlight + piece > span) return null;
    let width = enough < piece ? (enough > 0n ? enough : 1n) : piece;
    // A range that would take more than a `concurrency`th of the blocks left: the rest is read in pieces of
    // a LAST_STRETCH_PIECES × `concurrency`th. The density so far says little about the oldest blocks (the
    // devnet's history is far denser than its newest blocks): a few wide calls there run alone at the end
    // and read past the wanted logs, while a dense stretch met by one narrow piece sizes the ones after it.
    const left = next - earliest + 1n;
    const calls = BigInt(concurrency);
    const shares = calls * LAST_STRETCH_PIECES;
    if (lastPiece === null && width * calls > left && calls > 1n) lastPiece = (left + shares - 1n) / shares;
    if (lastPiece !== null && width > lastPiece) width = lastPiece;
    const from = next - width + 1n > earliest ? next - width + 1n : earliest;
    const range = { from, to: next };
    next = from - 1n;
    return { range, parts };
  }

  async function readWhole(range: BlockRange): Promise<T[]> {
    try {
      return await read(range);
    } catch (error) {
      if (size(range) <= 1n || !isTooLarge(error)) throw error;
      const middle = range.from + size(range) / 2n;
      const half = middle - range.from;
      if (half < span) span = half > 0n ? half : 1n;
      const older = await readWhole({ from: range.from, to: middle - 1n });
      const newer = await readWhole({ from: middle, to: range.to });
      return older.concat(newer);
    }
  }

  function deliver(): void {
    while (delivered < slots.length && slots[delivered].settled && !failed) {
      const slot = slots[delivered];
      if (slot.failure !== undefined) {
        failed = true;
        failure = slot.failure;
        return;
      }
      const logs = slot.logs ?? [];
      batches.push(logs);
      deliveredLogs += logs.length;
      delivered += 1;
    }
  }

  /** Starts reading `range`, one of `parts` pieces of the span. */
  function start({ range, parts }: { range: BlockRange; parts: bigint }): void {
    const slot: Slot = { range, settled: false };
    slots.push(slot);
    blocksInFlight += size(range);
    const reading = readWhole(range).then(
      (logs) => {
        slot.logs = logs;
        blocksRead += size(range);
        logsRead += logs.length;
        if (!edge || range.from < edge.from) edge = { from: range.from, density: edgeDensity(range, logs) };
        if (parts > 1n) {
          // A piece grows the span by its own width: a span's worth of pieces answered doubles it.
          const grown = span + size(range);
          const ideal = idealSpan(edge.density);
          span = ideal !== null && ideal < grown ? ideal : grown;
        } else {
          // Ranges are planned ahead of their answers: grow slowly, as a sparse stretch may end at once.
          span = nextSpan(span, edge.density, 2n);
        }
      },
      (error: unknown) => {
        slot.failure = error ?? new Error('reading logs failed');
      },
    );
    const tracked = reading.then(() => {
      slot.settled = true;
      blocksInFlight -= size(range);
      running.delete(tracked);
      deliver();
    });
    running.add(tracked);
  }

  for (;;) {
    while (running.size < concurrency && deliveredLogs < wanted) {
      const planned = plan();
      if (!planned) break;
      start(planned);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  return failed ? { batches, failure } : { batches };
}
