// Reading the api's notification stream (GET /notifications/stream, text/event-stream): each change of
// one of the user's notifications is an event of type NOTIFICATION_EVENT whose data is the contract's
// notificationStreamEvent as JSON. The type is the contract's; tests hold every event they feed a
// screen to the schema (testing's streamNotification), as the api's own suite holds what it sends.
import type { NOTIFICATION_STREAM_EVENT, NotificationStreamEvent, SESSION_ENDED_STREAM_EVENT } from '@whalewatch/contracts';

/** The event type the stream sends each notification as (the contract's NOTIFICATION_STREAM_EVENT). */
export const NOTIFICATION_EVENT: typeof NOTIFICATION_STREAM_EVENT = 'notification';
/** The event the stream sends just before it ends because its session ended (the contract's SESSION_ENDED_STREAM_EVENT). */
export const SESSION_ENDED_EVENT: typeof SESSION_ENDED_STREAM_EVENT = 'session-ended';

/** A stream event's notification. */
export function readNotificationEvent(event: MessageEvent<string>): NotificationStreamEvent {
  return JSON.parse(event.data) as NotificationStreamEvent;
}
