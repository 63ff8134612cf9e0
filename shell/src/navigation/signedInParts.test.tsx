// The bar's signed-in parts are a chunk of their own: when it cannot be fetched, the bar says so where
// its menus would be and offers Retry, which brings the menus and the bell.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser, renderWithProviders, serveFakeNotifications } from '@whalewatch/shared/testing';
import { NavBar } from './NavBar';
import { serveAllRemotes } from '../testing/federationMock';

let mockChunkOnline = true;
jest.mock('./signedInChunk', () => {
  if (!mockChunkOnline) throw new Error('Loading chunk signed-in failed.');
  return jest.requireActual('./signedInChunk');
});

beforeEach(() => {
  serveAllRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it("says 'Menu did not load.' with Retry when the signed-in parts cannot be fetched, and brings the menus and the bell on Retry", async () => {
  mockChunkOnline = false;
  serveFakeNotifications();
  renderWithProviders(<NavBar />, { user: buildUser({ email: 'orca@example.com' }) });
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(await nav.findByRole('alert')).toHaveTextContent('Menu did not load.');
  expect(nav.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();

  mockChunkOnline = true;
  await userEvent.click(nav.getByRole('button', { name: 'Retry' }));
  expect(await nav.findByRole('button', { name: 'Products' })).toBeInTheDocument();
  expect(await nav.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(nav.queryByRole('alert')).not.toBeInTheDocument();
});
