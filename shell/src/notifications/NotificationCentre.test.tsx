import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_ENDED_EVENT, sessionStore, walletPath } from '@whalewatch/shared';
import {
  buildAlertMove,
  buildAuthSession,
  buildNotification,
  buildTestNotification,
  buildUser,
  chainRefOf,
  DEVNET_CHAINS,
  failGotrue,
  fakeAuthRoutes,
  FakeEventSource,
  fakeNotificationsRoutes,
  fakeNotificationsState,
  renderWithProviders,
  reopenWithSession,
  serveFakeApi,
  serveFakeNotifications,
  streamNotification,
  type FakeNotificationsOptions,
} from '@whalewatch/shared/testing';
import { LocationProbe } from '../testing/federationMock';
import { NotificationCentre } from './NotificationCentre';
import { VIEW_WALLET } from './NotificationList';

const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const OLDER_HASH = '0x9e3f1c0b7a4d2e8f6a5b3c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f';
const older = buildNotification({
  id: 'n-1',
  message: 'Binance 14 made 2 moves ($780K)',
  lines: ['Sent 250 ETH ($780K) to 0x21a3…5549', 'Received 12 PEPE (no price) from 0x9f8e…7d6c'],
  moves: [
    buildAlertMove({ kind: 'ether', direction: 'out', amount: '250', symbol: 'ETH', token: null, valueUsd: 780_000 }),
    buildAlertMove({
      amount: '12',
      symbol: 'PEPE',
      valueUsd: null,
      priced: false,
      counterparty: '0x9f8e0000000000000000000000000000007d6c',
    }),
  ],
  valueUsd: 780_000,
  txHash: OLDER_HASH,
  status: 'confirmed',
  createdAt: '2026-11-23T09:00:00.000Z',
});
const incoming = buildNotification({ id: 'n-2', createdAt: '2026-11-23T10:00:00.000Z', txHash: HASH });
const [, devnetBase] = DEVNET_CHAINS;
const BASE_HASH = '0x7a1e0f3c9b8d2e4f6a5b3c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e10';
/** News from the second chain: its words name the chain, as the api words them. */
const onBase = buildNotification({
  id: 'n-base',
  chain: chainRefOf(devnetBase),
  message: 'Big Whale sent 250 ETH ($780K) to 0x12ab…34cd on Base',
  txHash: BASE_HASH,
  createdAt: new Date().toISOString(),
});
/** Alerts of a busy minute, each news (pending). */
const burst = [
  'Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14',
  'Big Whale swapped 500 ETH ($1.56M) for 1,604,233 USDC on Uniswap V3',
  'Big Whale made 3 moves ($2.1M)',
].map((message, index) => buildNotification({ id: `burst-${index}`, message, createdAt: new Date().toISOString() }));

/** The stream the centre opened: it opens once the session's token is known (a refreshed one, if it expired). */
const openedStream = () => waitFor(() => FakeEventSource.current());

async function renderCentre(initial: FakeNotificationsOptions = { notifications: [older] }) {
  const server = serveFakeNotifications(initial);
  renderWithProviders(
    <>
      <NotificationCentre />
      <LocationProbe />
    </>,
    { user: true },
  );
  const stream = await openedStream();
  act(() => stream.open());
  await waitFor(() => expect(server.requestsTo('GET /notifications')).toHaveLength(1));
  return { server, stream };
}

/** The centre of a user whose supabase-js session is stored (it can be refreshed, or refused), its stream open. */
async function renderWithSupabaseSession() {
  const server = serveFakeApi({ ...fakeNotificationsRoutes(fakeNotificationsState()), ...fakeAuthRoutes() });
  const user = buildUser();
  reopenWithSession(user, buildAuthSession(user));
  renderWithProviders(<NotificationCentre />);
  const stream = await openedStream();
  act(() => stream.open());
  return { server, stream };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });
const openPanel = async () => {
  await userEvent.click(bell());
  return screen.getByRole('region', { name: 'Notification centre' });
};
const panel = () => within(screen.getByRole('list', { name: 'Latest notifications' }));
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const itemOf = (message: string) => panel().getByText(message).closest('li') as HTMLElement;

describe('notification centre', () => {
  it("opens the user's stream with their token and shows the unread count once the newest are loaded", async () => {
    await renderCentre();
    expect(FakeEventSource.current().url).toBe('http://127.0.0.1:4000/notifications/stream?access_token=test-token');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('lists each alert in words, a line per move, with its USD value, status, time and an in-app link to its transaction', async () => {
    await renderCentre();
    await openPanel();
    const item = itemOf('Binance 14 made 2 moves ($780K)');
    expect(
      within(item)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Sent 250 ETH ($780K) to 0x21a3…5549', 'Received 12 PEPE (no price) from 0x9f8e…7d6c']);
    expect(within(item).getByText('$780,000.00')).toBeInTheDocument();
    expect(within(item).getByText('Confirmed')).toBeInTheDocument();
    expect(within(item).getByText(new Date('2026-11-23T09:00:00.000Z').toLocaleString())).toBeInTheDocument();
    const link = within(item).getByRole('link', { name: 'View transaction' });
    expect(link).toHaveAttribute('href', `/tx/${OLDER_HASH}`);
    expect(link).not.toHaveAttribute('target');
    expect(within(item).getByRole('link', { name: VIEW_WALLET })).toHaveAttribute('href', walletPath(older.wallet.address));
    expect(within(item).getByText('Unread:')).toBeInTheDocument();
  });

  it("opens the transaction's page from the centre, closing the panel", async () => {
    await renderCentre();
    await openPanel();
    await userEvent.click(within(itemOf(older.message)).getByRole('link', { name: 'View transaction' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(`/tx/${OLDER_HASH}|`);
    expect(screen.queryByRole('region', { name: 'Notification centre' })).not.toBeInTheDocument();
  });

  it('links to the Notifications settings page, closing the panel', async () => {
    await renderCentre();
    const centre = await openPanel();
    await userEvent.click(within(centre).getByRole('link', { name: 'Notification settings' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/settings/notifications|');
    expect(screen.queryByRole('region', { name: 'Notification centre' })).not.toBeInTheDocument();
  });

  it('shows a live notification as a toast with a link to its transaction in the product, and counts it', async () => {
    const { stream } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => streamNotification(stream, incoming, '41'));

    const toast = await toasts().findByText('Binance 14 received 1,500 USDC ($1.5K) from 0x21a3…5549');
    const link = within(toast.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'View transaction' });
    expect(link).toHaveAttribute('href', `/tx/${HASH}`);
    expect(link).not.toHaveAttribute('target');
    expect(bell('Notifications, 2 unread')).toBeInTheDocument();

    await userEvent.click(link);
    expect(screen.getByLabelText('location')).toHaveTextContent(`/tx/${HASH}|`);
  });

  it("names the chain of a live alert on a chain other than the first, and links to the transaction's page on that chain", async () => {
    const { stream } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => streamNotification(stream, onBase, '41'));

    const toast = (await toasts().findByText(onBase.message)).closest('[role="status"]') as HTMLElement;
    expect(await within(toast).findByText(devnetBase.name)).toBeInTheDocument();
    expect(toast).toHaveTextContent(`Chain: ${devnetBase.name}`);
    expect(within(toast).getByRole('link', { name: 'View transaction' })).toHaveAttribute('href', `/tx/base/${BASE_HASH}`);
  });

  it('names no chain on the toast of an alert on the first chain', async () => {
    const { stream, server } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => streamNotification(stream, incoming, '41'));
    const toast = (await toasts().findByText(incoming.message)).closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(server.requestsTo('GET /chains')).toHaveLength(1));
    await act(async () => undefined);
    expect(toast).not.toHaveTextContent('Chain:');
  });

  it('badges the alerts of chains other than the first in the centre, and links each to its transaction on its chain', async () => {
    await renderCentre({ notifications: [onBase, older] });
    await openPanel();
    const base = itemOf(onBase.message);
    expect(await within(base).findByText(devnetBase.name)).toBeInTheDocument();
    expect(base).toHaveTextContent(`Chain: ${devnetBase.name}`);
    expect(within(base).getByRole('link', { name: 'View transaction' })).toHaveAttribute('href', `/tx/base/${BASE_HASH}`);
    expect(itemOf(older.message)).not.toHaveTextContent('Chain:');
  });

  it('links an alert without a chain to its transaction on any chain', async () => {
    const unchained = buildNotification({ id: 'n-old', chain: null, txHash: HASH, message: 'Binance 14 received 3 ETH ($9K)' });
    await renderCentre({ notifications: [unchained] });
    await openPanel();
    const item = itemOf(unchained.message);
    expect(within(item).getByRole('link', { name: 'View transaction' })).toHaveAttribute('href', `/tx/${HASH}`);
    expect(item).not.toHaveTextContent('Chain:');
  });

  it("turns a burst of alerts into one toast, '3 new alerts', whose 'Open notifications' opens the centre", async () => {
    const { stream } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => burst.forEach((alert, index) => streamNotification(stream, alert, String(50 + index))));

    const shown = toasts().getAllByRole('status');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('3 new alerts');
    expect(bell('Notifications, 4 unread')).toBeInTheDocument();

    await userEvent.click(within(shown[0]).getByRole('button', { name: 'Open notifications' }));
    const centre = screen.getByRole('region', { name: 'Notification centre' });
    expect(centre).toHaveFocus();
    for (const alert of burst) expect(panel().getByText(alert.message)).toBeInTheDocument();
    expect(toasts().queryByText('3 new alerts')).not.toBeInTheDocument();
  });

  it('updates a notification when it is confirmed, without a second toast or count', async () => {
    const { stream } = await renderCentre();
    act(() => streamNotification(stream, incoming, '41'));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    act(() => streamNotification(stream, { ...incoming, status: 'confirmed' }, '42'));

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
    const fromBefore = buildNotification({
      id: 'n-0',
      status: 'confirmed',
      createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      message: 'Binance 14: received 7 USDC from 0x21a3…5549',
    });
    act(() => streamNotification(stream, fromBefore, '45'));

    await openPanel();
    expect(within(panel().getByText(fromBefore.message).closest('li') as HTMLElement).getByText('Confirmed')).toBeInTheDocument();
    expect(bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(fromBefore.message)).not.toBeInTheDocument();
  });

  it('toasts a notification confirmed at once (no confirmation depth) while it is recent', async () => {
    const { stream } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => streamNotification(stream, { ...incoming, status: 'confirmed', createdAt: new Date().toISOString() }, '46'));
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText(incoming.message)).toBeInTheDocument();
    expect(bell('Notifications, 2 unread')).toBeInTheDocument();
  });

  it('marks a notification dropped by a reorganisation as such, with no toast', async () => {
    const { stream } = await renderCentre({ notifications: [incoming] });
    act(() => streamNotification(stream, { ...incoming, status: 'retracted' }, '43'));
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
    // No answer from the api (the network, a proxy): the screen's own words.
    server.answer('POST /notifications/read', () => ({ status: 500 }));
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
    server.answer('GET /notifications', () => ({ status: 500 }));
    renderWithProviders(<NotificationCentre />, { user: true });
    const stream = await openedStream();
    act(() => stream.open());
    await openPanel();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');
    server.answer('GET /notifications', () => ({ status: 200, body: { notifications: [older], unread: 1 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(older.message)).toBeInTheDocument();
  });

  it('saves how alerts are emailed, and puts the choice back when a save fails', async () => {
    const { server } = await renderCentre();
    await openPanel();
    const select = await screen.findByRole('combobox', { name: 'Email alerts' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Instantly', 'Hourly digest', 'Daily digest', 'Off']);
    expect(select).toHaveDisplayValue('Instantly');
    expect(select).toHaveAccessibleDescription(
      'At most one email per wallet every 5 minutes: what arrives meanwhile comes in the next one.',
    );

    await userEvent.selectOptions(select, 'Hourly digest');
    expect(await screen.findByText('Email alerts: Hourly digest')).toBeInTheDocument();
    expect(server.requestsTo('PUT /notifications/preferences')[0].body).toEqual({ emailPolicy: 'hourly' });
    expect(server.state.preferences).toEqual({ emailPolicy: 'hourly', email: true });

    server.answer('PUT /notifications/preferences', () => ({ status: 500 }));
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'Off');
    expect(await screen.findByText('Failed to update email alerts')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveDisplayValue('Hourly digest'));
    expect(server.state.preferences.emailPolicy).toBe('hourly');
  });

  it("mutes an alert's wallet from the centre for the length chosen, and says so", async () => {
    const { server } = await renderCentre();
    await openPanel();
    const item = itemOf(older.message);
    const toggle = within(item).getByRole('button', { name: 'Mute wallet' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const choices = within(item).getByRole('group', { name: 'Mute alerts from Binance 14' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mute for 1 hour', 'Mute for 24 hours', 'Mute until unmuted']);

    await userEvent.click(within(choices).getByRole('button', { name: 'Mute for 24 hours' }));
    expect(await toasts().findByText('Alerts from Binance 14 muted for 24 hours')).toBeInTheDocument();
    const [request] = server.requestsTo('PUT /users/wallets/:address/mute');
    expect(request.params.address).toBe(older.wallet.address);
    expect(request.body).toEqual({ duration: '24h' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it("names a wallet without a nickname by its short address, and shows the server's reason when muting fails", async () => {
    const address = '0x47ac0fb4f2d84898e4d9e7b4dab3c24507a6d503';
    const unnamed = buildNotification({
      id: 'n-3',
      wallet: { address, nickname: address },
      message: '0x47ac…d503 received 1,500 USDC ($1.5K) from 0x21a3…5549',
    });
    const { server } = await renderCentre({ notifications: [unnamed] });
    await openPanel();
    const item = itemOf(unnamed.message);
    await userEvent.click(within(item).getByRole('button', { name: 'Mute wallet' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Mute until unmuted' }));
    expect(await toasts().findByText('Alerts from 0x47ac…d503 muted until you unmute them')).toBeInTheDocument();
    expect(server.state.tracking.settings.wallets[0].mutedUntil).toBe('forever');

    server.state.tracking.settings.wallets = [];
    await userEvent.click(within(item).getByRole('button', { name: 'Mute wallet' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Mute for 1 hour' }));
    expect(await toasts().findByRole('alert')).toHaveTextContent('This wallet is not on your tracked list');
  });

  it('closes on Escape with focus back on the bell, and when focus moves on past it', async () => {
    await renderCentre();
    const centre = await openPanel();
    act(() => within(centre).getByRole('link', { name: 'View transaction' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notification centre' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();

    await openPanel();
    const elsewhere = screen.getByLabelText('location');
    elsewhere.tabIndex = 0;
    act(() => elsewhere.focus());
    expect(screen.queryByRole('region', { name: 'Notification centre' })).not.toBeInTheDocument();
  });

  it('offers no mute for a test notification', async () => {
    await renderCentre({ notifications: [buildTestNotification()] });
    await openPanel();
    const item = itemOf('Test notification: notifications are working');
    expect(within(item).queryByRole('button', { name: 'Mute wallet' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: 'View transaction' })).not.toBeInTheDocument();
  });

  it('sends a test notification and shows it once, though the stream brings it too', async () => {
    const { stream, server } = await renderCentre();
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Send test notification' }));

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Test notification: notifications are working')).toBeInTheDocument();
    expect(server.requestsTo('POST /notifications/test')).toHaveLength(1);
    act(() => streamNotification(stream, buildTestNotification({ id: 'test-2' }), '44'));
    expect(within(region).getAllByText('Test notification: notifications are working')).toHaveLength(1);
    expect(bell('Notifications, 2 unread')).toBeInTheDocument();
  });

  it('reports a failed test send', async () => {
    const { server } = await renderCentre();
    server.answer('POST /notifications/test', () => ({ status: 500 }));
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Send test notification' }));
    expect(await screen.findByText('Failed to send test notification')).toBeInTheDocument();
  });

  it('reopens the stream with a refreshed token, resuming after the last event seen', async () => {
    const { stream } = await renderCentre();
    act(() => streamNotification(stream, incoming, '41'));
    act(() => sessionStore.getState().setAuthToken('refreshed-token'));

    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect((await openedStream()).url).toBe('http://127.0.0.1:4000/notifications/stream?access_token=refreshed-token&last_event_id=41');
  });

  it('opens a new stream, later each time, when the server refuses one', async () => {
    const { stream: first } = await renderWithSupabaseSession();
    // The first refusal renews the token, and the stream opens again with it at once.
    act(() => first.fail({ closed: true }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));

    jest.useFakeTimers();
    // Timers run on, and the promises of the session's token settle, as they would meanwhile.
    const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
    try {
      act(() => FakeEventSource.current().fail({ closed: true }));
      await wait(5_999);
      expect(FakeEventSource.live()).toHaveLength(0);
      await wait(1);
      expect(FakeEventSource.live()).toHaveLength(1);

      act(() => FakeEventSource.current().fail({ closed: true }));
      await wait(11_999);
      expect(FakeEventSource.live()).toHaveLength(0);
      await wait(1);
      expect(FakeEventSource.live()).toHaveLength(1);
      expect(FakeEventSource.instances).toHaveLength(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('signs out at once when the stream is refused because the session was signed out on another device', async () => {
    const { server, stream } = await renderWithSupabaseSession();

    // The session was signed out from the list elsewhere: the api ends the stream and refuses it again.
    server.answer('POST /auth/v1/token', failGotrue('refresh_token_not_found'));
    act(() => stream.fail({ closed: true }));

    await waitFor(() => expect(sessionStore.getState().user).toBeNull());
    expect(server.requestsTo('POST /auth/v1/token')).toHaveLength(1);
    expect(FakeEventSource.live()).toHaveLength(0);
  });

  it('signs out at once when the api ends the stream saying its session ended, without waiting the minute it asks the browser to', async () => {
    const { server, stream } = await renderWithSupabaseSession();

    server.answer('POST /auth/v1/token', failGotrue('refresh_token_not_found'));
    act(() => stream.emit(SESSION_ENDED_EVENT, {}));

    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(sessionStore.getState().user).toBeNull());
    expect(FakeEventSource.live()).toHaveLength(0);
  });

  it('reopens the stream with a renewed token when the refusal was of its token, asking the session only once in a row', async () => {
    const { server, stream: first } = await renderWithSupabaseSession();
    const token = sessionStore.getState().authToken;

    act(() => first.fail({ closed: true }));
    const second = await waitFor(() => {
      expect(FakeEventSource.instances).toHaveLength(2);
      return FakeEventSource.current();
    });
    expect(new URL(second.url).searchParams.get('access_token')).not.toBe(token);
    expect(sessionStore.getState().user).not.toBeNull();

    // Refused again before it ever opened (the api is out of streams, say): no second refresh, only the wait.
    act(() => second.fail({ closed: true }));
    await act(async () => undefined);
    expect(server.requestsTo('POST /auth/v1/token')).toHaveLength(1);
  });

  it('opens the stream with a refreshed token, never the one that expired while the tab was closed', async () => {
    const server = serveFakeApi({ ...fakeNotificationsRoutes(fakeNotificationsState()), ...fakeAuthRoutes() });
    const user = buildUser();
    const expired = buildAuthSession(user, -60);
    reopenWithSession(user, expired);
    renderWithProviders(<NotificationCentre />);

    const stream = await openedStream();
    const refreshed = sessionStore.getState().authToken;
    expect(refreshed).not.toBe(expired.access_token);
    expect(new URL(stream.url).searchParams.get('access_token')).toBe(refreshed);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(server.requestsTo('POST /auth/v1/token')).toHaveLength(1);
  });

  it('closes the stream and forgets the notifications when the user signs out', async () => {
    const { stream } = await renderCentre();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => sessionStore.getState().signOut());
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.live()).toHaveLength(0);
  });
});
