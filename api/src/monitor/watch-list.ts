// The watch list a monitor works from: read once, and read again after any user's tracking settings,
// stealth list or plan change (each NOTIFYs WATCHLIST_CHANNEL, from whichever api process saved it), and
// at least every `maxAgeMs`, since a paid period ends by the clock, not by a change.
import type { Database, Db, Unlisten } from '../db';
import { WATCHLIST_CHANNEL } from '../db';

export type WatchList<T> = {
  current(): Promise<T>;
  /** The next `current()` reads the list again. */
  reload(): void;
  close(): Promise<void>;
};

/** How long a loaded list is used at most. */
export const WATCH_LIST_MAX_AGE_MS = 60_000;

export function watchList<T>(
  database: Pick<Database, 'db' | 'listen'>,
  load: (db: Db) => Promise<T>,
  maxAgeMs = WATCH_LIST_MAX_AGE_MS,
): WatchList<T> {
  let loaded: Promise<T> | null = null;
  let loadedAt = 0;
  let unlisten: Promise<Unlisten> | null = null;
  const reload = () => {
    loaded = null;
  };

  return {
    async current() {
      unlisten ??= database.listen(WATCHLIST_CHANNEL, reload);
      await unlisten;
      if (loaded && Date.now() - loadedAt > maxAgeMs) loaded = null;
      // A change announced while loading clears `loaded`: the next call reads the list again.
      if (!loaded) loadedAt = Date.now();
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
