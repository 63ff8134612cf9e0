// The plans and their limits (spec §9, DESIGN.md §4 billing table). The api enforces the limits;
// the front end shows them.
export type PlanId = 'free' | 'starter' | 'pro' | 'privacy-shield';

export interface Plan {
  id: PlanId;
  name: string;
  priceUsdPerMonth: number;
  trackedWallets: number;
  stealthWallets: number;
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
    features: [
      'Prevent your wallet from being tracked',
      'Advanced privacy settings',
      '24/7 dedicated support',
    ],
  },
};

export const PAID_PLANS: Plan[] = [PLANS.starter, PLANS.pro, PLANS['privacy-shield']];

/** The words the api puts in every over-the-limit error (DESIGN.md §4); the screens look for them (spec §8). */
export const SUBSCRIPTION_LIMIT_REACHED = 'Subscription limit reached';

export function isSubscriptionLimitError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(SUBSCRIPTION_LIMIT_REACHED);
}
