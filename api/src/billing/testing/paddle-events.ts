// Paddle webhook bodies as Paddle sends them (snake_case envelope and entities, the fields the SDK reads),
// for tests that sign and deliver them.
import { randomUUID } from 'node:crypto';

export type SubscriptionFields = {
  id?: string;
  status?: 'active' | 'trialing' | 'past_due' | 'paused' | 'canceled';
  customerId?: string;
  priceId: string;
  userId?: string | null;
  periodEndsAt?: Date | null;
  nextBilledAt?: Date | null;
};

const DAY_MS = 86_400_000;

function envelope<T extends object>(eventType: string, occurredAt: Date, data: T) {
  return {
    event_id: `evt_${randomUUID().replaceAll('-', '')}`,
    event_type: eventType,
    occurred_at: occurredAt.toISOString(),
    notification_id: `ntf_${randomUUID().replaceAll('-', '')}`,
    data,
  };
}

const price = (id: string) => ({
  id,
  product_id: 'pro_01whalewatch',
  description: 'Whalewatch plan',
  tax_mode: 'account_setting',
  billing_cycle: { interval: 'month', frequency: 1 },
  unit_price: { amount: '3000', currency_code: 'USD' },
  quantity: { minimum: 1, maximum: 1 },
  status: 'active',
});

export function subscriptionEvent(eventType: string, occurredAt: Date, fields: SubscriptionFields) {
  const status = fields.status ?? 'active';
  const endsAt = fields.periodEndsAt === undefined ? new Date(occurredAt.getTime() + 30 * DAY_MS) : fields.periodEndsAt;
  const nextBilledAt = fields.nextBilledAt === undefined ? (status === 'active' ? endsAt : null) : fields.nextBilledAt;
  return envelope(eventType, occurredAt, {
    id: fields.id ?? 'sub_01whalewatch',
    status,
    customer_id: fields.customerId ?? 'ctm_01whalewatch',
    address_id: 'add_01whalewatch',
    business_id: null,
    currency_code: 'USD',
    created_at: occurredAt.toISOString(),
    updated_at: occurredAt.toISOString(),
    started_at: occurredAt.toISOString(),
    first_billed_at: occurredAt.toISOString(),
    next_billed_at: nextBilledAt?.toISOString() ?? null,
    paused_at: null,
    canceled_at: status === 'canceled' ? occurredAt.toISOString() : null,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period: endsAt
      ? { starts_at: new Date(endsAt.getTime() - 30 * DAY_MS).toISOString(), ends_at: endsAt.toISOString() }
      : null,
    billing_cycle: { interval: 'month', frequency: 1 },
    scheduled_change: null,
    items: [
      {
        status: 'active',
        quantity: 1,
        recurring: true,
        created_at: occurredAt.toISOString(),
        updated_at: occurredAt.toISOString(),
        previously_billed_at: null,
        next_billed_at: null,
        trial_dates: null,
        price: price(fields.priceId),
      },
    ],
    custom_data: fields.userId === null ? null : { userId: fields.userId },
    import_meta: null,
  });
}

export function transactionCompletedEvent(
  occurredAt: Date,
  fields: { subscriptionId: string; customerId: string; priceId: string; userId: string | null; periodEndsAt: Date },
) {
  return envelope('transaction.completed', occurredAt, {
    id: `txn_${randomUUID().replaceAll('-', '')}`,
    status: 'completed',
    customer_id: fields.customerId,
    address_id: 'add_01whalewatch',
    business_id: null,
    custom_data: fields.userId ? { userId: fields.userId } : null,
    currency_code: 'USD',
    origin: 'web',
    subscription_id: fields.subscriptionId,
    invoice_id: null,
    invoice_number: null,
    collection_mode: 'automatic',
    discount_id: null,
    billing_details: null,
    billing_period: {
      starts_at: new Date(fields.periodEndsAt.getTime() - 30 * DAY_MS).toISOString(),
      ends_at: fields.periodEndsAt.toISOString(),
    },
    items: [{ price: price(fields.priceId), quantity: 1 }],
    details: null,
    payments: [],
    checkout: null,
    created_at: occurredAt.toISOString(),
    updated_at: occurredAt.toISOString(),
    billed_at: occurredAt.toISOString(),
    revised_at: null,
  });
}
