// Lists longer than one page (tokentx, getLogs). Etherscan serves at most 1,000 records a request and
// never past `page × offset = 10,000`, so after a full page the scan moves its block boundary to the
// last block returned and starts again at page 1; that block's records come twice and are skipped by
// identity. Only a block holding more than a page of records is read on with page numbers.
import { EtherscanError } from './errors';

export const PAGE_SIZE = 1_000;
export const RESULT_WINDOW = 10_000;

export type BlockPagesOptions<R> = {
  /** Records in block order, starting at block `boundary`, page `page` of PAGE_SIZE. */
  fetchPage: (boundary: bigint, page: number) => Promise<R[]>;
  /** The first page's boundary block. */
  start: bigint;
  /** Which way the list runs, so which way the boundary moves. */
  order: 'newest-first' | 'oldest-first';
  blockOf: (record: R) => bigint;
  /** The same record gives the same identity on every page. */
  identify: (record: R) => string;
  /** Stop after this many distinct records (of those `keep` keeps). */
  max: number;
  /** Only records this keeps are returned and counted toward `max`; the others are paged past. Default: all. */
  keep?: (record: R) => boolean;
  /**
   * Past `max`, read on to the end of the last record's block, so that no block is cut: which of a
   * block's records come first in Etherscan's order is not the chain's order.
   */
  wholeBlocks?: boolean;
};

/** The records read, each once; `failure` when a page failed and the rest is missing. */
export type BlockPages<R> = { records: R[]; failure?: EtherscanError };

export async function readBlockPages<R>({
  fetchPage,
  start,
  order,
  blockOf,
  identify,
  max,
  keep,
  wholeBlocks = false,
}: BlockPagesOptions<R>): Promise<BlockPages<R>> {
  const seen = new Set<string>();
  const records: R[] = [];
  let boundary = start;
  let page = 1;
  /** Once `max` records are read with `wholeBlocks`: the block still being read to its end. */
  let lastBlock: bigint | undefined;
  if (max <= 0) return { records };
  for (;;) {
    let batch: R[];
    try {
      batch = await fetchPage(boundary, page);
    } catch (error) {
      if (error instanceof EtherscanError) return { records, failure: error };
      throw error;
    }
    for (const record of batch) {
      if (lastBlock !== undefined && blockOf(record) !== lastBlock) return { records };
      const identity = identify(record);
      if (seen.has(identity)) continue;
      seen.add(identity);
      if (keep && !keep(record)) continue;
      records.push(record);
      if (records.length >= max && lastBlock === undefined) {
        if (!wholeBlocks) return { records };
        lastBlock = blockOf(record);
      }
    }
    const last = batch.at(-1);
    if (batch.length < PAGE_SIZE || last === undefined) return { records };
    const lastRead = blockOf(last);
    const moved = order === 'newest-first' ? lastRead < boundary : lastRead > boundary;
    if (moved) {
      boundary = lastRead;
      page = 1;
    } else if ((page + 1) * PAGE_SIZE <= RESULT_WINDOW) {
      page += 1;
    } else {
      const failure = new EtherscanError(
        'result-window',
        `Block ${boundary} holds more than ${RESULT_WINDOW} records: Etherscan cannot page past them`,
      );
      return { records, failure };
    }
  }
}
