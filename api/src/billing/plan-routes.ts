// GET /billing/plan: the signed-in user's plan and the limits that come with it, from the one plan table
// every feature reads (DESIGN.md §4 "Billing"). The dashboard's Current Plan shows it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticator } from '../auth';
import type { Db } from '../db/database';
import { PLAN_LIMITS, type PlanId, type PlanLimits } from '../plans/plans';
import { findPlan } from '../plans/repo';

export type PlanAnswer = {
  plan: PlanId;
  limits: PlanLimits;
  /** 'none' for a free account; a paid plan is 'active' until billing says otherwise. */
  status: 'none' | 'active';
  /** When the paid period renews; not known until billing reports periods. */
  renewsAt: string | null;
};

export const planRoutes: FastifyPluginAsyncZod<{ db: Db; authenticator: Authenticator }> = async (app, { db, authenticator }) => {
  app.get('/billing/plan', async (request): Promise<PlanAnswer> => {
    const { userId } = await authenticator.authenticate(request);
    const plan = await findPlan(db, userId);
    return { plan, limits: PLAN_LIMITS[plan], status: plan === 'free' ? 'none' : 'active', renewsAt: null };
  });
};
