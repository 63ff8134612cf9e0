/**
 * @jest-environment-options {"url": "http://127.0.0.1:3000/auth"}
 */
// The product opened at the address `npm start` used to print: the wallet is not asked to sign a message
// GoTrue would refuse; the panel says why and opens the same page on localhost.
import { fakeAccountState, serveFakeAccount, type FakeAccountServer } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBrowserWallet, removeFakeBrowserWallet } from '../../testing/fakeBrowserWallet';
import { authFrom, renderAuthRoutes } from '../../testing/renderAuthRoutes';
import { WALLET_SIGN_IN } from './WalletSignInEntry';
import { NEEDS_SECURE_ADDRESS, OPEN_ON_LOCALHOST } from './walletSignInTexts';

let server: FakeAccountServer;

beforeEach(() => {
  server = serveFakeAccount(fakeAccountState());
});
afterEach(() => removeFakeBrowserWallet());

it('says wallet sign-in needs https or localhost, links to this page on localhost, and asks the wallet nothing', async () => {
  const wallet = installFakeBrowserWallet();
  const user = userEvent.setup();
  renderAuthRoutes(authFrom('/dashboard'));
  await user.click(screen.getByRole('button', { name: WALLET_SIGN_IN }));

  expect(await screen.findByRole('alert')).toHaveTextContent(NEEDS_SECURE_ADDRESS);
  expect(screen.getByRole('link', { name: OPEN_ON_LOCALHOST })).toHaveAttribute('href', 'http://localhost:3000/auth');
  expect(wallet.calls).toEqual([]);
  expect(server.requestsTo('POST /auth/v1/token')).toEqual([]);
});
