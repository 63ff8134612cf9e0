// The Notifications settings page's path: the api's "channel disabled" email links here
// (NOTIFICATION_SETTINGS_PATH in api/src/channels/outbox/notices.ts).
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';
