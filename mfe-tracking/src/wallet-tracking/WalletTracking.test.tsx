import { WALLET_LIMIT_REACHED } from '@whalewatch/shared';
import { fail } from '@whalewatch/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OVERLAY_DURATION_MS, TRACKING_STARTED } from '../overlay/useTrackingOverlay';
import { NO_TRACKED_WALLETS, SETTINGS_HEADING } from '../settings/SettingsPanel';
import { overlayWith, registerPanel, renderWalletTracking, settingsPanel, type RenderOptions } from '../testing/renderWalletTracking';
import { WALLET_TRACKING_HERO } from './WalletTracking';

const WHALE = '0x28C6c06298d514Db089934071355E5743bf21d60';

describe('WalletTracking', () => {
  it("shows the hero 'Wallet Tracking - Monitor Ethereum wallets and receive real-time notifications'", async () => {
    await renderWalletTracking();
    expect(WALLET_TRACKING_HERO).toBe('Wallet Tracking - Monitor Ethereum wallets and receive real-time notifications');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(WALLET_TRACKING_HERO);
  });

  it("opens on the 'Register Wallets' tab, with 'Settings' beside it", async () => {
    await renderWalletTracking();
    expect(screen.getByRole('tab', { name: 'Register Wallets' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Register Wallets' })).toBeVisible();
    expect(registerPanel().getByLabelText('Check Interval (milliseconds)')).toBeVisible();
  });

  it("shows 'Manage Your Tracked Wallets' and an honest empty state on the Settings tab", async () => {
    const { user } = await renderWalletTracking();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: SETTINGS_HEADING })).toHaveTextContent('Manage Your Tracked Wallets');
    expect(settingsPanel().getByText(NO_TRACKED_WALLETS)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register Wallets' })).not.toBeInTheDocument();
  });

  it('switches tabs with the arrow keys', async () => {
    const { user } = await renderWalletTracking();
    await user.click(screen.getByRole('tab', { name: 'Register Wallets' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the wallets added on the Register tab after a look at Settings', async () => {
    const { user } = await renderWalletTracking();
    await user.type(registerPanel().getByLabelText('Wallet Address'), WHALE);
    await user.click(registerPanel().getByRole('button', { name: 'Add Wallet' }));
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('tab', { name: 'Register Wallets' }));
    expect(registerPanel().getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});

describe('the centred overlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function register(prepare?: RenderOptions['prepare']) {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWalletTracking({}, { prepare });
    await user.type(registerPanel().getByLabelText('Wallet Address'), WHALE);
    await user.click(registerPanel().getByRole('button', { name: 'Add Wallet' }));
    // The answer arrives while fake timers run: let React see it inside act.
    await act(() => user.click(registerPanel().getByRole('button', { name: 'Register Wallets' })));
  }

  it("shows 'Wallet Tracking Has Started' for 3 seconds after a registration", async () => {
    await register();
    await waitFor(() => expect(overlayWith(TRACKING_STARTED)).toBeVisible());

    act(() => jest.advanceTimersByTime(OVERLAY_DURATION_MS - 1));
    expect(overlayWith(TRACKING_STARTED)).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(overlayWith(TRACKING_STARTED)).toBeNull();
    expect(OVERLAY_DURATION_MS).toBe(3000);
  });

  it('shows the limit error for 3 seconds, as an alert', async () => {
    await register((server) => server.answer('POST /users/register', fail('subscription_limit', 'Free', 'tracks up to 1 wallet')));
    await waitFor(() => expect(overlayWith(WALLET_LIMIT_REACHED)).toHaveAttribute('role', 'alert'));

    act(() => jest.advanceTimersByTime(OVERLAY_DURATION_MS));
    expect(overlayWith(WALLET_LIMIT_REACHED)).toBeNull();
  });
});
