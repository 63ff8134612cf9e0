// One Server-Sent Events stream of a user's notification changes. The event id is the change's
// sequence number, so a reconnect with Last-Event-ID gets exactly what it missed, in order.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { NotificationHub } from './hub';
import * as repo from './repo';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting. */
const RETRY_MS = 3_000;

type StreamOptions = { db: Db; hub: NotificationHub; userId: string; request: FastifyRequest; reply: FastifyReply };

export async function openNotificationStream({ db, hub, userId, request, reply }: StreamOptions): Promise<void> {
  // The header is the browser's own reconnect; the query a new EventSource resuming (e.g. a new token).
  const header = request.headers['last-event-id'];
  const resumeFrom = (typeof header === 'string' && header) || (request.query as { last_event_id?: string }).last_event_id;
  // A new stream starts from now: what came before is in GET /notifications.
  let last = resumeFrom && /^\d{1,15}$/.test(resumeFrom) ? Number(resumeFrom) : await repo.lastEvent(db, userId);

  reply.hijack();
  // hijack() skips Fastify's reply, and with it the CORS headers the hooks set: copy them.
  const copied = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
  reply.raw.writeHead(200, {
    ...Object.fromEntries(copied),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  reply.raw.write(`retry: ${RETRY_MS}\n\n`);

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
          const rows = await repo.eventsAfter(db, userId, last);
          for (const row of rows) {
            reply.raw.write(`id: ${row.eventSeq}\nevent: notification\ndata: ${JSON.stringify(repo.toWalletNotification(row))}\n\n`);
            last = row.eventSeq;
          }
          if (rows.length === 0) break;
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

  const unsubscribe = await hub.subscribe(userId, () => void flush());
  const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
  request.raw.once('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
  await flush();
}
