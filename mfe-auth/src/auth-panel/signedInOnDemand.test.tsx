// The notice for a visitor who is already signed in is a chunk of its own (issue 23): /auth draws the
// sign-in form without it, and it is fetched when it is to show. jest's module registry stands in for the
// page's chunks (once evaluated a module stays), so the tests follow one page in order.
import { buildUser, renderWithProviders, serveFakeAuth } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import AuthPanel from './AuthPanel';

const mockNoticeEvaluated = jest.fn();
// Importing SignedInNotice here would evaluate it: its title is spelt out (SIGNED_IN_TITLE).
const SIGNED_IN_TITLE = "You're signed in";

jest.mock('./SignedInNotice', () => {
  mockNoticeEvaluated();
  return jest.requireActual('./SignedInNotice');
});

beforeEach(() => {
  serveFakeAuth();
});

it('draws the sign-in form for a signed-out visitor without the signed-in notice', () => {
  renderWithProviders(<AuthPanel />, { route: '/auth' });
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(mockNoticeEvaluated).not.toHaveBeenCalled();
});

it('fetches the notice for a signed-in visitor, with a spinner until it shows', async () => {
  renderWithProviders(<AuthPanel />, { route: '/auth', user: buildUser({ email: 'orca@example.com' }) });
  expect(screen.getByRole('status')).toHaveTextContent('Loading the signed-in page');
  expect(await screen.findByRole('heading', { level: 1, name: SIGNED_IN_TITLE })).toBeInTheDocument();
  expect(mockNoticeEvaluated).toHaveBeenCalledTimes(1);
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
});
