// Lists longer than one page (tokentx, getLogs). Etherscan serves at most 1,000 records a request and
// never past `page × offset = 10,000`, so after a full page the scan moves its block boundary to the
// last block returned and starts again at page 1; that block's records come twice and are skipped by
// identity. Only a block holding more than a page of records is read on with page numbers.
import { EtherscanError } from './errors';

export const PAGE_SIZE = 1_000;
export const RESULT_WINDOW = 10_000;

export type BlockPagesOptions<R> = {
  /** Records in block order, starting at block `boundary`, page `page` of PAGE_SIZE. */
  fetchPage(boundary: bigint, page: number): Promise<R[]>;
  /** The first page's boundary block. */
  start: bigint;
  /** Which way the list runs, so which way the boundary moves. */
  order: 'newest-first' | 'oldest-first';
  blockOf(record: R): bigint;
  /** The same record gives the same identity on every page. */
  identify(record: R): string;
  /** Stop after this many distinct records. */
  max: number;
};

/** The records read, each once; `failure` when a page failed and the rest is missing. */
export type BlockPages<R> = { records: R[]; failure?: EtherscanError };

export async function readBlockPages<R>({ fetchPage, start, order, blockOf, identify, max }: BlockPagesOptions<R>): Promise<BlockPages<R>> {
  const seen = new Set<string>();
  const records: R[] = [];
  let boundary = start;
  let page = 1;
  while (records.length < max) {
    let batch: R[];
    try {
      batch = await fetchPage(boundary, page);
    } catch (error) {
      if (error instanceof EtherscanError) return { records, failure: error };
      throw error;
    }
    for (const record of batch) {
      const identity = identify(record);
      if (seen.has(identity)) continue;
      seen.add(identity);
      records.push(record);
      if (records.length >= max) return { records };
    }
    const last = batch.at(-1);
    if (batch.length < PAGE_SIZE || last === undefined) return { records };
    const lastBlock = blockOf(last);
    const moved = order === 'newest-first' ? lastBlock < boundary : lastBlock > boundary;
    if (moved) {
      boundary = lastBlock;
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
  return { records };
}
