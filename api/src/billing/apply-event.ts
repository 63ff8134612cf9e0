// What a verified Paddle event changes: the user's Paddle customer id, and their subscription's state
// (status, plan by price, period). Each event once (by event id); an event older than the state a
// subscription already reflects changes nothing, so a late 'created' cannot undo a 'canceled'. An event
// that names no user yet is kept, and applied when a later event links its customer to a user. The plans
// it changed are answered, for the account's audit log (written once the transaction has committed).
import { EventName, Webhooks, type EventEntity } from '@paddle/paddle-node-sdk';
import { z } from 'zod';
import type { Db } from '../db';
import type { PlanId } from '../plans';
import { announceWatchListChange } from '../db';
import * as repo from './repo';
import { findPlan } from './standing';

/** Price id → the plan it buys. */
export type PricePlans = ReadonlyMap<string, PlanId>;

export type Applied = 'applied' | 'duplicate' | 'stale' | 'unlinked' | 'ignored';

const SUBSCRIPTION_EVENTS: ReadonlySet<string> = new Set([
  EventName.SubscriptionCreated,
  EventName.SubscriptionActivated,
  EventName.SubscriptionUpdated,
  EventName.SubscriptionPastDue,
  EventName.SubscriptionPaused,
  EventName.SubscriptionResumed,
  EventName.SubscriptionCanceled,
  EventName.SubscriptionTrialing,
]);

/** Checkout's custom data (spec §3): `{userId}`, our account id. */
const customData = z.object({ userId: z.uuid() });
const userIdIn = (data: unknown): string | null => customData.safeParse(data).data?.userId ?? null;

type Log = { warn(object: object, message: string): void; info(object: object, message: string): void };

/** Customers an event linked to a user for the first time. */
type Links = string[];

/** A user whose plan an event changed. */
export type PlanChange = { userId: string; from: PlanId; to: PlanId };

export const CUSTOMER_OF_ANOTHER_USER =
  'a Paddle customer already linked to another user bought for this one: the purchase applies to the user checkout named, the customer stays linked to the first (GET /admin/billing/conflicts)';

/**
 * The user an event is about: its custom data, else the user billing already knows the customer as. A
 * customer already linked to another user (two accounts paying as one Paddle customer) stays linked to
 * the first, and the purchase goes to the user checkout named: logged and kept for an operator
 * (/admin/billing/conflicts, counted on /health), never a 500 that Paddle would retry forever.
 */
async function linkedUser(
  db: Db,
  data: unknown,
  customerId: string | null,
  log: Log,
  eventId: string,
  links: Links,
): Promise<string | null> {
  const owner = customerId ? await repo.userOfCustomer(db, customerId) : null;
  const userId = userIdIn(data) ?? owner;
  if (!userId || !customerId) return userId;
  if (owner && owner !== userId) {
    log.warn({ eventId, customerId, linkedUserId: owner, userId }, CUSTOMER_OF_ANOTHER_USER);
    await repo.recordConflict(db, { eventId, customerId, linkedUserId: owner, appliedUserId: userId });
  } else if (!owner) {
    await repo.saveCustomer(db, userId, customerId);
    links.push(customerId);
  }
  return userId;
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The first of the items' prices this api sells a plan at. */
const soldPriceId = (items: { price: { id: string } | null }[], pricePlans: PricePlans) =>
  items.find((item) => item.price && pricePlans.has(item.price.id))?.price?.id;

/**
 * Saves the subscription's state with the plan its price buys: 'stale' when a later event is saved already.
 * The user's plan, when that changed it, is added to `changes`.
 */
async function saveState(
  db: Db,
  state: Omit<repo.SubscriptionState, 'plan'>,
  pricePlans: PricePlans,
  changes: PlanChange[],
): Promise<Applied> {
  const before = await findPlan(db, state.userId);
  const saved = await repo.saveSubscription(db, { ...state, plan: pricePlans.get(state.priceId) ?? null });
  if (!saved) return 'stale';
  const after = await findPlan(db, state.userId);
  if (after !== before) changes.push({ userId: state.userId, from: before, to: after });
  return 'applied';
}

async function applyToSubscription(
  db: Db,
  event: EventEntity,
  pricePlans: PricePlans,
  log: Log,
  links: Links,
  changes: PlanChange[],
): Promise<Applied> {
  const occurredAt = new Date(event.occurredAt);
  if (SUBSCRIPTION_EVENTS.has(event.eventType)) {
    const subscription = event.data as Extract<EventEntity, { eventType: EventName.SubscriptionCreated }>['data'];
    const userId = await linkedUser(db, subscription.customData, subscription.customerId, log, event.eventId, links);
    if (!userId) return 'unlinked';
    const priceId = soldPriceId(subscription.items, pricePlans) ?? subscription.items[0]?.price?.id ?? '';
    return saveState(
      db,
      {
        subscriptionId: subscription.id,
        userId,
        customerId: subscription.customerId,
        status: subscription.status,
        priceId,
        periodEndsAt: date(subscription.currentBillingPeriod?.endsAt),
        nextBilledAt: date(subscription.nextBilledAt),
        lastEventAt: occurredAt,
      },
      pricePlans,
      changes,
    );
  }
  if (event.eventType === EventName.TransactionCompleted) {
    const transaction = event.data;
    const userId = await linkedUser(db, transaction.customData, transaction.customerId, log, event.eventId, links);
    if (!userId) return 'unlinked';
    const priceId = soldPriceId(transaction.items, pricePlans);
    // A paid subscription transaction: the subscription is active for the period it paid, whichever of
    // its own events arrives first.
    if (!transaction.subscriptionId || !priceId || !transaction.customerId) return 'applied';
    return saveState(
      db,
      {
        subscriptionId: transaction.subscriptionId,
        userId,
        customerId: transaction.customerId,
        status: 'active',
        priceId,
        periodEndsAt: date(transaction.billingPeriod?.endsAt),
        nextBilledAt: date(transaction.billingPeriod?.endsAt),
        lastEventAt: occurredAt,
      },
      pricePlans,
      changes,
    );
  }
  return 'ignored';
}

/** The Paddle customer an event is about, where it names one. */
function customerOf(event: EventEntity): string | null {
  const data = event.data as { customerId?: unknown };
  return typeof data.customerId === 'string' ? data.customerId : null;
}

/**
 * Applies the event in one transaction; a plan that changed is announced so monitors reread their lists.
 * Answers the outcome and the plans it changed.
 */
export async function applyEvent(
  db: Db,
  event: EventEntity,
  pricePlans: PricePlans,
  log: Log,
  body: string,
): Promise<{ outcome: Applied; planChanges: PlanChange[] }> {
  const planChanges: PlanChange[] = [];
  const outcome = await db.transaction(async (tx) => {
    const applied = await applyOnce(tx, event, pricePlans, log, body, planChanges);
    if (applied === 'applied') await announceWatchListChange(tx, event.eventId);
    return applied;
  });
  return { outcome, planChanges };
}

/** A kept body is an event as Paddle sent it (its signature checked on arrival), so it reads back as one. */
type PaddleEventJson = Parameters<typeof Webhooks.fromJson>[0];

async function applyOnce(
  db: Db,
  event: EventEntity,
  pricePlans: PricePlans,
  log: Log,
  body: string,
  changes: PlanChange[],
): Promise<Applied> {
  const occurredAt = new Date(event.occurredAt);
  const first = await repo.recordEvent(db, { eventId: event.eventId, eventType: event.eventType, occurredAt });
  if (!first) return 'duplicate';
  const links: Links = [];
  const applied = await applyToSubscription(db, event, pricePlans, log, links, changes);
  if (applied === 'unlinked') {
    // Not recorded as applied: a replay from Paddle applies it once its user is known.
    await repo.forgetEvent(db, event.eventId);
    await repo.keepUnlinkedEvent(db, { eventId: event.eventId, customerId: customerOf(event), occurredAt, body });
    return applied;
  }
  await repo.dropUnlinkedEvent(db, event.eventId);
  // What the customer bought before anyone knew whose it was applies now, oldest first.
  for (const customerId of links) {
    for (const kept of await repo.unlinkedEventsOf(db, customerId)) {
      const outcome = await applyOnce(db, Webhooks.fromJson(JSON.parse(kept.body) as PaddleEventJson), pricePlans, log, kept.body, changes);
      log.info({ eventId: kept.eventId, customerId, outcome }, 'a kept Paddle event applied once its customer was linked');
    }
  }
  return applied;
}
