// POST /billing/paddle/webhook: Paddle's notifications. The signature is checked over the raw body with
// the configured secret (a forgery or a stale timestamp is 401 and changes nothing); the event is applied
// at once, in one transaction, well within Paddle's 5 s; a plan it changed goes in the account's audit log
// after. The route's contract is @whalewatch/contracts' billingRoutes: it takes Paddle's body as Paddle
// sent it, so the contract declares none.
import { billingRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../audit';
import type { BillingConfig } from '../config';
import type { Db } from '../db';
import { endpoint } from '../http';
import { failure } from '../http';
import { PLAN_IDS, type PlanId } from '../plans';
import { applyEvent, type PricePlans } from './apply-event';
import { verifiedEvent } from './paddle-signature';

export const PADDLE_WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export function pricePlans(prices: BillingConfig['prices']): PricePlans {
  return new Map(PLAN_IDS.flatMap((plan): [string, PlanId][] => (plan !== 'free' && prices[plan] ? [[prices[plan], plan]] : [])));
}

export const paddleWebhookRoutes: FastifyPluginCallbackZod<{ db: Db; billing: BillingConfig; audit: AuditLog }> = (
  app,
  { db, billing, audit },
  done,
) => {
  // The signature covers the exact bytes Paddle sent: keep them as they came.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const plans = pricePlans(billing.prices);

  app.route({
    ...endpoint(contract['POST /billing/paddle/webhook']),
    // Paddle's payloads are not ours to bound as tightly as our own routes' (BODY_LIMIT_BYTES).
    bodyLimit: PADDLE_WEBHOOK_BODY_LIMIT_BYTES,
    handler: async (request) => {
      if (!billing.webhookSecret) throw failure('webhooks_off');
      const signature = request.headers['paddle-signature'];
      const raw = typeof request.body === 'string' ? request.body : '';
      const event = await verifiedEvent(raw, typeof signature === 'string' ? signature : undefined, billing.webhookSecret);
      if (!event) throw failure('bad_signature');
      const { outcome, planChanges } = await applyEvent(db, event, plans, request.log, raw);
      // Paddle's request, not the user's: no IP address or device to record.
      for (const { userId, from, to } of planChanges) await audit.record({ userId, action: 'plan_changed', details: { from, to } });
      if (outcome === 'unlinked')
        request.log.warn(
          { eventId: event.eventId, eventType: event.eventType },
          'a Paddle event names no known user: kept until its customer is linked',
        );
      return { received: true, outcome };
    },
  });
  done();
};
