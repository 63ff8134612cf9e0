// The plans folder's public face: what the api's other folders may use of it.
export { operatorRoutes } from './operator-routes';
export { isPlanId, PLAN_IDS, PLAN_LIMITS, PLAN_NAMES, type PlanId, type PlanLimits } from './plans';
export { operatorPlans } from './repo';
