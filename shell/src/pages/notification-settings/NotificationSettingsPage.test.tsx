import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildChannel,
  buildDeliveryAttempt,
  fail,
  fakeChannelsRoutes,
  fakeChannelsState,
  fakeNotificationsRoutes,
  FREE_PLAN_CHANNELS,
  renderWithProviders,
  serveFakeApi,
  type ChannelsRoute,
  type FakeChannelsState,
  type NotificationsRoute,
} from '@whalewatch/shared/testing';
import { SECRET_ONCE, TELEGRAM_UNAVAILABLE } from './channelTexts';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const WALLET = '0x28c6c06298d514db089934071355e5743bf21d60';

/** The channel routes and the email policy's, as the page reaches them. */
function serve(initial: Partial<FakeChannelsState> = {}) {
  const state = fakeChannelsState(initial);
  const notifications = fakeNotificationsRoutes({
    notifications: [],
    preferences: { emailPolicy: 'instant', email: true },
    tracking: { settings: { wallets: [], check_interval: 60000 }, transactions: {}, walletLimit: 6, protectedAddresses: [] },
  });
  const server = serveFakeApi<ChannelsRoute | NotificationsRoute>({ ...fakeChannelsRoutes(state), ...notifications });
  return { server, state };
}

function renderPage() {
  renderWithProviders(<NotificationSettingsPage />, { user: true, route: '/settings/notifications' });
}

const channelItem = (name: string) => screen.getByRole('listitem', { name });
const liveStatus = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite') as HTMLElement;

describe('Notifications settings page', () => {
  it('says so while the channels load, then shows the empty state with the email policy', async () => {
    const { server } = serve();
    const release = server.hold('GET /channels');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Loading your alert channels')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No channels yet. Alerts reach you in the app and by email.')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Email alerts' })).toHaveValue('instant');
    expect(screen.getByText('Track a wallet to choose where its alerts go.')).toBeInTheDocument();
  });

  it('lists each channel with its state: connected with its last delivery, disabled with the reason', async () => {
    serve({
      channels: [
        buildChannel({
          name: 'hooks.example.com',
          lastDelivery: { at: '2026-11-23T10:00:00.000Z', outcome: 'delivered', status: 200, latencyMs: 84 },
        }),
        buildChannel({ kind: 'slack', name: 'Slack', url: null, state: 'disabled', disabledReason: 'Failing for 24 hours (last: 404)' }),
      ],
    });
    renderPage();
    const webhook = await screen.findByRole('listitem', { name: 'Webhook: hooks.example.com' });
    expect(within(webhook).getByText('Connected')).toBeInTheDocument();
    expect(within(webhook).getByText(/Last delivery: Delivered \(200\), .*, 84 ms/)).toBeInTheDocument();
    const slack = channelItem('Slack: Slack');
    expect(slack).toHaveTextContent('Disabled: Failing for 24 hours (last: 404)');
    expect(within(slack).getByRole('button', { name: 'Turn Slack: Slack back on' })).toBeEnabled();
    expect(within(slack).queryByRole('button', { name: /Send test/ })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    const { server } = serve();
    server.answer('GET /channels', fail('internal_error'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    server.answer(
      'GET /channels',
      fakeChannelsRoutes({ allowed: true, upgrade: '', telegramAvailable: true, channels: [], deliveries: {}, wallets: [], secrets: {} })[
        'GET /channels'
      ],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No channels yet. Alerts reach you in the app and by email.')).toBeInTheDocument();
  });

  it('checks the webhook URL before sending it, then shows the signing secret once', async () => {
    const { server, state } = serve();
    renderPage();
    const url = await screen.findByRole('textbox', { name: 'Webhook URL' });
    await userEvent.type(url, 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(url).toHaveAccessibleDescription('Please enter a valid URL');
    expect(server.requestsTo('POST /channels/webhooks')).toHaveLength(0);

    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/in');
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const secret = await screen.findByLabelText('Signing secret');
    const created = state.channels[0];
    expect(secret).toHaveTextContent(state.secrets[created.id]);
    expect(screen.getByText(SECRET_ONCE)).toBeInTheDocument();
    expect(liveStatus()).toHaveTextContent(`Webhook: hooks.example.com connected. ${SECRET_ONCE}`);
    expect(server.requestsTo('POST /channels/webhooks')[0].body).toEqual({ url: 'https://hooks.example.com/in' });
    expect(await screen.findByRole('listitem', { name: 'Webhook: hooks.example.com' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    expect(screen.queryByText(state.secrets[created.id])).not.toBeInTheDocument();
  });

  it("shows the api's refusal of a URL under its field", async () => {
    const { server } = serve();
    server.answer('POST /channels/discord', fail('invalid_discord_url'));
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Discord webhook URL' }), 'https://example.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discord' }));
    const refused = 'Please paste a Discord webhook URL (https://discord.com/api/webhooks/…)';
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Discord webhook URL' })).toHaveAccessibleDescription(refused);
  });

  it("shows the free plan the server's upgrade message with a link to /pricing, channel controls off", async () => {
    serve({ allowed: false, channels: [buildChannel({ name: 'old.example.com' })] });
    renderPage();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(FREE_PLAN_CHANNELS);
    expect(within(note).getByRole('link', { name: '/pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('textbox', { name: 'Webhook URL' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connect Telegram' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send test to Webhook: old.example.com' })).toBeDisabled();
  });

  it('queues a test alert and says so in the live region; the delivery log lists the attempts', async () => {
    const channel = buildChannel({ name: 'hooks.example.com' });
    const { server } = serve({
      channels: [channel],
      deliveries: {
        [channel.id]: [buildDeliveryAttempt({ outcome: 'http-error', status: 500, latencyMs: 312, excerpt: 'upstream broke' })],
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send test to Webhook: hooks.example.com' }));
    await waitFor(() => expect(liveStatus()).toHaveTextContent('Test alert queued for Webhook: hooks.example.com.'));
    expect(server.requestsTo('POST /channels/:id/test')[0].params.id).toBe(channel.id);

    await userEvent.click(screen.getByRole('button', { name: 'Delivery log' }));
    const table = await screen.findByRole('table', { name: /Delivery log for Webhook: hooks.example.com/ });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([new Date('2026-11-23T10:00:00.000Z').toLocaleString(), 'Refused by the receiver (500)', '312 ms', 'upstream broke']);
  });

  it("reads the api's refusal of a test in the live region", async () => {
    const channel = buildChannel({ name: 'hooks.example.com' });
    const { server } = serve({ channels: [channel] });
    server.answer(
      'POST /channels/:id/test',
      fail('over_request_rate_limit', 'Too many requests. Please wait a few minutes and try again.'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send test to Webhook: hooks.example.com' }));
    await waitFor(() => expect(liveStatus()).toHaveTextContent('Too many requests. Please wait a few minutes and try again.'));
  });

  it('saves the channels a wallet uses with one PUT per change', async () => {
    const webhook = buildChannel({ name: 'hooks.example.com' });
    const slack = buildChannel({ kind: 'slack', name: 'Slack', url: null });
    const { server, state } = serve({
      channels: [webhook, slack],
      wallets: [{ address: WALLET, nickname: 'Binance 14', channels: [webhook.id, slack.id] }],
    });
    renderPage();
    const wallet = await screen.findByRole('group', { name: 'Binance 14 (0x28c6…1d60)' });
    const slackBox = within(wallet).getByRole('checkbox', { name: 'Slack: Slack' });
    expect(slackBox).toBeChecked();
    await userEvent.click(slackBox);
    await waitFor(() => expect(server.requestsTo('PUT /channels/wallets/:address')).toHaveLength(1));
    const [put] = server.requestsTo('PUT /channels/wallets/:address');
    expect(put.params.address).toBe(WALLET);
    expect(put.body).toEqual({ channels: [webhook.id] });
    await waitFor(() => expect(within(wallet).getByRole('checkbox', { name: 'Slack: Slack' })).not.toBeChecked());
    expect(state.wallets[0].channels).toEqual([webhook.id]);
  });

  it("chooses a newly connected channel for the user's wallets, as the api does", async () => {
    const { server } = serve({ wallets: [{ address: WALLET, nickname: 'Binance 14', channels: [] }] });
    renderPage();
    expect(await screen.findByText('Connect a channel above to choose which wallets use it.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Webhook URL' }), 'https://hooks.example.com/in');
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const wallet = await screen.findByRole('group', { name: 'Binance 14 (0x28c6…1d60)' });
    expect(within(wallet).getByRole('checkbox', { name: 'Webhook: hooks.example.com' })).toBeChecked();
    expect(server.requestsTo('GET /channels/wallets')).toHaveLength(2);
  });

  it('puts a wallet choice back when the save fails', async () => {
    const webhook = buildChannel({ name: 'hooks.example.com' });
    const { server } = serve({ channels: [webhook], wallets: [{ address: WALLET, nickname: WALLET, channels: [webhook.id] }] });
    server.answer('PUT /channels/wallets/:address', () => ({ status: 500 }));
    renderPage();
    const box = within(await screen.findByRole('group', { name: WALLET })).getByRole('checkbox', { name: 'Webhook: hooks.example.com' });
    await userEvent.click(box);
    await waitFor(() => expect(liveStatus()).toHaveTextContent("Failed to save the wallet's channels"));
    expect(box).toBeChecked();
  });

  it('hides Connect Telegram with the reason when the api has no bot', async () => {
    serve({ telegramAvailable: false });
    renderPage();
    expect(await screen.findByText(TELEGRAM_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Telegram' })).not.toBeInTheDocument();
  });

  it("opens Telegram's deep link, and hides the button with the api's reason on a 503", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { server } = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://t.me/whalewatch_bot?start=abc123', '_blank', 'noopener'));
    expect(screen.getByRole('link', { name: 'Open Telegram to finish connecting' })).toHaveAttribute(
      'href',
      'https://t.me/whalewatch_bot?start=abc123',
    );

    server.answer('POST /channels/telegram/link', fail('telegram_unreachable'));
    await userEvent.click(screen.getByRole('button', { name: 'Connect Telegram' }));
    expect(await screen.findByText('Telegram cannot be reached right now. Please try again in a minute.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Telegram' })).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('disconnects a channel and turns a disabled one back on', async () => {
    const gone = buildChannel({ name: 'gone.example.com' });
    const off = buildChannel({
      kind: 'discord',
      name: 'Discord',
      url: null,
      state: 'disabled',
      disabledReason: 'The webhook was deleted (404)',
    });
    serve({ channels: [gone, off] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Webhook: gone.example.com' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Webhook: gone.example.com' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Turn Discord: Discord back on' }));
    expect(await within(channelItem('Discord: Discord')).findByText('Connected')).toBeInTheDocument();
  });
});
