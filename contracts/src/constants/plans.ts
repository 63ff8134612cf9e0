// The plan table (spec §9, DESIGN.md §4 "Billing"): the api enforces these limits, the screens show them.
export const PLAN_IDS = ['free', 'starter', 'pro', 'privacy-shield'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanLimits = { trackedWallets: number; stealthWallets: number };

export interface Plan extends PlanLimits {
  id: PlanId;
  name: string;
  priceUsdPerMonth: number;
  features: string[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    priceUsdPerMonth: 0,
    trackedWallets: 1,
    stealthWallets: 0,
    features: ['Track 1 wallet', 'Real-time notifications', 'Token analyzer and portfolio viewer'],
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    priceUsdPerMonth: 19,
    trackedWallets: 3,
    stealthWallets: 0,
    features: ['Track up to 3 wallets', 'Identify short-term whales', 'Real-time notifications'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceUsdPerMonth: 30,
    trackedWallets: 6,
    stealthWallets: 1,
    features: ['Track up to 6 wallets', 'All Starter features', 'Priority support'],
  },
  'privacy-shield': {
    id: 'privacy-shield',
    name: 'Privacy Shield',
    priceUsdPerMonth: 299,
    trackedWallets: 25,
    stealthWallets: 25,
    features: ['Prevent your wallet from being tracked', 'Advanced privacy settings', '24/7 dedicated support'],
  },
};

export const PAID_PLANS: Plan[] = [PLANS.starter, PLANS.pro, PLANS['privacy-shield']];

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** The words every over-the-limit error starts with (DESIGN.md §4, spec §8). */
export const SUBSCRIPTION_LIMIT_REACHED = 'Subscription limit reached';
