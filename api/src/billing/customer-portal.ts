// "Manage subscription": a Paddle customer portal session for the signed-in user, where they change their
// payment method, see invoices and cancel. Paddle knows the user as the customer its webhooks named
// (paddle_customers); the session's deep links cover the subscriptions that can still change.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { errorMessage, type CustomerPortalState } from '@whalewatch/contracts';
import { failure, HttpError } from '../http';
import type { PaddleApi, PortalSession } from './paddle-api';
import { PaddleApiError } from './paddle-api';
import { customerOfUser, subscriptionsOf } from './repo';

export type { CustomerPortalState };

export function customerPortalState(paddle: PaddleApi | null, customerId: string | null): CustomerPortalState {
  if (!paddle) return 'not-configured';
  return customerId ? 'available' : 'no-customer';
}

export async function openCustomerPortal(db: Db, paddle: PaddleApi | null, userId: string, log: FastifyBaseLogger): Promise<PortalSession> {
  if (!paddle) throw failure('portal_not_configured');
  const customerId = await customerOfUser(db, userId);
  if (!customerId) throw failure('no_paddle_customer');
  // A canceled subscription can be neither canceled again nor given a new payment method.
  const open = (await subscriptionsOf(db, [userId]))
    .filter((subscription) => subscription.customerId === customerId && subscription.status !== 'canceled')
    .map((subscription) => subscription.subscriptionId);
  try {
    return await paddle.createPortalSession(customerId, open);
  } catch (error) {
    if (!(error instanceof PaddleApiError)) throw error;
    log.error({ err: error, customerId }, 'Paddle customer portal session failed');
    if (error.failure === 'timeout') throw new HttpError(504, errorMessage('paddle_timeout'), 'paddle_timeout', {}, { cause: error });
    throw new HttpError(502, errorMessage('paddle_failed'), 'paddle_failed', {}, { cause: error });
  }
}
