// Billing (DESIGN.md §4 "Billing"): the signed-in user's plan and Paddle's customer portal, Paddle's
// webhook, and the purchases kept for an operator.
import { z } from 'zod';
import { isoTime } from './common';
import { PLAN_IDS } from './constants/plans';
import { route } from './route';

export const CUSTOMER_PORTAL_STATES = ['available', 'not-configured', 'no-customer'] as const;
/**
 * Whether "Manage subscription" (Paddle's customer portal) can open for the user: 'not-configured' when
 * the server has no Paddle API key, 'no-customer' when Paddle knows no customer for them (nothing bought,
 * or a plan an operator granted).
 */
export type CustomerPortalState = (typeof CUSTOMER_PORTAL_STATES)[number];

export const planLimits = z.object({ trackedWallets: z.number().int(), stealthWallets: z.number().int() });

/** The user's plan, its limits, its status and dates, from the one plan table every feature reads. */
export const planStatus = z.object({
  plan: z.enum(PLAN_IDS),
  status: z.string().describe("'none' on the free plan; Paddle's subscription status for a bought plan; 'active' for an operator's grant"),
  renewsAt: isoTime.nullable().describe('the next charge, while the subscription renews (ISO 8601)'),
  endsAt: isoTime.nullable().describe('when a subscription that will not renew stops granting its plan (ISO 8601)'),
  limits: planLimits,
  /** Paddle's customer id (ctm_…) once a webhook has named it; checkout then passes it instead of the email. */
  paddleCustomerId: z.string().nullable(),
  customerPortal: z
    .enum(CUSTOMER_PORTAL_STATES)
    .describe("whether POST /billing/portal-session can open Paddle's customer portal for this user"),
});
export type PlanStatus = z.output<typeof planStatus>;

/** A Paddle customer portal session: `url` is its overview, where the user manages their subscription. */
export const customerPortalSession = z.object({
  url: z.url().describe("the customer portal's overview page; open it in the browser"),
  subscriptions: z.array(z.object({ subscriptionId: z.string(), cancelUrl: z.url(), updatePaymentMethodUrl: z.url() })),
});
export type CustomerPortalSession = z.output<typeof customerPortalSession>;

export const WEBHOOK_OUTCOMES = ['applied', 'duplicate', 'stale', 'unlinked', 'ignored'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export const webhookReceipt = z.object({ received: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) });

/** A purchase by a Paddle customer already linked to another user, applied to the user checkout named. */
export const billingConflict = z.object({
  eventId: z.string(),
  customerId: z.string(),
  /** The user the customer is linked to (and stays linked to). */
  linkedUserId: z.string(),
  /** The user the purchase was applied to. */
  appliedUserId: z.string(),
  occurredAt: isoTime,
  linkedUserEmail: z.string().nullable(),
  appliedUserEmail: z.string().nullable(),
});
export type BillingConflict = z.output<typeof billingConflict>;

export const billingRoutes = {
  'GET /billing/plan': route({
    method: 'GET',
    path: '/billing/plan',
    access: 'user',
    responses: { 200: planStatus },
    errors: [],
  }),
  'POST /billing/portal-session': route({
    method: 'POST',
    path: '/billing/portal-session',
    access: 'user',
    responses: { 200: customerPortalSession },
    errors: ['portal_not_configured', 'no_paddle_customer', 'paddle_timeout', 'paddle_failed'],
  }),
  /** Paddle's notifications: the body is read as Paddle sent it (its signature covers the exact bytes). */
  'POST /billing/paddle/webhook': route({
    method: 'POST',
    path: '/billing/paddle/webhook',
    access: 'public',
    responses: { 200: webhookReceipt },
    errors: ['webhooks_off', 'bad_signature'],
  }),
  'GET /admin/billing/conflicts': route({
    method: 'GET',
    path: '/admin/billing/conflicts',
    access: 'operator',
    responses: { 200: z.object({ conflicts: z.array(billingConflict) }) },
    errors: [],
  }),
} as const;
