// Computes wallets' 30-day records in the background, one wallet at a time per chain, for the holder
// lists: an analysis answers with the records already known and asks for the rest, which its next view
// shows. Each chain has its own queue, drained on its own: a slow chain delays no other's records.
// Nothing waits on it; a failure is logged and the wallet may be asked for again.
import type { Address } from '../chain';
import type { WalletRecordBook } from './record-book';
import type { WalletRecords } from './service';

/** Wallets waiting at most on one chain: past this, asks are dropped until the queue shortens. */
const QUEUED_AT_MOST = 100;

type Logger = { warn(object: object, message: string): void };

export type RecordWarmer = {
  /** Queues each wallet without a known record on the chain (once); a chain without records is ignored. */
  warm(chainId: number, wallets: readonly Address[]): void;
  /** Resolves once every queue is empty (tests). */
  idle(): Promise<void>;
  /**
   * Drops what is queued and resolves once the wallet being computed is done (shutdown): a queue of a
   * hundred holders would otherwise hold the process for minutes.
   */
  stop(): Promise<void>;
};

type ChainQueue = { warm(wallets: readonly Address[]): void; idle(): Promise<void>; stop(): Promise<void> };

function chainQueue(
  chainId: number,
  records: Pick<WalletRecords, 'profile'>,
  book: Pick<WalletRecordBook, 'known'>,
  log: Logger,
): ChainQueue {
  const queued = new Set<Address>();
  let running: Promise<void> | null = null;
  let stopped = false;

  async function drain(): Promise<void> {
    for (const wallet of queued) {
      try {
        // An empty address book: the record is the wallet's, whoever asks.
        await records.profile(wallet, '30d', new Map());
      } catch (error) {
        log.warn({ err: error, wallet, chainId }, "a wallet's record could not be computed");
      } finally {
        queued.delete(wallet);
      }
    }
  }

  return {
    warm(wallets) {
      if (stopped) return;
      for (const wallet of wallets) {
        if (queued.size >= QUEUED_AT_MOST) break;
        if (!book.known(chainId, wallet)) queued.add(wallet);
      }
      if (!running && queued.size > 0) running = drain().finally(() => (running = null));
    },
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      // The drain's loop ends with the set: only the wallet under way is finished.
      queued.clear();
      while (running) await running;
    },
  };
}

export function recordWarmer({
  records,
  book,
  log,
}: {
  /** Each chain's records, by chain id. */
  records: ReadonlyMap<number, Pick<WalletRecords, 'profile'>>;
  book: Pick<WalletRecordBook, 'known'>;
  log: Logger;
}): RecordWarmer {
  const queues = new Map([...records].map(([chainId, chainRecords]) => [chainId, chainQueue(chainId, chainRecords, book, log)]));
  return {
    warm(chainId, wallets) {
      queues.get(chainId)?.warm(wallets);
    },
    idle: async () => {
      await Promise.all([...queues.values()].map((queue) => queue.idle()));
    },
    stop: async () => {
      await Promise.all([...queues.values()].map((queue) => queue.stop()));
    },
  };
}
