// The signed-in user's billing:
//   GET  /billing/plan            their plan, its limits, its status and dates, from the one plan table every
//                                 feature reads (DESIGN.md §4 "Billing"); the dashboard's Current Plan and the
//                                 shell show it, and the pricing page opens checkout for the Paddle customer once
//                                 billing knows it, and says whether "Manage subscription" can open
//   POST /billing/portal-session  a Paddle customer portal session ("Manage subscription"): 503 when Paddle's
//                                 API is not configured, 409 when no Paddle customer is known for the user
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db/database';
import { errorBody } from '../http/errors';
import { PLAN_IDS, PLAN_LIMITS, type PlanLimits } from '../plans/plans';
import { customerPortalState, openCustomerPortal, type CustomerPortalState } from './customer-portal';
import type { PaddleApi } from './paddle-api';
import { customerOfUser } from './repo';
import { planStanding, type PlanStanding } from './standing';

export type PlanAnswer = PlanStanding & {
  limits: PlanLimits;
  /** Paddle's customer id (ctm_…) once a webhook has named it; checkout then passes it instead of the email. */
  paddleCustomerId: string | null;
  customerPortal: CustomerPortalState;
};

const planAnswer = z.object({
  plan: z.enum(PLAN_IDS),
  status: z.string().describe("'none' on the free plan; Paddle's subscription status for a bought plan; 'active' for an operator's grant"),
  renewsAt: z.string().nullable().describe('the next charge, while the subscription renews (ISO 8601)'),
  endsAt: z.string().nullable().describe('when a subscription that will not renew stops granting its plan (ISO 8601)'),
  limits: z.object({ trackedWallets: z.number().int(), stealthWallets: z.number().int() }),
  paddleCustomerId: z.string().nullable(),
  customerPortal: z
    .enum(['available', 'not-configured', 'no-customer'])
    .describe('whether POST /billing/portal-session can open Paddle\'s customer portal for this user'),
}) satisfies z.ZodType<PlanAnswer>;

const portalSession = z.object({
  url: z.url().describe("the customer portal's overview page; open it in the browser"),
  subscriptions: z.array(z.object({ subscriptionId: z.string(), cancelUrl: z.url(), updatePaymentMethodUrl: z.url() })),
});

export type BillingRoutesOptions = { db: Db; authenticator: Authenticator; paddle: PaddleApi | null };

export const planRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, { db, authenticator, paddle }) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.get('/billing/plan', { schema: { response: { 200: planAnswer } } }, async (request): Promise<PlanAnswer> => {
    const { userId } = signedInUser(request);
    const [standing, paddleCustomerId] = await Promise.all([planStanding(db, userId), customerOfUser(db, userId)]);
    return { ...standing, limits: PLAN_LIMITS[standing.plan], paddleCustomerId, customerPortal: customerPortalState(paddle, paddleCustomerId) };
  });

  app.post(
    '/billing/portal-session',
    { schema: { response: { 200: portalSession, 409: errorBody, 502: errorBody, 503: errorBody, 504: errorBody } } },
    async (request) => {
      const { overviewUrl, subscriptions } = await openCustomerPortal(db, paddle, signedInUser(request).userId, request.log);
      return { url: overviewUrl, subscriptions };
    },
  );
};
