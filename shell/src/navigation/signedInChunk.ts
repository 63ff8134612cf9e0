// The one chunk of what only a signed-in user sees in the bar (see signedInParts).
export { SignedInNavItems } from './SignedInNavItems';
export { NotificationCentre } from '../notifications/NotificationCentre';
export { PlanSync } from '../session/planSync';
