// viem and the paste-a-signature panel are chunks of their own (issue 23): the screen draws without them,
// and each comes when the user points at the way to it. jest's module registry stands in for the page's
// chunks (once evaluated a module stays), so the tests follow one page in order.
import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WALLET_ADDED } from './addingSteps';
import { LIST_TITLE } from './StealthList';
import StealthWallet from './StealthWallet';
import { installFakeBrowserWallet, removeFakeBrowserWallet, walletAccount } from './testing/fakeBrowserWallet';
import { serveStealthApi } from './testing/fakeStealthApi';

const mockEvaluated = jest.fn<void, [string]>();
jest.mock('./browserWallet', () => {
  mockEvaluated('viem signing');
  return jest.requireActual('./browserWallet');
});
jest.mock('./SignaturePanel', () => {
  mockEvaluated('signature panel');
  return jest.requireActual('./SignaturePanel');
});

const evaluated = () => mockEvaluated.mock.calls.map(([name]) => name);
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function renderScreen() {
  const user = userEvent.setup();
  renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
  await within(screen.getByRole('region', { name: LIST_TITLE })).findByText(/No wallets in your stealth list yet\.|^0x/);
  return user;
}

afterEach(() => removeFakeBrowserWallet());

it("draws the screen without viem or the signature panel, fetches viem when the user points at 'Add to Stealth List', and signs with it", async () => {
  serveStealthApi();
  installFakeBrowserWallet();
  const user = await renderScreen();
  expect(screen.getByRole('button', { name: 'Add to Stealth List' })).toBeEnabled();
  expect(evaluated()).toEqual([]);

  await user.hover(screen.getByRole('button', { name: 'Add to Stealth List' }));
  await waitFor(() => expect(evaluated()).toEqual(['viem signing']));

  await user.type(screen.getByLabelText('Wallet Address'), walletAccount.address);
  await user.click(screen.getByRole('button', { name: 'Add to Stealth List' }));
  expect(await toasts().findByText(WALLET_ADDED)).toBeInTheDocument();
  expect(evaluated()).toEqual(['viem signing']);
});

it("fetches the signature panel when the user points at 'Paste a signature instead', and shows it with the message", async () => {
  const server = serveStealthApi();
  installFakeBrowserWallet();
  const user = await renderScreen();
  expect(evaluated()).toEqual(['viem signing']);

  await user.type(screen.getByLabelText('Wallet Address'), walletAccount.address);
  await user.hover(screen.getByRole('button', { name: 'Paste a signature instead' }));
  await waitFor(() => expect(evaluated()).toEqual(['viem signing', 'signature panel']));

  await user.click(screen.getByRole('button', { name: 'Paste a signature instead' }));
  const panel = await screen.findByRole('region', { name: 'Sign the message with your wallet' });
  expect(within(panel).getByLabelText('Message to sign')).toHaveValue(server.state.challenges.get(walletAccount.address.toLowerCase()));
});
