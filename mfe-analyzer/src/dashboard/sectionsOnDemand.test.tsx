// Each dashboard section is a chunk of its own (issue 23): the dashboard opens on Activity without the
// others, and another section comes when the user points at or focuses its menu item. jest's module
// registry stands in for the page's chunks (once evaluated a module stays), so the test follows one page.
import { fakeTrackingRoutes, ok, renderWithProviders, serveFakeApi } from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeActivityRoutes } from './activity/fakeActivityApi';
import Dashboard from './Dashboard';

const mockEvaluated = jest.fn<void, [string]>();
jest.mock('./activity/Activity', () => {
  mockEvaluated('Activity');
  return jest.requireActual('./activity/Activity');
});
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

it('opens on Activity without the other sections, fetches a section as its menu item is pointed at or focused, and shows it with the focus on its title', async () => {
  serveFakeApi({
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
  const user = userEvent.setup();
  renderWithProviders(<Dashboard />, { route: '/dashboard', user: true });
  // Activity's own words (importing its module here would evaluate it before the dashboard asks for it).
  expect(await screen.findByText('Track a wallet to see its activity here.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(evaluated()).toEqual(['Activity']);

  await user.hover(within(menu()).getByRole('button', { name: 'Current Plan' }));
  await waitFor(() => expect(evaluated()).toEqual(['Activity', 'Current Plan']));

  // The menu's first item (Activity, already here) takes the keyboard focus from the toggle, then the next.
  await user.tab();
  expect(within(menu()).getByRole('button', { name: 'Activity' })).toHaveFocus();
  await user.tab();
  expect(within(menu()).getByRole('button', { name: 'Token Watchlist' })).toHaveFocus();
  await waitFor(() => expect(evaluated()).toEqual(['Activity', 'Current Plan', 'Token Watchlist']));

  await user.click(within(menu()).getByRole('button', { name: 'Tracked Wallets' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Tracked Wallets' })).toHaveFocus();
  expect(await screen.findByText('No tracked wallets yet.')).toBeVisible();
  expect(evaluated()).toEqual(['Activity', 'Current Plan', 'Token Watchlist', 'Tracked Wallets']);
});
