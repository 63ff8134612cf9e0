import { readLogsForwards, readLogsNewestFirst, type BlockRange } from './log-ranges';

/** A provider that refuses to answer more than `cap` logs per call, with one log per block; it counts calls in flight. */
function cappedReader(cap: number, { delayMs = 0 } = {}) {
  const calls: BlockRange[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const read = async ({ from, to }: BlockRange): Promise<bigint[]> => {
    calls.push({ from, to });
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      // Later calls answer first sometimes: the order of the answers must not matter.
      await new Promise((resolve) => setTimeout(resolve, delayMs * ((Number(to) % 3) + 1)));
      if (to - from + 1n > BigInt(cap)) throw new Error(`query returned more than ${cap} results`);
      const blocks: bigint[] = [];
      for (let block = from; block <= to; block += 1n) blocks.push(block);
      return blocks;
    } finally {
      inFlight -= 1;
    }
  };
  return { calls, read, mostInFlight: () => mostInFlight };
}

/**
 * A provider whose blocks hold `density(block)` logs each (a log is its block's number); answers take 1–3 ms,
 * so later calls sometimes answer first. It records each call and the logs it answered.
 */
function layeredReader(density: (block: bigint) => number) {
  const calls: { range: BlockRange; logs: number }[] = [];
  const read = async ({ from, to }: BlockRange) => {
    await new Promise((resolve) => setTimeout(resolve, 1 + Number(to % 3n)));
    const logs: bigint[] = [];
    for (let block = from; block <= to; block += 1n) for (let n = 0; n < density(block); n += 1) logs.push(block);
    calls.push({ range: { from, to }, logs: logs.length });
    return logs;
  };
  return { calls, read };
}

const newestFirst = (batches: bigint[][]) => batches.flatMap((batch) => [...batch].reverse());
const descending = (from: number, count: number) => Array.from({ length: count }, (_, index) => BigInt(from - index));

describe('reading logs newest first, several ranges at a time', () => {
  it('hands back every block once, newest range first, whatever order the answers come in', async () => {
    const provider = cappedReader(10_000, { delayMs: 2 });

    const { batches, failure } = await readLogsNewestFirst(0n, 39_999n, provider.read, { wanted: Infinity, concurrency: 4 });

    expect(failure).toBeUndefined();
    expect(newestFirst(batches)).toEqual(descending(39_999, 40_000));
    expect(provider.mostInFlight()).toBeGreaterThan(1);
    expect(provider.mostInFlight()).toBeLessThanOrEqual(4);
  });

  it('reads the first span in pieces, `concurrency` at once', async () => {
    const provider = cappedReader(10_000, { delayMs: 2 });
    let answered = 0;
    const startedBeforeAnAnswer: BlockRange[] = [];
    const read = async (range: BlockRange) => {
      if (answered === 0) startedBeforeAnAnswer.push(range);
      const logs = await provider.read(range);
      answered += 1;
      return logs;
    };

    await readLogsNewestFirst(0n, 49_999n, read, { wanted: Infinity, concurrency: 2 });

    // The default span is 100 blocks: four pieces of 25, newest first, two at once.
    expect(startedBeforeAnAnswer).toEqual([
      { from: 49_975n, to: 49_999n },
      { from: 49_950n, to: 49_974n },
    ]);
    expect(provider.mostInFlight()).toBe(2);
  });

  it('sizes the next ranges by the density at the old edge of the last one (a sparse head, dense history)', async () => {
    // Blocks 9,900–9,999 hold one log each, every older block 100.
    const calls: BlockRange[] = [];
    const read = async ({ from, to }: BlockRange) => {
      calls.push({ from, to });
      const logs: bigint[] = [];
      for (let block = from; block <= to; block += 1n) for (let n = 0; n < (block >= 9_900n ? 1 : 100); n += 1) logs.push(block);
      return logs;
    };

    await readLogsNewestFirst(0n, 9_999n, read, { wanted: 100_000, concurrency: 4, blockOf: (block) => block });

    // The head's span of 100 blocks is read in eight pieces of 12, four at once; those four answered (all
    // sparse) widen the span by their 48 blocks to 148, so the next pieces are 18 blocks wide, and the
    // third and fourth of them reach the dense blocks. From then on no range holds more than 5,000 logs.
    expect(calls.slice(0, 8)).toEqual([
      { from: 9_988n, to: 9_999n },
      { from: 9_976n, to: 9_987n },
      { from: 9_964n, to: 9_975n },
      { from: 9_952n, to: 9_963n },
      { from: 9_934n, to: 9_951n },
      { from: 9_916n, to: 9_933n },
      { from: 9_898n, to: 9_915n },
      { from: 9_880n, to: 9_897n },
    ]);
    expect(calls.slice(8).every(({ from, to }) => (to - from + 1n) * 100n <= 5_000n)).toBe(true);
  });

  it('reads a dense stretch met while the density is unknown alongside other pieces, not alone, and no further than wanted', async () => {
    // 1,000 sparse blocks (one log each) over 100-log blocks: the first read to reach the dense blocks was
    // one wide range with nothing else in flight (50,300 logs in one call on the bench's devnet shape).
    const calls: { range: BlockRange; othersInFlight: number }[] = [];
    let inFlight = 0;
    const read = async ({ from, to }: BlockRange) => {
      calls.push({ range: { from, to }, othersInFlight: inFlight });
      inFlight += 1;
      await new Promise((resolve) => setTimeout(resolve, 1 + Number(to % 3n)));
      const logs: bigint[] = [];
      for (let block = from; block <= to; block += 1n) for (let n = 0; n < (block >= 9_000n ? 1 : 100); n += 1) logs.push(block);
      inFlight -= 1;
      return logs;
    };

    const { batches } = await readLogsNewestFirst(0n, 9_999n, read, { wanted: 100_000, concurrency: 4, blockOf: (block) => block });

    const firstDense = calls.find(({ range }) => range.from < 9_000n);
    expect(firstDense?.othersInFlight).toBeGreaterThan(0);
    // Each answered piece widens the span by its own width, so it is about the sparse blocks read (≤ 1,200)
    // when the dense ones are met, and a piece an eighth of it: no call reads more than 150 dense blocks.
    expect(Math.max(...calls.map(({ range }) => Number(range.to - range.from + 1n) * (range.from < 9_000n ? 100 : 1)))).toBeLessThanOrEqual(
      15_000,
    );
    const logsRead = batches.reduce((sum, batch) => sum + batch.length, 0);
    expect(logsRead).toBeGreaterThanOrEqual(100_000);
    expect(logsRead).toBeLessThanOrEqual(110_000);
  });

  it('shares the oldest blocks out among the calls when one range would take most of them', async () => {
    // 2,000 blocks of 3 logs each over 753 blocks of 100 (the bench devnet's shape after many bench runs):
    // the slow start ends in the sparse blocks, and a range sized by their density took most of the dense
    // ones at once (on the devnet: blocks 0–752, 77,193 logs in one call, a second alone at the end).
    const { calls, read } = layeredReader((block) => (block >= 753n ? 3 : 100));

    const { batches } = await readLogsNewestFirst(0n, 2_752n, read, { wanted: 100_000, concurrency: 4, blockOf: (block) => block });

    expect(newestFirst(batches).at(-1)).toBe(0n);
    // The blocks left when a range would have reached block 0 are shared out in pieces: none holds more than 189 blocks.
    expect(Math.max(...calls.map(({ logs }) => logs))).toBeLessThanOrEqual(18_900);
  });

  it('meets a dense history past a long sparse head in narrow pieces, and reads no further than wanted', async () => {
    // The bench devnet's shape after many bench runs: 3,100 blocks of 2 logs, 1,000 of 12, and 1,000 of 100
    // at the start, of which the oldest 200 blocks' 20,000 logs are not wanted. The last blocks were shared
    // out in four pieces of ~500 blocks: two calls of 50,000 logs ran alone at the end, and every log of
    // the dense history was read (120,000 for 100,000 wanted).
    const { calls, read } = layeredReader((block) => (block >= 2_000n ? 2 : block >= 1_000n ? 12 : 100));
    const wanted = 3_100 * 2 + 1_000 * 12 + 800 * 100;

    const { batches } = await readLogsNewestFirst(0n, 5_099n, read, { wanted, concurrency: 4, blockOf: (block) => block });

    const logsRead = batches.reduce((sum, batch) => sum + batch.length, 0);
    expect(logsRead).toBeGreaterThanOrEqual(wanted);
    expect(logsRead).toBeLessThanOrEqual(wanted * 1.1);
    expect(Math.max(...calls.map(({ logs }) => logs))).toBeLessThanOrEqual(10_000);
  });

  it('halves a range the provider refuses as too large, and keeps the blocks in order', async () => {
    const provider = cappedReader(300);

    const { batches } = await readLogsNewestFirst(0n, 999n, provider.read, { wanted: Infinity, concurrency: 1, initialSpan: 1_000n });

    expect(newestFirst(batches)).toEqual(descending(999, 1_000));
    expect(provider.calls[0]).toEqual({ from: 500n, to: 999n }); // half the span, refused
    expect(provider.calls.some((call) => call.to - call.from + 1n > 300n && call !== provider.calls[0])).toBe(true); // refused halves
  });

  it('stops planning ranges once enough logs are read or on their way', async () => {
    const provider = cappedReader(100_000);

    const { batches } = await readLogsNewestFirst(0n, 999_999n, provider.read, { wanted: 12_345, concurrency: 4, initialSpan: 1_000n });

    const read = batches.reduce((sum, batch) => sum + batch.length, 0);
    expect(read).toBeGreaterThanOrEqual(12_345);
    // The last ranges are cut to what is still missing (and a tenth more).
    expect(read).toBeLessThanOrEqual(12_345 * 1.1);
  });

  it('ends at a failed range with the stretch of blocks read before it and the failure', async () => {
    const read = async ({ from, to }: BlockRange) => {
      if (from < 500n) throw new Error('connection refused');
      const blocks: bigint[] = [];
      for (let block = from; block <= to; block += 1n) blocks.push(block);
      return blocks;
    };

    const { batches, failure } = await readLogsNewestFirst(0n, 999n, read, { wanted: Infinity, concurrency: 4 });

    expect(failure).toEqual(new Error('connection refused'));
    const blocks = newestFirst(batches);
    expect(blocks).toEqual(descending(999, blocks.length));
    expect(blocks.at(-1)).toBeGreaterThanOrEqual(500n);
  });

  it('reads nothing for an empty span', async () => {
    const provider = cappedReader(10);
    expect(await readLogsNewestFirst(10n, 9n, provider.read, { wanted: 10, concurrency: 4 })).toEqual({ batches: [] });
    expect(provider.calls).toEqual([]);
  });
});

describe('reading logs forwards', () => {
  it('reads across the whole span, halving refused ranges', async () => {
    const provider = cappedReader(700);
    let count = 0;

    await readLogsForwards(
      10n,
      5_009n,
      provider.read,
      (logs) => {
        count += logs.length;
      },
      2_000n,
    );

    expect(count).toBe(5_000);
  });

  it('passes on errors that are not about size', async () => {
    await expect(
      readLogsForwards(
        0n,
        10n,
        async () => {
          throw new Error('connection refused');
        },
        () => undefined,
      ),
    ).rejects.toThrow('connection refused');
  });
});
