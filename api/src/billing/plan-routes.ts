// GET /billing/plan: the signed-in user's plan, its limits, its status and dates, from the one plan table
// every feature reads (DESIGN.md §4 "Billing"); the dashboard's Current Plan and the shell show it, and the
// pricing page opens checkout for the Paddle customer once billing knows it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db/database';
import { PLAN_LIMITS, type PlanLimits } from '../plans/plans';
import { customerOfUser } from './repo';
import { planStanding, type PlanStanding } from './standing';

export type PlanAnswer = PlanStanding & {
  limits: PlanLimits;
  /** Paddle's customer id (ctm_…) once a webhook has named it; checkout then passes it instead of the email. */
  paddleCustomerId: string | null;
};

export const planRoutes: FastifyPluginAsyncZod<{ db: Db; authenticator: Authenticator }> = async (app, { db, authenticator }) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.get('/billing/plan', async (request): Promise<PlanAnswer> => {
    const { userId } = signedInUser(request);
    const [standing, paddleCustomerId] = await Promise.all([planStanding(db, userId), customerOfUser(db, userId)]);
    return { ...standing, limits: PLAN_LIMITS[standing.plan], paddleCustomerId };
  });
};
