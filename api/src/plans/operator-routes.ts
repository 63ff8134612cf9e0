// PUT /admin/plans: operators set a user's plan (`npm run plan -- <email> <plan>`), for support and
// demos. Only registered when ADMIN_TOKEN is configured, and only with that token. The route's contract is
// @whalewatch/contracts' operatorRoutes.
import { ERRORS, operatorRoutes as contract } from '@whalewatch/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../db';
import { trackingSettings, users } from '../db';
import { endpoint } from '../http';
import { failure } from '../http';
import { requireOperatorToken } from '../http';
import { savePlan } from './repo';

export const NO_SUCH_USER = ERRORS.no_such_user.text;

export const operatorRoutes: FastifyPluginCallbackZod<{ db: Db; adminToken: string }> = (app, { db, adminToken }, done) => {
  requireOperatorToken(app, adminToken);

  app.route({
    ...endpoint(contract['PUT /admin/plans']),
    handler: async (request) => {
      const { email, plan } = request.body;
      const userId = await userIdByEmail(db, email);
      if (!userId) throw failure('no_such_user');
      await savePlan(db, userId, plan, 'operator');
      return { email, userId, plan };
    },
  });
  done();
};

/** Accounts of the embedded auth service, or (hosted Supabase) anyone who has saved tracking settings. */
async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) return user.id;
  const [tracked] = await db.select({ id: trackingSettings.userId }).from(trackingSettings).where(eq(trackingSettings.email, email));
  return tracked?.id;
}
