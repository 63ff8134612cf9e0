// The watch list a monitor works from: read once, and read again after any user's tracking settings
// change (the tracking repo NOTIFYs WATCHLIST_CHANNEL, from whichever api process saved them).
import type { Database, Db, Unlisten } from '../db/database';
import { WATCHLIST_CHANNEL } from '../tracking/repo';

export type WatchList<T> = {
  current(): Promise<T>;
  /** The next `current()` reads the list again. */
  reload(): void;
  close(): Promise<void>;
};

export function watchList<T>(database: Pick<Database, 'db' | 'listen'>, load: (db: Db) => Promise<T>): WatchList<T> {
  let loaded: Promise<T> | null = null;
  let unlisten: Promise<Unlisten> | null = null;
  const reload = () => {
    loaded = null;
  };

  return {
    async current() {
      unlisten ??= database.listen(WATCHLIST_CHANNEL, reload);
      await unlisten;
      // A change announced while loading clears `loaded`: the next call reads the list again.
      const loading = (loaded ??= load(database.db));
      try {
        return await loading;
      } catch (error) {
        if (loaded === loading) loaded = null;
        throw error;
      }
    },
    reload,
    async close() {
      if (unlisten) await (await unlisten)();
      unlisten = null;
    },
  };
}
