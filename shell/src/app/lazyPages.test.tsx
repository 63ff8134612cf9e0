// A shell page whose chunk cannot be fetched (offline, a deploy replaced it) shows the unavailable
// screen with Retry instead of a blank page, and Retry fetches it again.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@whalewatch/shared/testing';
import { serveAllRemotes } from '../testing/federationMock';
import { AppRoutes } from './AppRoutes';

let mockChunkOnline = true;
jest.mock('../pages/about/AboutPage', () => {
  if (!mockChunkOnline) throw new Error('Loading chunk page-about failed.');
  return jest.requireActual('../pages/about/AboutPage');
});

beforeEach(() => {
  serveAllRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('shows the page as unavailable with Retry when its chunk fails to load, and shows it on Retry', async () => {
  mockChunkOnline = false;
  renderWithProviders(<AppRoutes />, { route: '/about' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading About Us');
  expect(await screen.findByRole('heading', { name: 'About Us is unavailable right now' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('The rest of the app still works');

  mockChunkOnline = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: /About Us/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
