// The panel's steps chunk cannot be fetched (offline, a deployment replaced it): the submit says something
// went wrong and sends nothing, and submitting again asks for the chunk again. jest's module registry
// stands in for the page's chunks: a module whose factory throws is asked for again, as webpack asks
// again for a chunk that failed; once it has loaded it stays, so the tests that need its failure come
// before the one that loads it.
import { GENERIC_ERROR } from '@whalewatch/shared';
import { serveFakeAuth } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthRoutes } from '../testing/renderAuthRoutes';

let mockReachable = false;
jest.mock('./accountSteps', () => {
  if (!mockReachable) throw new Error('Loading chunk account-steps failed.');
  return jest.requireActual('./accountSteps');
});

it('says something went wrong when signing in cannot submit, and keeps what the user typed', async () => {
  const server = serveFakeAuth();
  const user = userEvent.setup();
  renderAuthRoutes('/auth');
  await user.type(screen.getByLabelText('Email'), 'orca@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await toasts.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(screen.getByLabelText('Email')).toHaveValue('orca@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
  expect(server.requests).toEqual([]);
});

it("says something went wrong when 'Sign in with wallet' cannot open, and keeps the button", async () => {
  const server = serveFakeAuth();
  const user = userEvent.setup();
  renderAuthRoutes('/auth');
  await user.click(screen.getByRole('button', { name: 'Sign in with wallet' }));

  const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await toasts.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
  expect(screen.getByRole('button', { name: 'Sign in with wallet' })).toBeEnabled();
  expect(server.requests).toEqual([]);
});

it('says something went wrong when the forgot mode cannot submit, keeps the email, and sends on the next try', async () => {
  const server = serveFakeAuth();
  const user = userEvent.setup();
  renderAuthRoutes('/auth');
  await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  await user.type(screen.getByLabelText('Email'), 'orca@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

  const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await toasts.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
  expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled();
  expect(screen.getByLabelText('Email')).toHaveValue('orca@example.com');
  expect(server.requests).toEqual([]);

  mockReachable = true;
  await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
  expect(await toasts.findByText('Password reset instructions sent to your email')).toBeInTheDocument();
});
