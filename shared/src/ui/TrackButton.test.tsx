import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '@whalewatch/contracts';
import { buildTrackedWallet, fail, renderWithProviders, serveFakeTracking } from '../testing';
import { DEFAULT_MONITOR_OPTIONS } from '../api/tracking';
import { TrackButton } from './TrackButton';

const WHALE = '0x28C6c06298d514Db089934071355E5743bf21d60';
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

function renderTrackButton() {
  renderWithProviders(<TrackButton address={WHALE} label="Track 0x28c6…1d60" />, { user: true });
  return screen.getByRole('button', { name: 'Track 0x28c6…1d60' });
}

describe('TrackButton', () => {
  it("reads 'Tracking…' while the api works, then 'Tracked', and adds the wallet with the default options", async () => {
    const server = serveFakeTracking();
    const release = server.hold('POST /users/wallets');
    const button = renderTrackButton();
    expect(button).toHaveTextContent(/^Track$/);

    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Tracking… 0x28c6…1d60' })).toBeDisabled();
    release();

    expect(await toasts().findByText('Wallet added to your tracked wallets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tracked 0x28c6…1d60' })).toBeDisabled();
    const [request] = server.requestsTo('POST /users/wallets');
    expect(request.body).toEqual({ address: WHALE });
    expect(request.headers.get('authorization')).toBe('Bearer test-token');
    expect(server.state.settings.wallets).toEqual([
      {
        // As the api keeps it: in lower case, nicknamed after itself.
        address: WHALE.toLowerCase(),
        nickname: WHALE.toLowerCase(),
        // The spec's defaults on add (RegistrationForm.test.tsx spells them out).
        monitorOptions: DEFAULT_MONITOR_OPTIONS,
        mutedUntil: null,
      },
    ]);
  });

  it("shows 'Tracked' and says 'This wallet is already tracked' for a wallet on the list", async () => {
    serveFakeTracking({ settings: { wallets: [buildTrackedWallet({ address: WHALE })], check_interval: 60000 } });
    await userEvent.click(renderTrackButton());
    expect(await toasts().findByText('This wallet is already tracked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tracked 0x28c6…1d60' })).toBeDisabled();
  });

  it("says the plan's wallet limit is reached, with a link to the plans, and lets the user try again", async () => {
    serveFakeTracking({ walletLimit: 0 });
    await userEvent.click(renderTrackButton());
    const toast = await toasts().findByRole('alert');
    expect(toast).toHaveTextContent("You have reached your plan's wallet limit. Please upgrade your subscription.");
    expect(within(toast).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Track 0x28c6…1d60' })).toBeEnabled();
  });

  it.each([
    [
      "the server's text for a protected wallet",
      fail('tracking_refused', WHALE.toLowerCase()),
      errorMessage('tracking_refused', WHALE.toLowerCase()),
    ],
    ["'Failed to track wallet' when the server says nothing", () => ({ status: 500 }), 'Failed to track wallet'],
  ])('shows %s', async (_, failure, message) => {
    const server = serveFakeTracking();
    server.answer('POST /users/wallets', failure);
    await userEvent.click(renderTrackButton());
    expect(await toasts().findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Track 0x28c6…1d60' })).toBeEnabled();
  });

  it('is named after the short address when no label is given', () => {
    serveFakeTracking();
    renderWithProviders(<TrackButton address={WHALE} />, { user: true });
    expect(screen.getByRole('button', { name: 'Track 0x28C6…1d60' })).toHaveTextContent(/^Track$/);
  });

  it("puts a label that does not start with 'Track' after the button's word", async () => {
    serveFakeTracking();
    renderWithProviders(<TrackButton address={WHALE} label="Binance 14" />, { user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Track Binance 14' }));
    expect(await screen.findByRole('button', { name: 'Tracked Binance 14' })).toBeDisabled();
  });
});
