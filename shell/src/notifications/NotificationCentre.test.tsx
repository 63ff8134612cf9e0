import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@whalewatch/shared';
import {
  buildNotification,
  buildTestNotification,
  failWith,
  FakeEventSource,
  renderWithProviders,
  serveFakeNotifications,
  type FakeNotificationsState,
} from '@whalewatch/shared/testing';
import { NotificationCentre } from './NotificationCentre';

const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const older = buildNotification({
  id: 'n-1',
  kind: 'ether-transfer',
  direction: 'out',
  amount: '250',
  symbol: 'ETH',
  status: 'confirmed',
  createdAt: '2026-11-23T09:00:00.000Z',
  message: 'Binance 14: sent 250 ETH to 0x21a3…5549',
});
const incoming = buildNotification({ id: 'n-2', createdAt: '2026-11-23T10:00:00.000Z', txHash: HASH });

async function renderCentre(initial: Partial<FakeNotificationsState> = { notifications: [older] }) {
  const server = serveFakeNotifications(initial);
  renderWithProviders(<NotificationCentre />, { user: true });
  const stream = FakeEventSource.current();
  act(() => stream.open());
  await waitFor(() => expect(server.requestsTo('GET /notifications')).toHaveLength(1));
  return { server, stream };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });
const openPanel = async () => {
  await userEvent.click(bell());
  return screen.getByRole('region', { name: 'Notification centre' });
};
const panel = () => within(screen.getByRole('list', { name: 'Latest notifications' }));

describe('notification centre', () => {
  it("opens the user's stream with their token and shows the unread count once the newest are loaded", async () => {
    await renderCentre();
    expect(FakeEventSource.current().url).toBe('http://127.0.0.1:4000/notifications/stream?access_token=test-token');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('lists the newest with their time, status and a link to the transaction on the explorer', async () => {
    await renderCentre();
    await openPanel();
    const item = panel().getByText('Binance 14: sent 250 ETH to 0x21a3…5549').closest('li') as HTMLElement;
    expect(within(item).getByText('Confirmed')).toBeInTheDocument();
    expect(within(item).getByText(new Date('2026-11-23T09:00:00.000Z').toLocaleString())).toBeInTheDocument();
    const link = within(item).getByRole('link', { name: 'View transaction' });
    expect(link).toHaveAttribute('href', `https://etherscan.io/tx/${older.txHash}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(item).getByText('Unread:')).toBeInTheDocument();
  });

  it('shows a live notification as a toast with its transaction link, and counts it', async () => {
    const { stream } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => stream.emit('notification', incoming, '41'));

    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = await within(region).findByText('Binance 14: received 1500 USDC from 0x21a3…5549');
    expect(within(toast.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'View transaction' })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${HASH}`,
    );
    expect(bell('Notifications, 2 unread')).toBeInTheDocument();
  });

  it('updates a notification when it is confirmed, without a second toast or count', async () => {
    const { stream } = await renderCentre();
    act(() => stream.emit('notification', incoming, '41'));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    act(() => stream.emit('notification', { ...incoming, status: 'confirmed' }, '42'));

    await openPanel();
    const item = panel().getByText(incoming.message).closest('li') as HTMLElement;
    expect(within(item).getByText('Confirmed')).toBeInTheDocument();
    expect(bell('Notifications, 2 unread')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByText(incoming.message)).toHaveLength(1);
  });

  it("lists an older notification's confirmation it had not listed (before this page, or past its newest), without a toast or count", async () => {
    const { stream } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const fromBefore = buildNotification({ id: 'n-0', status: 'confirmed', createdAt: new Date(Date.now() - 10 * 60_000).toISOString(), message: 'Binance 14: received 7 USDC from 0x21a3…5549' });
    act(() => stream.emit('notification', fromBefore, '45'));

    await openPanel();
    expect(within(panel().getByText(fromBefore.message).closest('li') as HTMLElement).getByText('Confirmed')).toBeInTheDocument();
    expect(bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(fromBefore.message)).not.toBeInTheDocument();
  });

  it('toasts a notification confirmed at once (no confirmation depth) while it is recent', async () => {
    const { stream } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => stream.emit('notification', { ...incoming, status: 'confirmed', createdAt: new Date().toISOString() }, '46'));
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText(incoming.message)).toBeInTheDocument();
    expect(bell('Notifications, 2 unread')).toBeInTheDocument();
  });

  it('marks a notification dropped by a reorganisation as such, with no toast', async () => {
    const { stream } = await renderCentre({ notifications: [incoming] });
    act(() => stream.emit('notification', { ...incoming, status: 'retracted' }, '43'));
    await openPanel();
    const item = panel().getByText(incoming.message).closest('li') as HTMLElement;
    expect(within(item).getByText('Dropped by a chain reorganisation')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(incoming.message)).not.toBeInTheDocument();
  });

  it('marks all read on the server and clears the count', async () => {
    const { server } = await renderCentre({ notifications: [incoming, older] });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(bell('Notifications')).toBeInTheDocument());
    expect(server.requestsTo('POST /notifications/read')[0].body).toEqual({});
    expect(panel().queryByText('Unread:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('keeps the count when marking read fails, and says so', async () => {
    const { server } = await renderCentre();
    server.answer('POST /notifications/read', failWith(500, 'Failed to mark notifications as read'));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByText('Failed to mark notifications as read')).toBeInTheDocument();
    expect(bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('says so when there are none yet, with a way to track a wallet', async () => {
    await renderCentre({ notifications: [] });
    await openPanel();
    expect(await screen.findByText(/No notifications yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track a wallet' })).toHaveAttribute('href', '/register');
  });

  it('shows a load failure with Try again', async () => {
    const server = serveFakeNotifications({ notifications: [older] });
    server.answer('GET /notifications', failWith(500, 'Failed to load notifications'));
    renderWithProviders(<NotificationCentre />, { user: true });
    act(() => FakeEventSource.current().open());
    await openPanel();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');
    server.answer('GET /notifications', () => ({ status: 200, body: { notifications: [older], unread: 1 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(older.message)).toBeInTheDocument();
  });

  it('turns email off, and puts the box back when a save fails', async () => {
    const { server } = await renderCentre();
    await openPanel();
    const box = await screen.findByRole('checkbox', { name: 'Email me notifications' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();

    await userEvent.click(box);
    expect(await screen.findByText('Email notifications turned off')).toBeInTheDocument();
    expect(server.requestsTo('PUT /notifications/preferences')[0].body).toEqual({ email: false });
    expect(server.state.preferences).toEqual({ email: false });

    server.answer('PUT /notifications/preferences', failWith(500, 'Failed to update email notifications'));
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    expect(await screen.findByText('Failed to update email notifications')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('sends a test notification and shows it once, though the stream brings it too', async () => {
    const { stream, server } = await renderCentre();
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Send test notification' }));

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Test notification: notifications are working')).toBeInTheDocument();
    expect(server.requestsTo('POST /notifications/test')).toHaveLength(1);
    act(() => stream.emit('notification', buildTestNotification({ id: 'test-2' }), '44'));
    expect(within(region).getAllByText('Test notification: notifications are working')).toHaveLength(1);
    expect(bell('Notifications, 2 unread')).toBeInTheDocument();
  });

  it('reports a failed test send', async () => {
    const { server } = await renderCentre();
    server.answer('POST /notifications/test', failWith(500, 'Failed to send test notification'));
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Send test notification' }));
    expect(await screen.findByText('Failed to send test notification')).toBeInTheDocument();
  });

  it('reopens the stream with a refreshed token, resuming after the last event seen', async () => {
    const { stream } = await renderCentre();
    act(() => stream.emit('notification', incoming, '41'));
    act(() => sessionStore.getState().setAuthToken('refreshed-token'));

    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.current().url).toBe(
      'http://127.0.0.1:4000/notifications/stream?access_token=refreshed-token&last_event_id=41',
    );
  });

  it('opens a new stream, later each time, when the server refuses one', async () => {
    jest.useFakeTimers();
    try {
      serveFakeNotifications();
      renderWithProviders(<NotificationCentre />, { user: true });
      act(() => FakeEventSource.current().fail({ closed: true }));
      expect(FakeEventSource.live()).toHaveLength(0);

      act(() => jest.advanceTimersByTime(3_000));
      act(() => FakeEventSource.current().fail({ closed: true }));
      act(() => jest.advanceTimersByTime(5_999));
      expect(FakeEventSource.live()).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      expect(FakeEventSource.live()).toHaveLength(1);
      expect(FakeEventSource.instances).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes the stream and forgets the notifications when the user signs out', async () => {
    const { stream } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => sessionStore.getState().signOut());
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.live()).toHaveLength(0);
  });
});
