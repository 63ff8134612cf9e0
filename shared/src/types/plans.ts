// The plans and their limits are the contract's (@whalewatch/contracts constants/plans.ts): the api
// enforces them, the front end shows them.
export { PAID_PLANS, PLANS, SUBSCRIPTION_LIMIT_REACHED, type Plan, type PlanId } from '@whalewatch/contracts/constants';
