// Fan-out of notification changes to this process's streams. Changes are announced with Postgres
// NOTIFY (by whichever process made them) and heard here through one LISTEN (DESIGN.md §6).
import type { Database, Unlisten } from '../db/database';
import { NOTIFICATIONS_CHANNEL } from './repo';

export type NotificationHub = {
  /** `onChange` runs whenever the user's notifications change; resolves, once listening, to the unsubscribe. */
  subscribe(userId: string, onChange: () => void): Promise<() => void>;
  close(): Promise<void>;
};

export function createNotificationHub(database: Pick<Database, 'listen'>): NotificationHub {
  const subscribers = new Map<string, Set<() => void>>();
  let listening: Promise<Unlisten> | undefined;

  const deliver = (userId: string) => {
    for (const onChange of subscribers.get(userId) ?? []) onChange();
  };

  return {
    async subscribe(userId, onChange) {
      listening ??= database.listen(NOTIFICATIONS_CHANNEL, deliver);
      await listening;
      const set = subscribers.get(userId) ?? new Set();
      set.add(onChange);
      subscribers.set(userId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    async close() {
      subscribers.clear();
      if (listening) await (await listening)();
      listening = undefined;
    },
  };
}
