// The notification routes of the api (DESIGN.md §4 "Notifications"), through the one api client and the
// routes' contracts (@whalewatch/contracts notifications.ts).
import { call, getConfig, type EmailPolicy } from '@whalewatch/shared';

/** How many of the newest notifications the centre lists. */
export const CENTRE_SIZE = 20;

export const EMAIL_ALERTS_FAILED = 'Failed to update email alerts';

export const notificationsApi = {
  latest: () => call('GET /notifications', { query: { limit: CENTRE_SIZE } }, { fallbackError: 'Failed to load notifications' }),
  markAllRead: () => call('POST /notifications/read', { body: {} }, { fallbackError: 'Failed to mark notifications as read' }),
  preferences: () => call('GET /notifications/preferences'),
  saveEmailPolicy: (emailPolicy: EmailPolicy) =>
    call('PUT /notifications/preferences', { body: { emailPolicy } }, { fallbackError: EMAIL_ALERTS_FAILED }),
  sendTest: () => call('POST /notifications/test', {}, { fallbackError: 'Failed to send test notification' }),
};

/**
 * The live stream's address (GET /notifications/stream). EventSource sends no headers, so the token goes
 * in the query; a new EventSource (after a token refresh) names the last event it saw, so nothing in
 * between is lost.
 */
export function streamUrl(authToken: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ access_token: authToken });
  if (lastEventId) query.set('last_event_id', lastEventId);
  return `${getConfig().apiUrl}/notifications/stream?${query}`;
}
