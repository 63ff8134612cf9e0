// Paddle's side of billing, as the tests play it: a subscription webhook for a user, signed with the
// product's notification secret the way Paddle signs (HMAC-SHA256 of `${ts}:${body}`), delivered to the api.
import { createHmac, randomUUID } from 'node:crypto';
import { API_URL, productEnv } from './product';

const DAY_MS = 86_400_000;

export function subscriptionCreated(userId: string, priceId: string) {
  const now = new Date();
  const periodEnds = new Date(now.getTime() + 30 * DAY_MS).toISOString();
  const item = {
    status: 'active',
    quantity: 1,
    recurring: true,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    price: {
      id: priceId,
      product_id: 'pro_01e2e',
      description: 'Whalewatch plan',
      tax_mode: 'account_setting',
      unit_price: { amount: '3000', currency_code: 'USD' },
    },
  };
  return {
    event_id: `evt_${randomUUID().replaceAll('-', '')}`,
    event_type: 'subscription.created',
    occurred_at: now.toISOString(),
    notification_id: `ntf_${randomUUID().replaceAll('-', '')}`,
    data: {
      id: `sub_${randomUUID().replaceAll('-', '')}`,
      status: 'active',
      customer_id: `ctm_${randomUUID().replaceAll('-', '')}`,
      address_id: 'add_01e2e',
      currency_code: 'USD',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      next_billed_at: periodEnds,
      collection_mode: 'automatic',
      current_billing_period: { starts_at: now.toISOString(), ends_at: periodEnds },
      billing_cycle: { interval: 'month', frequency: 1 },
      items: [item],
      custom_data: { userId },
    },
  };
}

/** POSTs the event with Paddle's signature header; `secret` other than the product's makes a forgery. */
export async function deliverWebhook(event: object, secret = productEnv.PADDLE_WEBHOOK_SECRET): Promise<Response> {
  const body = JSON.stringify(event);
  const ts = Math.floor(Date.now() / 1000);
  const h1 = createHmac('sha256', secret).update(`${ts}:${body}`).digest('hex');
  return fetch(`${API_URL}/billing/paddle/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paddle-signature': `ts=${ts};h1=${h1}` },
    body,
  });
}
