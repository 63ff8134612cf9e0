// The plan table every feature reads (DESIGN.md §4 "Billing"); the server enforces these limits.
export const PLAN_IDS = ['free', 'starter', 'pro', 'privacy-shield'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanLimits = { trackedWallets: number; stealthWallets: number };

export const PLAN_LIMITS: Record<PlanId, PlanLimits> = {
  free: { trackedWallets: 1, stealthWallets: 0 },
  starter: { trackedWallets: 3, stealthWallets: 0 },
  pro: { trackedWallets: 6, stealthWallets: 1 },
  'privacy-shield': { trackedWallets: 25, stealthWallets: 25 },
};

export const PLAN_NAMES: Record<PlanId, string> = {
  free: 'Free',
  starter: 'Starter',
  pro: 'Pro',
  'privacy-shield': 'Privacy Shield',
};

/** The words the front end looks for (spec §8): 'Subscription limit reached'. */
export const LIMIT_REACHED = 'Subscription limit reached';

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}
