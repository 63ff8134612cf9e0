// The feeds read on a schedule inside the api: once at start, then every NEWS_REFRESH_MS. A run never
// overlaps the previous one; a failed run is logged and the next one tries again.
import type { NewsConfig } from '../config';
import type { Db } from '../db';
import type { OutsideServices } from '../health';
import { ingestFeeds, type IngestResult } from './ingest';

type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type NewsReader = { refresh(): Promise<IngestResult>; start(): void; stop(): Promise<void> };

export function createNewsReader(
  db: Db,
  config: NewsConfig,
  log: Logger,
  outcomes?: Pick<OutsideServices, 'succeeded' | 'failed'>,
): NewsReader {
  let running: Promise<IngestResult> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = true;

  const refresh = () => {
    running ??= ingestFeeds(db, config, log, new Date(), outcomes).finally(() => {
      running = null;
    });
    return running;
  };

  const tick = async () => {
    try {
      const result = await refresh();
      if (result.saved > 0) log.info(result, 'news feeds read');
    } catch (error) {
      log.error({ err: error }, 'reading the news feeds failed');
    }
    if (!stopped) timer = setTimeout(() => void tick(), config.refreshMs);
  };

  return {
    refresh,
    start() {
      stopped = false;
      void tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
