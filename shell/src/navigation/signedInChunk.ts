// The one chunk of what only a signed-in user sees in the bar (see signedInParts).
export { SignedInNavItems } from '../navigation/SignedInNavItems';
export { NotificationCentre } from '../notifications/NotificationCentre';
export { PlanSync } from './planSync';
