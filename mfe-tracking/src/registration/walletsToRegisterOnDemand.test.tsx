// The list of wallets to register is a chunk of its own (issue 23): the Register tab opens without it,
// and it comes when the form that adds a wallet takes the focus. jest's module registry stands in for the
// page's chunks (once evaluated a module stays), so the test follows one page in order.
import { waitFor, within } from '@testing-library/react';
import { registerPanel, renderWalletTracking } from '../testing/renderWalletTracking';

const WHALE = '0x28C6c06298d514Db089934071355E5743bf21d60';

const mockListEvaluated = jest.fn();
jest.mock('./WalletsToRegisterList', () => {
  mockListEvaluated();
  return jest.requireActual('./WalletsToRegisterList');
});

it('draws the Register tab without the list, fetches it when the address field takes the focus, and lists the wallet added', async () => {
  const { user } = await renderWalletTracking();
  expect(registerPanel().getByRole('button', { name: 'Add Wallet' })).toBeEnabled();
  expect(mockListEvaluated).not.toHaveBeenCalled();

  await user.click(registerPanel().getByLabelText('Wallet Address'));
  await waitFor(() => expect(mockListEvaluated).toHaveBeenCalledTimes(1));

  await user.type(registerPanel().getByLabelText('Wallet Address'), `${WHALE}{Enter}`);
  const list = await registerPanel().findByRole('list', { name: 'Wallets to register' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(list).toHaveTextContent(WHALE);
});
