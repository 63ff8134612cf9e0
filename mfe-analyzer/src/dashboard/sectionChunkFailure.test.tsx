// A dashboard section's chunk cannot be fetched (offline, a deployment replaced it): the section says so
// with 'Try again', which asks for it again. jest's module registry stands in for the page's chunks: a
// module whose factory throws is asked for again, as webpack asks again for a chunk that failed.
import { ok, renderWithProviders, serveFakeApi } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dashboard, { sectionNotLoaded } from './Dashboard';

let mockReachable = false;
jest.mock('./CurrentPlan', () => {
  if (!mockReachable) throw new Error('Loading chunk 103 failed.');
  return jest.requireActual('./CurrentPlan');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it("says a section could not be loaded, with 'Try again' that shows it", async () => {
  serveFakeApi({
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
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('button', { name: 'Current Plan' }));

  const section = screen.getByRole('region', { name: 'Current Plan' });
  const failed = await within(section).findByRole('alert');
  expect(failed).toHaveTextContent(sectionNotLoaded('Current Plan'));
  expect(sectionNotLoaded('Current Plan')).toBe('Current Plan could not be loaded.');

  mockReachable = true;
  await user.click(within(failed).getByRole('button', { name: 'Try again' }));
  expect(await within(section).findByRole('heading', { level: 3, name: 'Pro Plan' })).toBeVisible();
});
