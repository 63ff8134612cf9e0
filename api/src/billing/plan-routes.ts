// The signed-in user's billing (the routes' contracts are @whalewatch/contracts' billingRoutes):
//   GET  /billing/plan            their plan, its limits, its status and dates, from the one plan table every
//                                 feature reads (DESIGN.md §4 "Billing"); the dashboard's Current Plan and the
//                                 shell show it, and the pricing page opens checkout for the Paddle customer once
//                                 billing knows it, and says whether "Manage subscription" can open
//   POST /billing/portal-session  a Paddle customer portal session ("Manage subscription"): 503 when Paddle's
//                                 API is not configured, 409 when no Paddle customer is known for the user
import { billingRoutes as contract, type PlanStatus } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db';
import { endpoint } from '../http';
import { PLAN_LIMITS } from '../plans';
import { customerPortalState, openCustomerPortal } from './customer-portal';
import type { PaddleApi } from './paddle-api';
import { customerOfUser } from './repo';
import { planStanding } from './standing';

export type BillingRoutesOptions = { db: Db; authenticator: Authenticator; paddle: PaddleApi | null };

export const planRoutes: FastifyPluginCallbackZod<BillingRoutesOptions> = (app, { db, authenticator, paddle }, done) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.route({
    ...endpoint(contract['GET /billing/plan']),
    handler: async (request): Promise<PlanStatus> => {
      const { userId } = signedInUser(request);
      const [standing, paddleCustomerId] = await Promise.all([planStanding(db, userId), customerOfUser(db, userId)]);
      return {
        ...standing,
        limits: PLAN_LIMITS[standing.plan],
        paddleCustomerId,
        customerPortal: customerPortalState(paddle, paddleCustomerId),
      };
    },
  });

  app.route({
    ...endpoint(contract['POST /billing/portal-session']),
    handler: async (request) => {
      const { overviewUrl, subscriptions } = await openCustomerPortal(db, paddle, signedInUser(request).userId, request.log);
      return { url: overviewUrl, subscriptions };
    },
  });
  done();
};
