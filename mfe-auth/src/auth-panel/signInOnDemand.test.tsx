// Signing in submits through the panel's steps chunk too (issue 23): the form is drawn without it, and it
// comes when a field takes the focus — before the user has typed their email. jest's module registry
// stands in for the page's chunks (once evaluated a module stays), so the test follows one page.
import { serveFakeAuth } from '@whalewatch/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authFrom, renderAuthRoutes } from '../testing/renderAuthRoutes';

const mockStepsEvaluated = jest.fn();
jest.mock('./accountSteps', () => {
  mockStepsEvaluated();
  return jest.requireActual('./accountSteps');
});

it('draws the sign-in form without the steps, fetches them when the email field takes the focus, and signs in with them', async () => {
  const server = serveFakeAuth();
  const user = userEvent.setup();
  renderAuthRoutes(authFrom('/dashboard'));
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(mockStepsEvaluated).not.toHaveBeenCalled();

  await user.click(screen.getByLabelText('Email'));
  await waitFor(() => expect(mockStepsEvaluated).toHaveBeenCalledTimes(1));

  await user.type(screen.getByLabelText('Email'), 'orca@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Successfully signed in!')).toBeInTheDocument();
  expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/dashboard null$/);
  expect(server.requestsTo('POST /auth/signin')).toHaveLength(1);
});
