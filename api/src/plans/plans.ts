// The plan table every feature reads is the contract's (@whalewatch/contracts constants/plans.ts, DESIGN.md
// §4 "Billing"): the server enforces these limits, the screens show them.
import { PLANS, PLAN_IDS, SUBSCRIPTION_LIMIT_REACHED, isPlanId, type PlanId, type PlanLimits } from '@whalewatch/contracts';

export { PLAN_IDS, isPlanId, type PlanId, type PlanLimits };

const limitsOf = ({ trackedWallets, stealthWallets }: PlanLimits): PlanLimits => ({ trackedWallets, stealthWallets });

export const PLAN_LIMITS: Record<PlanId, PlanLimits> = {
  free: limitsOf(PLANS.free),
  starter: limitsOf(PLANS.starter),
  pro: limitsOf(PLANS.pro),
  'privacy-shield': limitsOf(PLANS['privacy-shield']),
};

export const PLAN_NAMES: Record<PlanId, string> = {
  free: PLANS.free.name,
  starter: PLANS.starter.name,
  pro: PLANS.pro.name,
  'privacy-shield': PLANS['privacy-shield'].name,
};

/** The words every over-the-limit error starts with (spec §8): 'Subscription limit reached'. */
export const LIMIT_REACHED = SUBSCRIPTION_LIMIT_REACHED;
