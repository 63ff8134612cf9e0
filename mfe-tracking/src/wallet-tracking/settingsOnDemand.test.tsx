// The Settings tab is a chunk of its own (issue 23): /register draws its Register tab without it, and the
// panel comes when the user points at or focuses the tabs. jest's module registry stands in for the
// page's chunks (once evaluated a module stays), so the tests follow one page in order.
import { screen, waitFor } from '@testing-library/react';
import { registerPanel, renderWalletTracking, settingsPanel } from '../testing/renderWalletTracking';

const mockSettingsEvaluated = jest.fn();
jest.mock('../settings/SettingsPanel', () => {
  mockSettingsEvaluated();
  return jest.requireActual('../settings/SettingsPanel');
});

it('draws the Register tab without the Settings tab, and fetches it when the tabs take the keyboard focus', async () => {
  const { user } = await renderWalletTracking();
  expect(registerPanel().getByRole('button', { name: 'Register Wallets' })).toBeEnabled();
  expect(mockSettingsEvaluated).not.toHaveBeenCalled();

  await user.tab();
  expect(screen.getByRole('tab', { name: 'Register Wallets' })).toHaveFocus();
  await waitFor(() => expect(mockSettingsEvaluated).toHaveBeenCalledTimes(1));
});

it('shows the Settings tab when it opens by arrow key, the focus on its tab as before', async () => {
  const { user } = await renderWalletTracking();
  await user.tab();
  await user.keyboard('{ArrowRight}');

  expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  expect(await settingsPanel().findByRole('heading', { name: 'Manage Your Tracked Wallets' })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
});
