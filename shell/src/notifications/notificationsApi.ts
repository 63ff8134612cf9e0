// The notification routes of the api (DESIGN.md §4 "Notifications"), through the one api client.
import { api, getConfig, type EmailPolicy, type NotificationPage, type NotificationPreferences, type WalletNotification } from '@whalewatch/shared';

/** How many of the newest notifications the centre lists. */
export const CENTRE_SIZE = 20;

export const EMAIL_ALERTS_FAILED = 'Failed to update email alerts';

export const notificationsApi = {
  latest: () => api.get<NotificationPage>(`/notifications?limit=${CENTRE_SIZE}`, { fallbackError: 'Failed to load notifications' }),
  markAllRead: () => api.post<{ unread: number }>('/notifications/read', {}, { fallbackError: 'Failed to mark notifications as read' }),
  preferences: () => api.get<NotificationPreferences>('/notifications/preferences'),
  saveEmailPolicy: (emailPolicy: EmailPolicy) =>
    api.put<NotificationPreferences>('/notifications/preferences', { emailPolicy }, { fallbackError: EMAIL_ALERTS_FAILED }),
  sendTest: () => api.post<WalletNotification>('/notifications/test', undefined, { fallbackError: 'Failed to send test notification' }),
};

/**
 * The live stream's address. EventSource sends no headers, so the token goes in the query; a new
 * EventSource (after a token refresh) names the last event it saw, so nothing in between is lost.
 */
export function streamUrl(authToken: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ access_token: authToken });
  if (lastEventId) query.set('last_event_id', lastEventId);
  return `${getConfig().apiUrl}/notifications/stream?${query}`;
}
