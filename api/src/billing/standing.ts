// Which plan a user has right now (DESIGN.md §4 "Billing"): the best of what their Paddle subscriptions
// grant and what an operator granted. A subscription grants its plan while active or trialing; once
// past_due, paused or canceled, only until the end of the period already paid for. Nothing is deleted
// when a plan lapses: the user is back on the free limits.
import type { Db } from '../db';
import { failure } from '../http';
import { PLAN_IDS, PLAN_LIMITS, PLAN_NAMES, isPlanId, type PlanId, type PlanLimits } from '../plans';
import { operatorPlans } from '../plans';
import { subscriptionsOf, type SubscriptionRow } from './repo';

export type PlanStanding = {
  plan: PlanId;
  /** 'none' on the free plan; Paddle's subscription status for a bought plan; 'active' for an operator's grant. */
  status: string;
  /** The next charge, while the subscription renews. */
  renewsAt: string | null;
  /** When a subscription that will not renew stops granting its plan. */
  endsAt: string | null;
};

const FREE: PlanStanding = { plan: 'free', status: 'none', renewsAt: null, endsAt: null };
const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

export function grantsPlan(subscription: Pick<SubscriptionRow, 'status' | 'periodEndsAt' | 'plan'>, now: Date): boolean {
  if (!subscription.plan || !isPlanId(subscription.plan)) return false;
  if (subscription.status === 'active' || subscription.status === 'trialing') return true;
  return subscription.periodEndsAt !== null && subscription.periodEndsAt > now;
}

function fromSubscription(subscription: SubscriptionRow): PlanStanding {
  const renews = subscription.status === 'active' || subscription.status === 'trialing';
  return {
    plan: subscription.plan as PlanId,
    status: subscription.status,
    renewsAt: renews ? (subscription.nextBilledAt?.toISOString() ?? null) : null,
    endsAt: renews ? null : (subscription.periodEndsAt?.toISOString() ?? null),
  };
}

/**
 * Each user's standing, in two queries whatever the number of users (the monitor asks for all of them).
 * One after the other: a Paddle event reads plans inside its transaction, whose one connection runs one
 * query at a time.
 */
export async function planStandings(db: Db, userIds: string[], now = new Date()): Promise<Map<string, PlanStanding>> {
  const granted = await subscriptionsOf(db, userIds);
  const operator = await operatorPlans(db, userIds);
  const candidates = new Map<string, PlanStanding[]>(userIds.map((userId) => [userId, []]));
  for (const subscription of granted) {
    if (grantsPlan(subscription, now)) candidates.get(subscription.userId)?.push(fromSubscription(subscription));
  }
  for (const [userId, plan] of operator) candidates.get(userId)?.push({ plan, status: 'active', renewsAt: null, endsAt: null });
  // The highest plan; between equals, the subscription (it knows its dates).
  const best = (list: PlanStanding[]) => list.reduce((top, candidate) => (rank(candidate.plan) > rank(top.plan) ? candidate : top), FREE);
  return new Map([...candidates].map(([userId, list]) => [userId, best(list)]));
}

export async function planStanding(db: Db, userId: string, now = new Date()): Promise<PlanStanding> {
  return (await planStandings(db, [userId], now)).get(userId) ?? FREE;
}

export async function findPlan(db: Db, userId: string): Promise<PlanId> {
  return (await planStanding(db, userId)).plan;
}

/**
 * 403 'Subscription limit reached: the {Plan} plan {allowance}.' when `count` is more than the plan allows
 * of `kind` (DESIGN.md §4: every limit is read from here). `allowance` words the limit for that kind.
 */
export async function requireWithinPlan(
  db: Db,
  userId: string,
  kind: keyof PlanLimits,
  count: number,
  allowance: (limit: number) => string,
): Promise<void> {
  const plan = await findPlan(db, userId);
  const limit = PLAN_LIMITS[plan][kind];
  if (count <= limit) return;
  throw failure('subscription_limit', PLAN_NAMES[plan], allowance(limit));
}

/**
 * A subscription of the user that Paddle will still charge: active, trialing or past due (Paddle retries
 * the payment) with a next billing date. A cancellation scheduled for the period's end clears that date.
 */
export async function renewingSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const charging = new Set(['active', 'trialing', 'past_due']);
  return (await subscriptionsOf(db, [userId])).find((row) => charging.has(row.status) && row.nextBilledAt !== null);
}
