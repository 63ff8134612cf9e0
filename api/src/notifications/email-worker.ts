// The alert emails in a process that follows no chain (ROLE=workers): it sends when alerts are stored
// (the notifications NOTIFY, heard on commit) and on a timer, for digests coming due and retries. A
// process that also monitors (ROLE=all) sends after each monitor step instead. The outbox is leased, so
// any number of processes may send.
import type { Database, Unlisten } from '../db';
import type { EmailOutbox } from './email-outbox';
import { NOTIFICATIONS_CHANNEL } from './repo';

/** How often a workers process looks for emails due without being told (digests, retries). */
export const EMAIL_FLUSH_MS = 10_000;

export function emailWorker(database: Pick<Database, 'listen'>, emails: EmailOutbox, everyMs = EMAIL_FLUSH_MS) {
  let unlisten: Unlisten | null = null;
  let timer: NodeJS.Timeout | undefined;
  return {
    async start(): Promise<void> {
      unlisten = await database.listen(NOTIFICATIONS_CHANNEL, () => emails.kick());
      timer = setInterval(() => emails.kick(), everyMs);
      emails.kick();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await unlisten?.();
      unlisten = null;
    },
  };
}
