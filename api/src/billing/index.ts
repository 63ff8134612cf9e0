// The billing folder's public face: what the api's other folders may use of it.
export { billingConflictRoutes } from './conflict-routes';
export { createPaddleApi } from './paddle-api';
export { planRoutes } from './plan-routes';
export { countConflicts } from './repo';
export { findPlan, planStanding, planStandings, renewingSubscription, requireWithinPlan } from './standing';
export { paddleWebhookRoutes } from './webhook-routes';
