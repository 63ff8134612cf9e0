// The notifications folder's public face: what the api's other folders may use of it.
export { capitalised, describeAlert, describeMoves, swapLegs, TEST_NOTIFICATION_MESSAGE } from './describe';
export { createEmailOutbox } from './email-outbox';
export { emailWorker } from './email-worker';
export { createNotificationHub } from './hub';
export { announce, type NewNotification, type NotificationRow, NOTIFICATIONS_CHANNEL, toWalletNotification } from './repo';
export { notificationRoutes } from './routes';
