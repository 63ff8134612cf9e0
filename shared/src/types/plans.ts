// The plans and their limits are the contract's (@whalewatch/contracts constants/plans.ts): the api
// enforces them, the front end shows them.
import { ApiError } from '../api/apiClient';

export { PAID_PLANS, PLANS, SUBSCRIPTION_LIMIT_REACHED, type Plan, type PlanId } from '@whalewatch/contracts/constants';

/** A refusal for being over the plan's limits: decided on the api's code. */
export function isSubscriptionLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'subscription_limit';
}