// The per-IP ceiling counted across api processes, where they share a PostgreSQL (DATABASE_URL). Each
// process counts its own hits in memory, as the embedded ceiling does (a flood is refused before it costs
// a query), and about once a second adds them to one row per IP and minute in rate_limit_counters,
// reading back every process's total. A request is refused once the last total heard plus this process's
// hits not yet added pass the limit: N processes let through at most what each takes between two syncs.
import { sql } from 'drizzle-orm';
import type { Db } from '../db';

const WINDOW_MS = 60_000;
export const CEILING_SYNC_MS = 1_000;
const KEY_PREFIX = 'ceiling:';

type Log = { error(object: object, message: string): void };

export type SharedCeiling = {
  /** Counts one hit of `ip`: its hits in this minute as far as this process knows, and when the minute ends. */
  hit(ip: string): { hits: number; windowEndsAt: number };
  /** Adds this process's new hits to the shared counts, and reads every process's totals back. */
  sync(): Promise<void>;
  start(): void;
  stop(): void;
};

export function sharedCeiling(db: Pick<Db, 'execute'>, log: Log, { syncMs = CEILING_SYNC_MS, now = Date.now } = {}): SharedCeiling {
  let window = Math.floor(now() / WINDOW_MS);
  /** Hits of this window not added to the shared counts yet, per IP. */
  let unsent = new Map<string, number>();
  /** Every process's hits of this window at the last sync, per IP. */
  let totals = new Map<string, number>();

  const roll = () => {
    const current = Math.floor(now() / WINDOW_MS);
    if (current === window) return;
    window = current;
    unsent = new Map();
    totals = new Map();
  };

  /** Every process's totals for these keys of the window, as the database has them now. */
  const learn = (sentIn: number, rows: { key: string; hits: number }[]) => {
    if (sentIn !== window) return;
    for (const row of rows) totals.set(row.key.slice(`${KEY_PREFIX}${sentIn}:`.length), Number(row.hits));
  };
  const rowsOf = (result: unknown) => (result as { rows: { key: string; hits: number }[] }).rows;
  const keyOf = (sentIn: number, ip: string) => `${KEY_PREFIX}${sentIn}:${ip}`;

  async function sync(): Promise<void> {
    roll();
    const sending = unsent;
    const sentIn = window;
    unsent = new Map();
    // The IPs heard of before but not since: their totals are read again (other processes count them too).
    const quiet = [...totals.keys()].filter((ip) => !sending.has(ip)).map((ip) => keyOf(sentIn, ip));
    try {
      if (sending.size > 0) {
        // One statement for every IP, its rows as one JSON parameter.
        const added = JSON.stringify([...sending].map(([ip, hits]) => ({ key: keyOf(sentIn, ip), hits })));
        const startedAt = new Date(sentIn * WINDOW_MS).toISOString();
        const result = await db.execute(sql`
          insert into rate_limit_counters (key, window_started_at, hits)
          select key, ${startedAt}::timestamptz, hits from jsonb_to_recordset(${added}::jsonb) as added(key text, hits int)
          on conflict (key) do update set hits = rate_limit_counters.hits + excluded.hits
          returning key, hits`);
        learn(sentIn, rowsOf(result));
      }
      if (quiet.length > 0) {
        const result = await db.execute(
          sql`select key, hits from rate_limit_counters where key in (select jsonb_array_elements_text(${JSON.stringify(quiet)}::jsonb))`,
        );
        learn(sentIn, rowsOf(result));
      }
    } catch (error) {
      // Counted again at the next sync; meanwhile this process still counts its own.
      if (sentIn === window) for (const [ip, count] of sending) unsent.set(ip, (unsent.get(ip) ?? 0) + count);
      log.error({ err: error }, 'per-IP ceiling: the shared counts could not be updated');
    }
  }

  const prune = () =>
    db
      .execute(
        sql`delete from rate_limit_counters where key like ${`${KEY_PREFIX}%`} and window_started_at < ${new Date(now() - 2 * WINDOW_MS).toISOString()}::timestamptz`,
      )
      .catch((error: unknown) => log.error({ err: error }, 'per-IP ceiling: old counts could not be deleted'));

  let syncing = false;
  const timers: NodeJS.Timeout[] = [];
  return {
    hit(ip) {
      roll();
      const mine = (unsent.get(ip) ?? 0) + 1;
      unsent.set(ip, mine);
      return { hits: (totals.get(ip) ?? 0) + mine, windowEndsAt: (window + 1) * WINDOW_MS };
    },
    sync,
    start() {
      timers.push(
        setInterval(() => {
          if (syncing) return;
          syncing = true;
          void sync().finally(() => (syncing = false));
        }, syncMs),
        setInterval(() => void prune(), WINDOW_MS),
      );
    },
    stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
    },
  };
}
