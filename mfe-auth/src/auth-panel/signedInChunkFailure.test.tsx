// The signed-in notice's chunk cannot be fetched (offline, a deployment replaced it): the panel says so
// with 'Try again', which asks for it again. jest's module registry stands in for the page's chunks: a
// module whose factory throws is asked for again, as webpack asks again for a chunk that failed.
import { buildUser, renderWithProviders, serveFakeAuth } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNED_IN_NOT_LOADED } from './AlreadySignedIn';
import AuthPanel from './AuthPanel';

let mockReachable = false;
// Importing SignedInNotice here would evaluate it: its title is spelt out (SIGNED_IN_TITLE).
const SIGNED_IN_TITLE = "You're signed in";

jest.mock('./SignedInNotice', () => {
  if (!mockReachable) throw new Error('Loading chunk signed-in-notice failed.');
  return jest.requireActual('./SignedInNotice');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  serveFakeAuth();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it("says the signed-in page could not be loaded, with 'Try again' that shows it", async () => {
  const user = userEvent.setup();
  renderWithProviders(<AuthPanel />, { route: '/auth', user: buildUser({ email: 'orca@example.com' }) });

  const failed = await screen.findByRole('alert');
  expect(failed).toHaveTextContent(SIGNED_IN_NOT_LOADED);
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

  mockReachable = true;
  await user.click(within(failed).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: SIGNED_IN_TITLE })).toBeInTheDocument();
  expect(screen.getByText(/You're signed in as/)).toHaveTextContent("You're signed in as orca@example.com.");
});
