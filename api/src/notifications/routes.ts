// A user's notifications (DESIGN.md §4 "Notifications"), all behind the bearer token; the routes'
// contracts are @whalewatch/contracts' notificationsRoutes:
//   GET  /notifications?limit=1..100       newest first, with the unread count
//   POST /notifications/read               {ids?} — those, or all, read
//   GET  /notifications/preferences        {emailPolicy, email}; PUT {emailPolicy} (or {email}) to change it
//   GET  /transactions/:hash               the user's alerts about one transaction (the /tx/:hash page)
//   POST /notifications/test               a test notification through every channel
//   GET  /notifications/stream             Server-Sent Events, resumable with Last-Event-ID; browsers'
//                                          EventSource sends no headers, so it takes ?access_token=
//                                          and, for a new EventSource (new token), ?last_event_id=
import { notificationsRoutes as contract, type ChainInfo } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db';
import { requireChain } from '../chain';
import { endpoint } from '../http';
import { failure } from '../http';
import type { EmailOutbox } from './email-outbox';
import type { NotificationHub } from './hub';
import * as repo from './repo';
import { openNotificationStream } from './stream';
import { sendTestNotification } from './service';

export type NotificationRoutesOptions = {
  db: Db;
  hub: NotificationHub;
  emails: EmailOutbox;
  authenticator: Authenticator;
  /** The chains watched: `/transactions/:hash?chain=` names one of them. */
  chains?: { info: ChainInfo }[];
};

const STREAM_PATH = contract['GET /notifications/stream'].path;

export const notificationRoutes: FastifyPluginCallbackZod<NotificationRoutesOptions> = (
  app,
  { db, hub, emails, authenticator, chains = [] },
  done,
) => {
  app.addHook('onRequest', (request, _reply, next) => {
    const token = (request.query as { access_token?: unknown }).access_token;
    if (request.routeOptions.url === STREAM_PATH && typeof token === 'string' && !request.headers.authorization) {
      request.headers.authorization = `Bearer ${token}`;
    }
    next();
  });
  app.addHook('onRequest', authenticator.requireUser);

  app.route({
    ...endpoint(contract['GET /notifications']),
    handler: async (request) => {
      const owner = signedInUser(request).userId;
      const [rows, unread] = await Promise.all([repo.latest(db, owner, request.query.limit), repo.unreadCount(db, owner)]);
      return { notifications: rows.map(repo.toWalletNotification), unread };
    },
  });

  app.route({
    ...endpoint(contract['POST /notifications/read']),
    handler: async (request) => {
      const owner = signedInUser(request).userId;
      await repo.markRead(db, owner, request.body.ids);
      return { unread: await repo.unreadCount(db, owner) };
    },
  });

  const preferences = (emailPolicy: repo.EmailPolicy) => ({ emailPolicy, email: emailPolicy !== 'off' });
  app.route({
    ...endpoint(contract['GET /notifications/preferences']),
    handler: async (request) => preferences(await repo.emailPolicy(db, signedInUser(request).userId)),
  });

  app.route({
    ...endpoint(contract['PUT /notifications/preferences']),
    handler: async (request) => {
      const policy = 'emailPolicy' in request.body ? request.body.emailPolicy : request.body.email ? 'instant' : 'off';
      await repo.saveEmailPolicy(db, signedInUser(request).userId, policy);
      return preferences(policy);
    },
  });

  app.route({
    ...endpoint(contract['GET /transactions/:hash']),
    handler: async (request) => {
      const hash = request.params.hash.toLowerCase();
      // A chain named: only its alerts (the same hash may exist on two chains); none: any chain's (/tx/:hash).
      const chainId = request.query.chain === undefined ? undefined : requireChain(chains, request.query.chain).info.id;
      const alerts = await repo.aboutTransaction(db, signedInUser(request).userId, hash, chainId);
      if (alerts.length === 0) throw failure('no_alert_for_transaction');
      return { hash, alerts: alerts.map(repo.toWalletNotification) };
    },
  });

  app.route({
    ...endpoint(contract['POST /notifications/test']),
    handler: async (request) => {
      const sent = await sendTestNotification(db, signedInUser(request).userId);
      // Its email goes out now, not at the monitor's next step; a failure stays in the outbox.
      emails.kick();
      return sent;
    },
  });

  // The stream writes its events itself (text/event-stream, each a notificationStreamEvent): the
  // contract's schemas check its query and its errors.
  app.route({
    ...endpoint(contract['GET /notifications/stream']),
    handler: async (request, reply) => openNotificationStream({ db, hub, authenticator, claims: signedInUser(request), request, reply }),
  });
  done();
};
