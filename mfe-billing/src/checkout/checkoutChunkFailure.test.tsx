// The checkout's chunk cannot be fetched (offline, a deployment replaced it): the user is told, the
// button is free again, and choosing again asks for the chunk again. jest's module registry stands in for
// the page's chunks; a module whose factory throws is asked for again, as webpack asks for a failed chunk.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureCheckout, renderPricing, servePlan, toasts } from '../testing/renderPricing';
import { CHECKOUT_FAILED } from './useCheckout';

let mockChunkReachable = false;
const mockChunkRequested = jest.fn();
const mockOpenOverlay = jest.fn();

jest.mock('./paddleCheckout', () => {
  mockChunkRequested();
  if (!mockChunkReachable) throw new Error('Loading chunk paddle-checkout failed.');
  return jest.requireActual('./paddleCheckout');
});
jest.mock('@paddle/paddle-js', () => ({
  initializePaddle: () => Promise.resolve({ Checkout: { open: mockOpenOverlay } }),
}));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  configureCheckout();
  servePlan();
});
afterEach(() => consoleError.mockRestore());

it('says the checkout could not be loaded when its chunk does not come, frees the button, and asks again on the next choice', async () => {
  const user = userEvent.setup();
  await renderPricing({ user: true });
  expect(mockChunkRequested).not.toHaveBeenCalled();

  // Reaching the button by keyboard asks for the chunk; that failure says nothing yet.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Choose Starter' })).toHaveFocus();
  await waitFor(() => expect(mockChunkRequested).toHaveBeenCalledTimes(1));
  expect(toasts().queryByRole('alert')).not.toBeInTheDocument();

  await user.keyboard('{Enter}');
  expect(await toasts().findByRole('alert')).toHaveTextContent(CHECKOUT_FAILED);
  expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeEnabled();
  expect(consoleError).toHaveBeenCalledWith('Loading the checkout failed', new Error('Loading chunk paddle-checkout failed.'));
  expect(mockOpenOverlay).not.toHaveBeenCalled();

  mockChunkReachable = true;
  await user.keyboard('{Enter}');
  await waitFor(() => expect(mockOpenOverlay).toHaveBeenCalledTimes(1));
  expect(mockOpenOverlay.mock.calls[0][0]).toMatchObject({ items: [{ priceId: 'pri_starter', quantity: 1 }] });
});
