// Each dashboard section is a chunk of its own (issue 23): the overview draws without them, and a section
// comes when the user points at or focuses its menu item. jest's module registry stands in for the page's
// chunks (once evaluated a module stays), so the test follows one page.
import { fakeTrackingRoutes, ok, renderWithProviders, serveFakeApi } from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dashboard, { DASHBOARD_OVERVIEW } from './Dashboard';

const mockEvaluated = jest.fn<void, [string]>();
jest.mock('../watchlist/TokenWatchlist', () => {
  mockEvaluated('Token Watchlist');
  return jest.requireActual('../watchlist/TokenWatchlist');
});
jest.mock('./CurrentPlan', () => {
  mockEvaluated('Current Plan');
  return jest.requireActual('./CurrentPlan');
});
jest.mock('../tracked-wallets/TrackedWallets', () => {
  mockEvaluated('Tracked Wallets');
  return jest.requireActual('../tracked-wallets/TrackedWallets');
});

const evaluated = () => mockEvaluated.mock.calls.map(([name]) => name);
const menu = () => screen.getByRole('navigation', { name: 'Dashboard sections' });

it('draws the overview without any section, fetches a section as its menu item is pointed at or focused, and shows it with the focus on its title', async () => {
  serveFakeApi({
    ...fakeTrackingRoutes({ settings: { wallets: [], check_interval: 60000 }, transactions: {} }),
    'GET /billing/plan': () => ok({ plan: 'pro', limits: { trackedWallets: 6, stealthWallets: 1 }, status: 'active', renewsAt: null, endsAt: null, paddleCustomerId: null }),
  });
  const user = userEvent.setup();
  renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
  expect(screen.getByText(DASHBOARD_OVERVIEW)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(evaluated()).toEqual([]);

  await user.hover(within(menu()).getByRole('button', { name: 'Current Plan' }));
  await waitFor(() => expect(evaluated()).toEqual(['Current Plan']));

  // The menu's first item takes the keyboard focus from the toggle.
  await user.tab();
  expect(within(menu()).getByRole('button', { name: 'Token Watchlist' })).toHaveFocus();
  await waitFor(() => expect(evaluated()).toEqual(['Current Plan', 'Token Watchlist']));

  await user.click(within(menu()).getByRole('button', { name: 'Tracked Wallets' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Tracked Wallets' })).toHaveFocus();
  expect(await screen.findByText('No tracked wallets yet.')).toBeVisible();
  expect(evaluated()).toEqual(['Current Plan', 'Token Watchlist', 'Tracked Wallets']);
});
