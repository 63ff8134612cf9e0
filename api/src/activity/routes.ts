// The dashboard's Activity (issue 33 §3), behind the bearer token; the route's contract is
// @whalewatch/contracts' activityRoutes:
//   GET /activity?range=24h|7d&wallet=<address>&token=<symbol or address>&direction=in|out&minUsd=<n>
//     → { items: WalletNotification[] (newest first, at most 100), flows: { asset, symbol, boughtUsd, soldUsd, netUsd }[] }
// Each filter narrows the feed and the flows alike: a move matches when its token, direction and USD value
// (at least minUsd) do, and an alert is listed when one of its moves matches.
import { activityRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db';
import { endpoint } from '../http';
import { activityFeed } from './service';

export { INVALID_ACTIVITY_TOKEN as INVALID_TOKEN, INVALID_MIN_USD } from '@whalewatch/contracts';

export const activityRoutes: FastifyPluginCallbackZod<{ db: Db; authenticator: Authenticator }> = (app, { db, authenticator }, done) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.route({
    ...endpoint(contract['GET /activity']),
    handler: (request) => activityFeed(db, signedInUser(request).userId, request.query),
  });
  done();
};
