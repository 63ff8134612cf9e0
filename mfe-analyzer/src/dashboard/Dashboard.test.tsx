import {
  buildUser,
  fakeAuthRoutes,
  fakeTrackingRoutes,
  fakeWatchlistRoutes,
  ok,
  renderWithProviders,
  serveFakeApi,
  signInWithSession,
} from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_TRACKED_WALLET } from './activity/Activity';
import { fakeActivityRoutes } from './activity/fakeActivityApi';
import Dashboard from './Dashboard';

// jsdom applies no media queries, so these tests see the small-screen layout: the menu starts folded.
const menu = () => screen.getByRole('navigation', { name: 'Dashboard sections' });
const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Menu' }));

const user = buildUser({ id: '7d3c1a52-0000-4000-8000-000000000001' });

/** Every section's routes: the activity, the plan, the tracked wallets, and the watchlist through supabase-js. */
beforeEach(() => {
  serveFakeApi({
    ...fakeAuthRoutes(),
    ...fakeWatchlistRoutes({ rows: [] }),
    ...fakeActivityRoutes(),
    ...fakeTrackingRoutes({ settings: { wallets: [], check_interval: 60000 }, transactions: {} }),
    'GET /billing/plan': () =>
      ok({
        plan: 'pro',
        limits: { trackedWallets: 6, stealthWallets: 1 },
        status: 'active',
        renewsAt: null,
        endsAt: null,
        paddleCustomerId: null,
        customerPortal: 'no-customer',
      }),
  });
});

async function openSection(name: string) {
  await openMenu();
  await userEvent.click(within(menu()).getByRole('button', { name }));
}

describe('Dashboard', () => {
  it('opens on Activity, with the side menu (Activity, Token Watchlist, Current Plan, Tracked Wallets)', async () => {
    renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
    expect(screen.getByRole('heading', { level: 2, name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Activity' })).toBeInTheDocument();
    // Nothing tracked yet: Activity says what to do.
    expect(await screen.findByText(NO_TRACKED_WALLET)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Activity' })).not.toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).not.toBeInTheDocument();
    await openMenu();
    expect(
      within(menu())
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Activity', 'Token Watchlist', 'Current Plan', 'Tracked Wallets']);
    expect(within(menu()).getByRole('button', { name: 'Activity' })).toHaveAttribute('aria-current', 'true');
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

  it.each([
    ['Current Plan', () => screen.findByRole('heading', { level: 3, name: 'Pro Plan' })],
    ['Tracked Wallets', () => screen.findByText('No tracked wallets yet.')],
    ['Token Watchlist', () => screen.findByText('No tokens in watchlist')],
  ])('shows the %s section in place of Activity', async (name, content) => {
    await signInWithSession(user);
    renderWithProviders(<Dashboard />, { route: '/dashboard' });
    await openSection(name);
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(await content()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByText(NO_TRACKED_WALLET)).not.toBeInTheDocument();
    await openMenu();
    expect(within(menu()).getByRole('button', { name })).toHaveAttribute('aria-current', 'true');
    expect(within(menu()).getByRole('button', { name: 'Activity' })).not.toHaveAttribute('aria-current');
  });
});
