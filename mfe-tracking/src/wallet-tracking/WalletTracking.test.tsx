import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_TRACKED_WALLETS, SETTINGS_HEADING } from '../settings/SettingsPanel';
import WalletTracking, { WALLET_TRACKING_HERO } from './WalletTracking';

describe('WalletTracking', () => {
  it("shows the hero 'Wallet Tracking - Monitor Ethereum wallets and receive real-time notifications'", () => {
    renderWithProviders(<WalletTracking />, { route: '/register', user: true });
    expect(WALLET_TRACKING_HERO).toBe('Wallet Tracking - Monitor Ethereum wallets and receive real-time notifications');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(WALLET_TRACKING_HERO);
  });

  it("opens on the 'Register Wallets' tab, with 'Settings' beside it", () => {
    renderWithProviders(<WalletTracking />, { route: '/register', user: true });
    expect(screen.getByRole('tab', { name: 'Register Wallets' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Register Wallets' })).toBeVisible();
    expect(screen.getByLabelText('Check Interval (milliseconds)')).toBeVisible();
  });

  it("shows 'Manage Your Tracked Wallets' and an honest empty state on the Settings tab", async () => {
    renderWithProviders(<WalletTracking />, { route: '/register', user: true });
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: SETTINGS_HEADING })).toHaveTextContent('Manage Your Tracked Wallets');
    expect(screen.getByText(NO_TRACKED_WALLETS)).toHaveTextContent('No tracked wallets yet.');
    expect(screen.queryByRole('button', { name: 'Register Wallets' })).not.toBeInTheDocument();
  });

  it('switches tabs with the arrow keys', async () => {
    renderWithProviders(<WalletTracking />, { route: '/register', user: true });
    await userEvent.click(screen.getByRole('tab', { name: 'Register Wallets' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the wallets added on the Register tab after a look at Settings', async () => {
    renderWithProviders(<WalletTracking />, { route: '/register', user: true });
    await userEvent.type(screen.getByLabelText('Wallet Address'), '0x28C6c06298d514Db089934071355E5743bf21d60');
    await userEvent.click(screen.getByRole('button', { name: 'Add Wallet' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Register Wallets' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
