// The list of wallets to register cannot be fetched (offline, a deployment replaced it): its place says
// so with 'Try again', which asks for it again; the wallets added meanwhile are kept and registered.
// jest's module registry stands in for the page's chunks: a module whose factory throws is asked for
// again, as webpack asks again for a chunk that failed.
import { within } from '@testing-library/react';
import { registerPanel, renderWalletTracking, toasts } from '../testing/renderWalletTracking';
import { REGISTRATION_SUCCESSFUL } from './RegistrationForm';
import { WALLETS_TO_REGISTER_NOT_LOADED } from './WalletsToRegister';

const WHALE = '0x28C6c06298d514Db089934071355E5743bf21d60';

let mockReachable = false;
jest.mock('./WalletsToRegisterList', () => {
  if (!mockReachable) throw new Error('Loading chunk wallets-to-register failed.');
  return jest.requireActual('./WalletsToRegisterList');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it("says the list could not be loaded, with 'Try again' that shows it, and still registers the wallet added", async () => {
  const { user, server } = await renderWalletTracking();
  await user.type(registerPanel().getByLabelText('Wallet Address'), `${WHALE}{Enter}`);

  const failed = await registerPanel().findByRole('alert');
  expect(failed).toHaveTextContent(WALLETS_TO_REGISTER_NOT_LOADED);

  mockReachable = true;
  await user.click(within(failed).getByRole('button', { name: 'Try again' }));
  const list = await registerPanel().findByRole('list', { name: 'Wallets to register' });
  expect(list).toHaveTextContent(WHALE);

  await user.click(registerPanel().getByRole('button', { name: 'Register Wallets' }));
  expect(await toasts().findByText(REGISTRATION_SUCCESSFUL)).toBeInTheDocument();
  expect(server.requestsTo('POST /users/register')[0].body).toMatchObject({ wallets: [{ address: WHALE }] });
});
