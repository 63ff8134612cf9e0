// The shell's one stream feeds shared's live alerts: the dashboard's Activity listens there instead of
// opening a stream of its own.
import { act, waitFor } from '@testing-library/react';
import { fetchChains, subscribeToLiveAlerts } from '@whalewatch/shared';
import {
  buildNotification,
  FakeEventSource,
  renderWithProviders,
  serveFakeNotifications,
  streamNotification,
} from '@whalewatch/shared/testing';
import { notificationCentre } from './notificationCentre';
import { useNotificationStream } from './useNotificationStream';

function Stream() {
  useNotificationStream();
  return null;
}

it('publishes every notification the stream delivers to the live alerts, status changes and repeats included', async () => {
  serveFakeNotifications({ notifications: [] });
  const published = jest.fn();
  const unsubscribe = subscribeToLiveAlerts(published);
  renderWithProviders(<Stream />, { user: true });
  const stream = await waitFor(() => FakeEventSource.current());
  act(() => stream.open());
  // Read with the list once the stream opens: an alert's toast then shows its chain at once.
  await act(() => fetchChains());

  const pending = buildNotification({ id: 'n-1', status: 'pending', createdAt: new Date().toISOString() });
  const confirmed = { ...pending, status: 'confirmed' as const };
  act(() => {
    streamNotification(stream, pending, '41');
    streamNotification(stream, confirmed, '42');
    streamNotification(stream, confirmed, '42');
  });

  expect(published.mock.calls).toEqual([[pending], [confirmed], [confirmed]]);
  // The centre still receives them as before.
  expect(notificationCentre.getState().notifications).toEqual([confirmed]);
  unsubscribe();
});
