// The Settings tab's chunk cannot be fetched (offline, a deployment replaced it): the tab says so with
// 'Try again', which asks for it again. jest's module registry stands in for the page's chunks: a module
// whose factory throws is asked for again, as webpack asks again for a chunk that failed.
import { screen, within } from '@testing-library/react';
import { renderWalletTracking, settingsPanel } from '../testing/renderWalletTracking';
import { SETTINGS_TAB_NOT_LOADED } from './SettingsTab';

let mockReachable = false;
jest.mock('../settings/SettingsPanel', () => {
  if (!mockReachable) throw new Error('Loading chunk settings-tab failed.');
  return jest.requireActual('../settings/SettingsPanel');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it("says the Settings tab could not be loaded, with 'Try again' that shows it", async () => {
  const { user } = await renderWalletTracking();
  await user.click(screen.getByRole('tab', { name: 'Settings' }));

  const failed = await settingsPanel().findByRole('alert');
  expect(failed).toHaveTextContent(SETTINGS_TAB_NOT_LOADED);
  expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();

  mockReachable = true;
  await user.click(within(failed).getByRole('button', { name: 'Try again' }));
  expect(await settingsPanel().findByRole('heading', { name: 'Manage Your Tracked Wallets' })).toBeVisible();
});
