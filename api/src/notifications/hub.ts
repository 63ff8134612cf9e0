// Fan-out to this process's streams. Notification changes are announced with Postgres NOTIFY (by
// whichever process made them) and heard here through one LISTEN (DESIGN.md §6); so are ended sessions
// (a sign-out, a password change), whose streams end at once. A user holds at most `streamsPerUser`
// streams in one process: a new one past that ends their oldest (a user with many tabs is never locked
// out; the oldest tab resumes later, from its Last-Event-ID). A process that stops ends its streams
// first: the HTTP server waits for every open response before it closes, and the browsers reconnect (to
// another process, or to this one restarted) and resume from their Last-Event-ID.
import { endsSession, SESSIONS_ENDED_CHANNEL, sessionsEnded } from '../auth';
import type { Database, Unlisten } from '../db';
import { announcedUsers, NOTIFICATIONS_CHANNEL } from './repo';

export type StreamEnd = 'signed-out' | 'replaced' | 'shutting-down';

export type StreamSubscriber = {
  userId: string;
  /** The session the stream was opened with (null: a token that names none). */
  sessionId: string | null;
  /** The user's notifications changed. */
  onChange(): void;
  /** The hub ends the stream; it is unsubscribed already. */
  end(reason: StreamEnd): void;
};

export type NotificationHub = {
  /** Resolves, once listening, to the unsubscribe. */
  subscribe(subscriber: StreamSubscriber): Promise<() => void>;
  /** Ends every stream of this process (it is stopping): before the server closes, which waits for them. */
  endAll(): void;
  close(): Promise<void>;
};

export function createNotificationHub(database: Pick<Database, 'listen'>, { streamsPerUser }: { streamsPerUser: number }): NotificationHub {
  // Each user's streams, oldest first (a Set keeps insertion order).
  const subscribers = new Map<string, Set<StreamSubscriber>>();
  let listening: Promise<Unlisten[]> | undefined;

  const remove = (subscriber: StreamSubscriber) => {
    const streams = subscribers.get(subscriber.userId);
    streams?.delete(subscriber);
    if (streams?.size === 0) subscribers.delete(subscriber.userId);
  };
  const end = (subscriber: StreamSubscriber, reason: StreamEnd) => {
    remove(subscriber);
    subscriber.end(reason);
  };

  // One announcement names the users of a whole block (announce() in repo.ts).
  const deliver = (payload: string) => {
    for (const userId of announcedUsers(payload)) for (const subscriber of subscribers.get(userId) ?? []) subscriber.onChange();
  };
  const endSessions = (text: string) => {
    const ended = sessionsEnded(text);
    if (!ended) return;
    for (const subscriber of [...(subscribers.get(ended.userId) ?? [])]) {
      if (endsSession(ended, subscriber.sessionId)) end(subscriber, 'signed-out');
    }
  };

  return {
    async subscribe(subscriber) {
      listening ??= Promise.all([database.listen(NOTIFICATIONS_CHANNEL, deliver), database.listen(SESSIONS_ENDED_CHANNEL, endSessions)]);
      await listening;
      const streams = subscribers.get(subscriber.userId) ?? new Set();
      for (const oldest of [...streams].slice(0, Math.max(0, streams.size + 1 - streamsPerUser))) end(oldest, 'replaced');
      streams.add(subscriber);
      subscribers.set(subscriber.userId, streams);
      return () => remove(subscriber);
    },
    endAll() {
      for (const streams of [...subscribers.values()]) for (const subscriber of [...streams]) end(subscriber, 'shutting-down');
    },
    async close() {
      subscribers.clear();
      if (listening) for (const unlisten of await listening) await unlisten();
      listening = undefined;
    },
  };
}
