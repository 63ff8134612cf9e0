// What only a signed-in user needs — the bar's signed-in navigation with its menus, the notification
// centre with its live stream, and the plan sync — is one chunk, downloaded once someone is signed in
// (issue 23): a signed-out visitor never fetches it. Start-up warms it when a session is stored.
import { lazyChunk } from '../loading/lazyChunk';
import { LoadFailedInline } from '../loading/LoadFailedInline';

export const signedInParts = lazyChunk(() => import(/* webpackChunkName: "signed-in" */ './signedInChunk'));

export const SignedInNavItems = signedInParts.part((module) => module.SignedInNavItems, {
  name: 'Signed-in navigation',
  loading: null,
  // Retry here loads the whole chunk again, the bell with it.
  failed: (retry) => <LoadFailedInline message="Menu did not load." onRetry={retry} />,
});

export const NotificationCentre = signedInParts.part((module) => module.NotificationCentre, {
  name: 'Notification centre',
  loading: null,
  failed: () => null,
});

export const PlanSync = signedInParts.part((module) => module.PlanSync, {
  name: 'Plan sync',
  loading: null,
  failed: () => null,
});
