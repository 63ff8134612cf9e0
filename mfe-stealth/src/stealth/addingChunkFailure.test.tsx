// The steps of adding a wallet cannot be fetched (offline, a deployment replaced them): the user is told
// that nothing was asked, the address stays, and adding again asks for them again. jest's module registry
// stands in for the page's chunks: a module whose factory throws is asked for again, as webpack asks again
// for a chunk that failed.
import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_TITLE } from './StealthList';
import StealthWallet from './StealthWallet';
import { installFakeBrowserWallet, removeFakeBrowserWallet, walletAccount } from './testing/fakeBrowserWallet';
import { serveStealthApi } from './testing/fakeStealthApi';
import { ADD_FAILED, SIGNING_NOT_LOADED } from './useAddStealthWallet';

// Importing addingSteps here would evaluate it: its success text is spelt out (WALLET_ADDED).
const WALLET_ADDED = 'Wallet added to stealth list';

let mockReachable = false;
jest.mock('./addingSteps', () => {
  if (!mockReachable) throw new Error('Loading chunk stealth-adding failed.');
  return jest.requireActual('./addingSteps');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  removeFakeBrowserWallet();
});

it('says nothing was asked when the steps of adding do not come, keeps the address, and adds on the next try', async () => {
  const server = serveStealthApi();
  const wallet = installFakeBrowserWallet();
  const user = userEvent.setup();
  renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
  await within(screen.getByRole('region', { name: LIST_TITLE })).findByText(/No wallets in your stealth list yet\./);
  await user.type(screen.getByLabelText('Wallet Address'), walletAccount.address);
  await user.click(screen.getByRole('button', { name: 'Add to Stealth List' }));

  const form = within(screen.getByRole('region', { name: 'Add Wallet to Stealth List' }));
  expect(await form.findByRole('alert')).toHaveTextContent(SIGNING_NOT_LOADED);
  const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(toasts.getByRole('alert')).toHaveTextContent(ADD_FAILED);
  expect(server.requestsTo('POST /stealth/challenge')).toHaveLength(0);
  expect(wallet.calls).toEqual([]);
  expect(screen.getByLabelText('Wallet Address')).toHaveValue(walletAccount.address);
  expect(screen.getByRole('button', { name: 'Add to Stealth List' })).toBeEnabled();

  mockReachable = true;
  await user.click(screen.getByRole('button', { name: 'Add to Stealth List' }));
  expect(await toasts.findByText(WALLET_ADDED)).toBeInTheDocument();
  expect(server.state.wallets).toEqual([walletAccount.address.toLowerCase()]);
});
