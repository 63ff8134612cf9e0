// Computes wallets' 30-day records in the background, one wallet at a time, for the holder lists: an
// analysis answers with the records already known and asks for the rest, which its next view shows.
// Nothing waits on it; a failure is logged and the wallet may be asked for again.
import type { Address } from '../chain';
import type { WalletRecordBook } from './record-book';
import type { WalletRecords } from './service';

/** Wallets waiting at most: past this, asks are dropped until the queue shortens. */
const QUEUED_AT_MOST = 100;

type Logger = { warn(object: object, message: string): void };

export type RecordWarmer = {
  /** Queues each wallet without a known record (once). */
  warm(wallets: readonly Address[]): void;
  /** Resolves once the queue is empty (tests, shutdown). */
  idle(): Promise<void>;
};

export function recordWarmer({
  records,
  book,
  log,
}: {
  records: Pick<WalletRecords, 'profile'>;
  book: Pick<WalletRecordBook, 'known'>;
  log: Logger;
}): RecordWarmer {
  const queued = new Set<Address>();
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    for (const wallet of queued) {
      try {
        // An empty address book: the record is the wallet's, whoever asks.
        await records.profile(wallet, '30d', new Map());
      } catch (error) {
        log.warn({ err: error, wallet }, "a wallet's record could not be computed");
      } finally {
        queued.delete(wallet);
      }
    }
  }

  return {
    warm(wallets) {
      for (const wallet of wallets) {
        if (queued.size >= QUEUED_AT_MOST) break;
        if (!book.known(wallet)) queued.add(wallet);
      }
      if (!running && queued.size > 0) running = drain().finally(() => (running = null));
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
