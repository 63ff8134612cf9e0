// "Manage subscription": a Paddle customer portal session for the signed-in user, where they change their
// payment method, see invoices and cancel. Paddle knows the user as the customer its webhooks named
// (paddle_customers); the session's deep links cover the subscriptions that can still change.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { PaddleApi, PortalSession } from './paddle-api';
import { PaddleApiError } from './paddle-api';
import { customerOfUser, subscriptionsOf } from './repo';

export const PORTAL_NOT_CONFIGURED = 'Subscription management is not set up on this server yet. Please contact support to change or cancel your plan.';
export const NO_PADDLE_CUSTOMER = 'There is no Paddle subscription to manage for this account.';
export const PORTAL_TIMEOUT = 'Paddle did not answer in time. Please try again.';
export const PORTAL_FAILED = 'The subscription portal could not be opened. Please try again.';

/**
 * Whether "Manage subscription" can work for the user: Paddle's API is configured and a webhook has
 * named their Paddle customer.
 */
export type CustomerPortalState = 'available' | 'not-configured' | 'no-customer';

export function customerPortalState(paddle: PaddleApi | null, customerId: string | null): CustomerPortalState {
  if (!paddle) return 'not-configured';
  return customerId ? 'available' : 'no-customer';
}

export async function openCustomerPortal(db: Db, paddle: PaddleApi | null, userId: string, log: FastifyBaseLogger): Promise<PortalSession> {
  if (!paddle) throw new HttpError(503, PORTAL_NOT_CONFIGURED, 'portal_not_configured');
  const customerId = await customerOfUser(db, userId);
  if (!customerId) throw new HttpError(409, NO_PADDLE_CUSTOMER, 'no_paddle_customer');
  // A canceled subscription can be neither canceled again nor given a new payment method.
  const open = (await subscriptionsOf(db, [userId]))
    .filter((subscription) => subscription.customerId === customerId && subscription.status !== 'canceled')
    .map((subscription) => subscription.subscriptionId);
  try {
    return await paddle.createPortalSession(customerId, open);
  } catch (error) {
    if (!(error instanceof PaddleApiError)) throw error;
    log.error({ err: error, customerId }, 'Paddle customer portal session failed');
    if (error.failure === 'timeout') throw new HttpError(504, PORTAL_TIMEOUT, 'paddle_timeout', {}, { cause: error });
    throw new HttpError(502, PORTAL_FAILED, 'paddle_failed', {}, { cause: error });
  }
}
