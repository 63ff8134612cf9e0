// The steps of adding a wallet are a chunk of their own (issue 23): the screen draws without them, and
// they come when the user points at or focuses a way to add. jest's module registry stands in for the
// page's chunks (once evaluated a module stays), so the test follows one page.
import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_TITLE } from './StealthList';
import StealthWallet from './StealthWallet';
import { installFakeBrowserWallet, removeFakeBrowserWallet, walletAccount } from './testing/fakeBrowserWallet';
import { serveStealthApi } from './testing/fakeStealthApi';

// Importing addingSteps here would evaluate it: its success text is spelt out (WALLET_ADDED).
const WALLET_ADDED = 'Wallet added to stealth list';

const mockStepsEvaluated = jest.fn();
jest.mock('./addingSteps', () => {
  mockStepsEvaluated();
  return jest.requireActual('./addingSteps');
});

afterEach(() => removeFakeBrowserWallet());

it("draws the screen without the steps of adding, fetches them when 'Add to Stealth List' takes the focus, and adds with them", async () => {
  const server = serveStealthApi();
  installFakeBrowserWallet();
  const user = userEvent.setup();
  renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
  await within(screen.getByRole('region', { name: LIST_TITLE })).findByText(/No wallets in your stealth list yet\./);
  await user.type(screen.getByLabelText('Wallet Address'), walletAccount.address);
  expect(mockStepsEvaluated).not.toHaveBeenCalled();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Add to Stealth List' })).toHaveFocus();
  await waitFor(() => expect(mockStepsEvaluated).toHaveBeenCalledTimes(1));

  await user.keyboard('{Enter}');
  expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText(WALLET_ADDED)).toBeInTheDocument();
  expect(server.state.wallets).toEqual([walletAccount.address.toLowerCase()]);
});
