// The chunks behind signing cannot be fetched (offline, a deployment replaced them): the user is told,
// and trying again asks for them again. jest's module registry stands in for the page's chunks: a module
// whose factory throws is asked for again, as webpack asks again for a chunk that failed; once one has
// loaded it stays, so the tests that need its failure come before the one that loads it.
import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WALLET_ADDED } from './addingSteps';
import { PANEL_NOT_LOADED } from './PendingSignaturePanel';
import { LIST_TITLE } from './StealthList';
import StealthWallet from './StealthWallet';
import { installFakeBrowserWallet, removeFakeBrowserWallet, walletAccount } from './testing/fakeBrowserWallet';
import { serveStealthApi } from './testing/fakeStealthApi';
import { ADD_FAILED, SIGNING_NOT_LOADED } from './useAddStealthWallet';

const mockUnreachable = new Set<string>();
jest.mock('./browserWallet', () => {
  if (mockUnreachable.has('viem signing')) throw new Error('Loading chunk wallet-signing failed.');
  return jest.requireActual('./browserWallet');
});
jest.mock('./SignaturePanel', () => {
  if (mockUnreachable.has('signature panel')) throw new Error('Loading chunk signature-panel failed.');
  return jest.requireActual('./SignaturePanel');
});

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const addForm = () => screen.getByRole('region', { name: 'Add Wallet to Stealth List' });

async function renderScreen() {
  const user = userEvent.setup();
  renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
  await within(screen.getByRole('region', { name: LIST_TITLE })).findByText(/No wallets in your stealth list yet\.|^0x/);
  await user.type(screen.getByLabelText('Wallet Address'), walletAccount.address);
  return user;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  removeFakeBrowserWallet();
  mockUnreachable.clear();
});

it('says the wallet was not asked when the signing code does not come, and signs on the next try', async () => {
  const server = serveStealthApi();
  const wallet = installFakeBrowserWallet();
  mockUnreachable.add('viem signing');
  const user = await renderScreen();

  await user.click(screen.getByRole('button', { name: 'Add to Stealth List' }));
  expect(await within(addForm()).findByRole('alert')).toHaveTextContent(SIGNING_NOT_LOADED);
  expect(toasts().getByRole('alert')).toHaveTextContent(ADD_FAILED);
  expect(wallet.calls).toEqual([]);
  expect(screen.getByLabelText('Wallet Address')).toHaveValue(walletAccount.address);

  mockUnreachable.clear();
  await user.click(screen.getByRole('button', { name: 'Add to Stealth List' }));
  expect(await toasts().findByText(WALLET_ADDED)).toBeInTheDocument();
  expect(server.state.wallets).toEqual([walletAccount.address.toLowerCase()]);
});

it('lets the user cancel when the signature form could not be loaded, freeing the form', async () => {
  serveStealthApi();
  installFakeBrowserWallet();
  mockUnreachable.add('signature panel');
  const user = await renderScreen();

  await user.click(screen.getByRole('button', { name: 'Paste a signature instead' }));
  await within(addForm()).findByRole('alert');
  expect(screen.getByRole('button', { name: 'Add to Stealth List' })).toBeDisabled();

  await user.click(within(addForm()).getByRole('button', { name: 'Cancel' }));
  expect(within(addForm()).queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to Stealth List' })).toBeEnabled();
  expect(screen.getByLabelText('Wallet Address')).toHaveFocus();
});

it("says the signature form could not be loaded, with 'Try again' that shows it", async () => {
  serveStealthApi();
  installFakeBrowserWallet();
  mockUnreachable.add('signature panel');
  const user = await renderScreen();

  await user.click(screen.getByRole('button', { name: 'Paste a signature instead' }));
  const failed = await within(addForm()).findByRole('alert');
  expect(failed).toHaveTextContent(PANEL_NOT_LOADED);

  mockUnreachable.clear();
  await user.click(within(failed).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Sign the message with your wallet' })).toHaveFocus();
});
