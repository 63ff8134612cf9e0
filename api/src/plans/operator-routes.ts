// PUT /admin/plans: operators set a user's plan (`npm run plan -- <email> <plan>`), for support and
// demos. Only registered when ADMIN_TOKEN is configured, and only with that token.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { trackingSettings, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireOperatorToken } from '../http/operator-token';
import { PLAN_IDS } from './plans';
import { savePlan } from './repo';

export const NO_SUCH_USER = 'No user with that email';

const planChange = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()), plan: z.enum(PLAN_IDS) });

export const operatorRoutes: FastifyPluginAsyncZod<{ db: Db; adminToken: string }> = async (app, { db, adminToken }) => {
  requireOperatorToken(app, adminToken);

  app.put('/admin/plans', { schema: { body: planChange } }, async (request) => {
    const { email, plan } = request.body;
    const userId = await userIdByEmail(db, email);
    if (!userId) throw new HttpError(404, NO_SUCH_USER);
    await savePlan(db, userId, plan, 'operator');
    return { email, userId, plan };
  });
};

/** Accounts of the embedded auth service, or (hosted Supabase) anyone who has saved tracking settings. */
async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) return user.id;
  const [tracked] = await db.select({ id: trackingSettings.userId }).from(trackingSettings).where(eq(trackingSettings.email, email));
  return tracked?.id;
}
