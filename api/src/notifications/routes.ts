// A user's notifications (DESIGN.md §4 "Notifications"), all behind the bearer token:
//   GET  /notifications?limit=1..100       newest first, with the unread count
//   POST /notifications/read               {ids?} — those, or all, read
//   GET  /notifications/preferences        {emailPolicy, email}; PUT {emailPolicy} (or {email}) to change it
//   GET  /transactions/:hash               the user's alerts about one transaction (the /tx/:hash page)
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
export const NO_ALERT_FOR_TRANSACTION = 'No alert of yours is about this transaction';

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

  const preferences = (emailPolicy: repo.EmailPolicy) => ({ emailPolicy, email: emailPolicy !== 'off' });
  app.get('/notifications/preferences', async (request) => preferences(await repo.emailPolicy(db, signedInUser(request).userId)));

  app.put(
    '/notifications/preferences',
    {
      schema: {
        // {email: boolean} is what clients of before email policies send: on is instant, off is off.
        body: z.union([z.object({ emailPolicy: z.enum(repo.EMAIL_POLICIES) }), z.object({ email: z.boolean() })]),
      },
    },
    async (request) => {
      const policy = 'emailPolicy' in request.body ? request.body.emailPolicy : request.body.email ? 'instant' : 'off';
      await repo.saveEmailPolicy(db, signedInUser(request).userId, policy);
      return preferences(policy);
    },
  );

  app.get(
    '/transactions/:hash',
    { schema: { params: z.object({ hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Please enter a valid transaction hash') }) } },
    async (request, reply) => {
      const hash = request.params.hash.toLowerCase();
      const alerts = await repo.aboutTransaction(db, signedInUser(request).userId, hash);
      if (alerts.length === 0) return reply.code(404).send({ error: NO_ALERT_FOR_TRANSACTION });
      return { hash, alerts: alerts.map(repo.toWalletNotification) };
    },
  );

  app.post('/notifications/test', async (request) => {
    const sent = await sendTestNotification(db, signedInUser(request).userId);
    // Its email goes out now, not at the monitor's next step; a failure stays in the outbox.
    emails.kick();
    return sent;
  });

  app.get(STREAM_PATH, { schema: { querystring: z.object({ access_token: z.string().optional(), last_event_id: z.string().optional() }) } }, async (request, reply) =>
    openNotificationStream({ db, hub, authenticator, claims: signedInUser(request), request, reply }),
  );
};
