// Runs the outbox in the background: a few lanes, each claiming one due channel at a time (so one slow
// endpoint holds up only its own channel), woken at once when any api process stores an alert (its
// NOTIFY) and otherwise every `pollMs` (backoffs and paces coming due); disable notices every few
// seconds; old deliveries pruned hourly.
import type { Database, Unlisten } from '../../db';
import { NOTIFICATIONS_CHANNEL } from '../../notifications';
import type { DisableNotices } from './notices';
import type { ChannelOutbox, OutboxLog } from './outbox';
import { pruneOutbox } from './prune';

export type OutboxWorker = { start(): Promise<void>; kick: () => void; stop(): Promise<void> };

const NOTICE_INTERVAL_MS = 5_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;

export function outboxWorker({
  outbox,
  notices,
  database,
  lanes,
  pollMs,
  log,
}: {
  outbox: ChannelOutbox;
  notices: DisableNotices;
  database: Pick<Database, 'db' | 'listen'>;
  lanes: number;
  pollMs: number;
  log: OutboxLog;
}): OutboxWorker {
  let running = false;
  let wakers: (() => void)[] = [];
  const laneRuns: Promise<void>[] = [];
  let unlisten: Unlisten | null = null;
  let noticeTimer: NodeJS.Timeout | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;
  let pollTimer: NodeJS.Timeout | null = null;

  const kick = () => {
    const waking = wakers;
    wakers = [];
    for (const wake of waking) wake();
  };
  const idle = () => new Promise<void>((resolve) => wakers.push(resolve));
  // Every pollMs one idle lane looks (retries and paces coming due); a lane that finds work wakes the rest.
  const wakeOne = () => wakers.shift()?.();

  async function lane(): Promise<void> {
    while (running) {
      let worked = false;
      try {
        worked = await outbox.workOne();
      } catch (error) {
        log.error({ err: error }, 'alert channel delivery failed');
      }
      if (worked) kick();
      else if (running) await idle();
    }
  }

  return {
    kick,
    async start() {
      if (running) return;
      running = true;
      for (let n = 0; n < lanes; n += 1) laneRuns.push(lane());
      pollTimer = setInterval(wakeOne, pollMs);
      unlisten = await database.listen(NOTIFICATIONS_CHANNEL, kick);
      noticeTimer = setInterval(
        () => void notices.send().catch((error: unknown) => log.error({ err: error }, 'channel disabled notice failed')),
        NOTICE_INTERVAL_MS,
      );
      pruneTimer = setInterval(
        () =>
          void pruneOutbox(database.db, new Date()).catch((error: unknown) =>
            log.error({ err: error }, 'alert channel outbox prune failed'),
          ),
        PRUNE_INTERVAL_MS,
      );
    },
    async stop() {
      running = false;
      if (noticeTimer) clearInterval(noticeTimer);
      if (pruneTimer) clearInterval(pruneTimer);
      if (pollTimer) clearInterval(pollTimer);
      kick();
      await Promise.all(laneRuns.splice(0));
      await unlisten?.();
      unlisten = null;
    },
  };
}
