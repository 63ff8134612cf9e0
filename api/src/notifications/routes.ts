// A user's notifications (DESIGN.md §4 "Notifications"), all behind the bearer token:
//   GET  /notifications?limit=1..100       newest first, with the unread count
//   POST /notifications/read               {ids?} — those, or all, read
//   GET  /notifications/preferences        {email}; PUT to change it
//   POST /notifications/test               a test notification through every channel
//   GET  /notifications/stream             Server-Sent Events, resumable with Last-Event-ID; browsers'
//                                          EventSource sends no headers, so it takes ?access_token=
//                                          and, for a new EventSource (new token), ?last_event_id=
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db/database';
import type { EmailOutbox } from './email-outbox';
import type { NotificationHub } from './hub';
import * as repo from './repo';
import { openNotificationStream } from './stream';
import { sendTestNotification } from './service';

export type NotificationRoutesOptions = { db: Db; hub: NotificationHub; emails: EmailOutbox; authenticator: Authenticator };

const STREAM_PATH = '/notifications/stream';

export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, { db, hub, emails, authenticator }) => {
  app.addHook('onRequest', async (request) => {
    const token = (request.query as { access_token?: unknown }).access_token;
    if (request.routeOptions.url === STREAM_PATH && typeof token === 'string' && !request.headers.authorization) {
      request.headers.authorization = `Bearer ${token}`;
    }
  });
  app.addHook('onRequest', authenticator.requireUser);

  app.get('/notifications', { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }) } }, async (request) => {
    const owner = signedInUser(request).userId;
    const [rows, unread] = await Promise.all([repo.latest(db, owner, request.query.limit), repo.unreadCount(db, owner)]);
    return { notifications: rows.map(repo.toWalletNotification), unread };
  });

  app.post('/notifications/read', { schema: { body: z.object({ ids: z.array(z.uuid()).max(500).optional() }).default({}) } }, async (request) => {
    const owner = signedInUser(request).userId;
    await repo.markRead(db, owner, request.body.ids);
    return { unread: await repo.unreadCount(db, owner) };
  });

  app.get('/notifications/preferences', async (request) => ({ email: await repo.emailEnabled(db, signedInUser(request).userId) }));

  app.put('/notifications/preferences', { schema: { body: z.object({ email: z.boolean() }) } }, async (request) => {
    await repo.saveEmailEnabled(db, signedInUser(request).userId, request.body.email);
    return { email: request.body.email };
  });

  app.post('/notifications/test', async (request) => {
    const sent = await sendTestNotification(db, signedInUser(request).userId);
    // Its email goes out now, not at the monitor's next step; a failure stays in the outbox.
    void emails.flush().catch((error: unknown) => request.log.error({ err: error }, 'notification email flush failed'));
    return sent;
  });

  app.get(STREAM_PATH, { schema: { querystring: z.object({ access_token: z.string().optional(), last_event_id: z.string().optional() }) } }, async (request, reply) =>
    openNotificationStream({ db, hub, userId: signedInUser(request).userId, request, reply }),
  );
};
