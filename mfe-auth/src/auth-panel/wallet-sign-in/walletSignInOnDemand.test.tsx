// Sign in with wallet comes with the panel's steps chunk, and viem in a chunk of its own (issue 23): the
// panel draws its button without either; the steps come when the user points at the button, viem only for
// a message signed elsewhere. jest's module registry stands in for the page's chunks.
import { fakeAccountState, serveFakeAccount } from '@whalewatch/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authFrom, renderAuthRoutes } from '../../testing/renderAuthRoutes';
import { WALLET_SIGN_IN } from './WalletSignInEntry';

const mockEvaluated = jest.fn<void, [string]>();
jest.mock('./WalletSignIn', () => {
  mockEvaluated('wallet sign-in');
  return jest.requireActual('./WalletSignIn');
});
jest.mock('../../wallet-signature/walletMessage', () => {
  mockEvaluated('viem');
  return jest.requireActual('../../wallet-signature/walletMessage');
});

const evaluated = () => mockEvaluated.mock.calls.map(([name]) => name);

it('draws the button without the wallet sign-in, fetches it when pointed at, and fetches viem only for the paste flow', async () => {
  serveFakeAccount(fakeAccountState());
  const user = userEvent.setup();
  renderAuthRoutes(authFrom('/dashboard'));
  expect(screen.getByRole('button', { name: WALLET_SIGN_IN })).toBeEnabled();
  expect(evaluated()).toEqual([]);

  await user.hover(screen.getByRole('button', { name: WALLET_SIGN_IN }));
  await waitFor(() => expect(evaluated()).toContain('wallet sign-in'));
  expect(evaluated()).not.toContain('viem');

  await user.click(screen.getByRole('button', { name: WALLET_SIGN_IN }));
  expect(await screen.findByLabelText('Wallet address')).toBeInTheDocument();
  expect(evaluated()).toContain('viem');
});
