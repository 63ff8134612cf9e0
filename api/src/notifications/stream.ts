// One Server-Sent Events stream of a user's notification changes. The event id is the change's
// sequence number, so a reconnect with Last-Event-ID gets exactly what it missed, in order.
import { SESSION_ENDED_STREAM_EVENT } from '@whalewatch/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth';
import type { AccessClaims } from '../auth';
import type { Db } from '../db';
import type { NotificationHub } from './hub';
import * as repo from './repo';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting. */
const RETRY_MS = 3_000;
/** How long a browser whose stream was ended (replaced by a newer one, signed out) waits instead. */
const ENDED_RETRY_MS = 60_000;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type StreamOptions = {
  db: Db;
  hub: NotificationHub;
  authenticator: Pick<Authenticator, 'isStillSignedIn'>;
  claims: AccessClaims;
  request: FastifyRequest;
  reply: FastifyReply;
};

export async function openNotificationStream({ db, hub, authenticator, claims, request, reply }: StreamOptions): Promise<void> {
  const { userId } = claims;
  // The header is the browser's own reconnect; the query a new EventSource resuming (e.g. a new token).
  const header = request.headers['last-event-id'];
  const resumeFrom = (typeof header === 'string' && header) || (request.query as { last_event_id?: string }).last_event_id;
  // A new stream starts from now: what came before is in GET /notifications.
  let last = resumeFrom && /^\d{1,15}$/.test(resumeFrom) ? Number(resumeFrom) : await repo.lastEvent(db, userId);

  reply.hijack();
  // hijack() skips Fastify's reply, and with it the CORS headers the hooks set: copy them.
  const copied = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  reply.raw.writeHead(200, {
    ...Object.fromEntries(copied),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // Nothing is written once the stream has ended (a write after the end would be an error event).
  const send = (text: string) => {
    if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(text);
  };
  send(`retry: ${RETRY_MS}\n\n`);

  // One flush at a time, and one more after it when news arrived meanwhile.
  let flushing: Promise<void> | null = null;
  let again = false;
  const flush = (): Promise<void> => {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      do {
        again = false;
        for (;;) {
          if (reply.raw.writableEnded) return;
          const rows = await repo.eventsAfter(db, userId, last);
          for (const row of rows) {
            send(`id: ${row.eventSeq}\nevent: notification\ndata: ${JSON.stringify(repo.toWalletNotification(row))}\n\n`);
            last = row.eventSeq;
          }
          if (rows.length === 0 || reply.raw.writableEnded) break;
          const firstDeliveries = rows.filter((row) => row.deliveredAt === null && row.status !== 'retracted').map((row) => row.id);
          await repo.markDelivered(db, firstDeliveries, new Date());
        }
      } while (again);
    })()
      .catch((error: unknown) => request.log.error({ err: error }, 'notification stream flush failed'))
      .finally(() => {
        flushing = null;
      });
    return flushing;
  };

  let open = true;
  let unsubscribe = () => {};
  const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
  // The stream lives no longer than its token; the browser reopens it with the refreshed one.
  const expiresInMs = claims.expiresAt === undefined ? undefined : claims.expiresAt * 1000 - Date.now();
  const expiry = expiresInMs !== undefined && expiresInMs <= MAX_TIMER_MS ? setTimeout(() => end(), Math.max(0, expiresInMs)) : undefined;
  const stop = () => {
    open = false;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    unsubscribe();
  };
  /** Ends the stream from this side; `retryMs` tells the browser how long to wait before reconnecting. */
  const end = (retryMs?: number) => {
    stop();
    if (retryMs !== undefined) send(`retry: ${retryMs}\n\n`);
    if (!reply.raw.writableEnded) reply.raw.end();
  };
  request.raw.once('close', stop);

  const subscribed = await hub.subscribe({
    userId,
    sessionId: claims.sessionId,
    onChange: () => void flush(),
    // A stopping process: reconnect as soon as usual (another process, or this one restarted, serves it).
    end: (reason) => {
      // The page is told why, so it need not wait the minute to find its session over.
      if (reason === 'signed-out') send(`event: ${SESSION_ENDED_STREAM_EVENT}\ndata: {}\n\n`);
      end(reason === 'shutting-down' ? RETRY_MS : ENDED_RETRY_MS);
    },
  });
  if (!open) return subscribed();
  unsubscribe = subscribed;
  // A sign-out between the token check and the subscription was announced before this stream listened.
  if (!(await authenticator.isStillSignedIn(claims))) return end(ENDED_RETRY_MS);
  await flush();
}
