// The panel's modes submit through a chunk of their own (issue 23): /auth draws without it, and it comes
// when the user points at a way to another mode (or focuses a field: signInOnDemand.test.tsx). jest's module
// registry stands in for the page's chunks (once evaluated a module stays), so the test follows one page.
import { serveFakeAuth } from '@whalewatch/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthRoutes } from '../testing/renderAuthRoutes';

const mockAccountStepsEvaluated = jest.fn();
jest.mock('./accountSteps', () => {
  mockAccountStepsEvaluated();
  return jest.requireActual('./accountSteps');
});

it("draws the sign-in form without the other modes' steps, fetches them when 'Create Account' is pointed at, and sends a sign-up code with them", async () => {
  const server = serveFakeAuth();
  const user = userEvent.setup();
  renderAuthRoutes('/auth');
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(mockAccountStepsEvaluated).not.toHaveBeenCalled();

  await user.hover(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(mockAccountStepsEvaluated).toHaveBeenCalledTimes(1));

  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await user.type(screen.getByLabelText('Email'), 'orca@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeInTheDocument();
  expect(server.requestsTo('POST /auth/signup/initiate')).toHaveLength(1);
});
