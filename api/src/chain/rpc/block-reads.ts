// Several blocks with their transactions in one HTTP request: a JSON-RPC batch of eth_getBlockByNumber
// calls. The monitor reads up to 50 blocks a step when it catches up, and on a fast chain (Arbitrum's
// 0.25 s blocks) a step of one request per block spends its time on round trips and on the provider's
// per-request limits. A node that refuses batches (some providers do, with an error or an answer that is
// not an array) is read block by block from then on; a node that cannot be reached is not asked twice.
import { BaseError, createPublicClient, http, HttpRequestError, TimeoutError, type PublicClient } from 'viem';

/** Calls in one batch: providers cap batches (commonly at 100; some at 50), the monitor's step is 50 blocks. */
export const BLOCKS_PER_BATCH = 50;

type FullBlock = Awaited<ReturnType<typeof readOne>>;

const readOne = (client: PublicClient, blockNumber: bigint) => client.getBlock({ blockNumber, includeTransactions: true });

/** The blocks with their transactions, one request each (in parallel). */
export const blocksOneByOne = (client: PublicClient, numbers: bigint[]) => Promise.all(numbers.map((number) => readOne(client, number)));

export type BlockReaderOptions = {
  url: string;
  /** The source's own client: single reads, and every read once the node has refused a batch. */
  single: PublicClient;
  timeoutMs: number;
  maxAnswerBytes: number;
};

export type BlockReader = {
  /** The blocks, in the order asked for. */
  read(numbers: bigint[]): Promise<FullBlock[]>;
  /** False once the node has refused a batch. */
  readonly batching: boolean;
};

/**
 * The node could not be reached, or is down or throttling: block by block would fail as well. A refusal of
 * the batch itself (4xx, an answer that is not an array) is not this.
 */
const unreachable = (error: unknown) =>
  error instanceof BaseError &&
  error.walk(
    (cause) =>
      cause instanceof TimeoutError ||
      (cause instanceof HttpRequestError && (cause.status === undefined || cause.status >= 500 || cause.status === 429)),
  ) !== null;

export function blockReader({ url, single, timeoutMs, maxAnswerBytes }: BlockReaderOptions): BlockReader {
  // viem sends the calls made in one tick as one batch, BLOCKS_PER_BATCH at most, and matches answers by id.
  const batched = createPublicClient({
    transport: http(url, {
      batch: { batchSize: BLOCKS_PER_BATCH },
      timeout: timeoutMs,
      retryCount: 0,
      maxResponseBodySize: maxAnswerBytes,
    }),
  });
  let batching = true;
  const oneByOne = (numbers: bigint[]) => blocksOneByOne(single, numbers);

  return {
    get batching() {
      return batching;
    },
    async read(numbers) {
      if (!batching || numbers.length < 2) return oneByOne(numbers);
      try {
        return await Promise.all(numbers.map((number) => readOne(batched, number)));
      } catch (error) {
        if (unreachable(error)) throw error;
        // The batch was refused, or one of its blocks was: block by block tells which. If that works, the
        // node does not take batches.
        const blocks = await oneByOne(numbers);
        batching = false;
        return blocks;
      }
    },
  };
}
