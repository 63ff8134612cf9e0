import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WATCHLIST_SAVING_COMING_SOON } from '../watchlist/TokenWatchlist';
import Dashboard, { DASHBOARD_OVERVIEW } from './Dashboard';

// jsdom applies no media queries, so these tests see the small-screen layout: the menu starts folded.
const menu = () => screen.getByRole('navigation', { name: 'Dashboard sections' });
const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Menu' }));

async function openSection(name: string) {
  await openMenu();
  await userEvent.click(within(menu()).getByRole('button', { name }));
}

describe('Dashboard', () => {
  it('shows the side menu (Token Watchlist, Current Plan, Tracked Wallets) and the overview text', async () => {
    renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).not.toBeInTheDocument();
    await openMenu();
    expect(within(menu()).getAllByRole('button').map((item) => item.textContent)).toEqual([
      'Token Watchlist',
      'Current Plan',
      'Tracked Wallets',
    ]);
    expect(screen.getByText(DASHBOARD_OVERVIEW)).toBeInTheDocument();
  });

  it('opens and closes the menu with its toggle, and closes it when a section is picked', async () => {
    renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openSection('Tracked Wallets');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tracked Wallets' })).toHaveFocus();
  });

  it("shows the Current Plan: 'Pro Plan', '$30/month' and its four features", async () => {
    renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
    await openSection('Current Plan');
    await openMenu();
    expect(within(menu()).getByRole('button', { name: 'Current Plan' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(screen.getByText('$30/month')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Plan features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Track up to 6 wallets', 'Real-time notifications', 'Priority support', 'Advanced analytics']);
    expect(screen.queryByText(DASHBOARD_OVERVIEW)).not.toBeInTheDocument();
  });

  it("shows 'No tracked wallets yet.' under Tracked Wallets", async () => {
    renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
    await openSection('Tracked Wallets');
    expect(screen.getByText('No tracked wallets yet.')).toBeInTheDocument();
  });

  it("shows the empty watchlist 'No tokens in watchlist' with the Add Token form", async () => {
    renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
    await openSection('Token Watchlist');
    expect(screen.getByText('No tokens in watchlist')).toBeInTheDocument();
    expect(screen.getByLabelText('Token Address')).toBeInTheDocument();
  });

  it.each(['', '0x1234', 'not an address'])(
    "shows 'Please enter a valid token address' when adding %p to the watchlist",
    async (address) => {
      renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
      await openSection('Token Watchlist');
      if (address) await userEvent.type(screen.getByLabelText('Token Address'), address);
      await userEvent.click(screen.getByRole('button', { name: 'Add Token' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid token address');
    },
  );

  it('says watchlist saving is coming soon for a valid token address, and adds nothing', async () => {
    renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
    await openSection('Token Watchlist');
    await userEvent.type(screen.getByLabelText('Token Address'), '0x514910771AF9Ca656af840dff83E8264EcF986CA');
    await userEvent.click(screen.getByRole('button', { name: 'Add Token' }));
    expect(await screen.findByText(WATCHLIST_SAVING_COMING_SOON)).toHaveTextContent('Watchlist saving is coming soon.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No tokens in watchlist')).toBeInTheDocument();
  });
});
