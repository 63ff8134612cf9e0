import { readLogsBackwards, readLogsForwards, type BlockRange } from './log-ranges';

/** A provider that refuses to answer more than `cap` logs per call, with one log per block. */
function cappedReader(cap: number) {
  const calls: BlockRange[] = [];
  const read = async ({ from, to }: BlockRange): Promise<bigint[]> => {
    calls.push({ from, to });
    if (to - from + 1n > BigInt(cap)) throw new Error(`query returned more than ${cap} results`);
    const blocks: bigint[] = [];
    for (let block = from; block <= to; block += 1n) blocks.push(block);
    return blocks;
  };
  return { calls, read };
}

describe('reading logs in block ranges', () => {
  it('halves a range the provider refuses as too large, and reads every block once, newest first', async () => {
    const provider = cappedReader(300);
    const seen: bigint[] = [];

    await readLogsBackwards(0n, 999n, provider.read, (logs) => {
      seen.push(...[...logs].reverse());
      return true;
    }, 1_000n);

    expect(seen).toEqual(Array.from({ length: 1000 }, (_, index) => BigInt(999 - index)));
    expect(provider.calls[0]).toEqual({ from: 0n, to: 999n }); // refused
    expect(provider.calls[1]).toEqual({ from: 500n, to: 999n }); // refused
    expect(provider.calls[2]).toEqual({ from: 750n, to: 999n }); // answered
  });

  it('stops as soon as the reader has enough, widening sparse ranges up to 4× at a time', async () => {
    const provider = cappedReader(10_000);
    let taken = 0;

    await readLogsBackwards(0n, 99_999n, provider.read, (logs) => {
      taken += logs.length;
      return taken < 2_500;
    }, 1_000n);

    // 1,000 logs in 1,000 blocks: the next range aims at 5,000 logs but grows at most 4×.
    expect(provider.calls).toEqual([
      { from: 99_000n, to: 99_999n },
      { from: 95_000n, to: 98_999n },
    ]);
  });

  it('reads forwards across the whole span', async () => {
    const provider = cappedReader(700);
    let count = 0;

    await readLogsForwards(10n, 5_009n, provider.read, (logs) => {
      count += logs.length;
    }, 2_000n);

    expect(count).toBe(5_000);
  });

  it('passes on errors that are not about size', async () => {
    await expect(
      readLogsBackwards(0n, 10n, async () => {
        throw new Error('connection refused');
      }, () => true),
    ).rejects.toThrow('connection refused');
  });
});
