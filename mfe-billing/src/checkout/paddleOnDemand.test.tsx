// Paddle's loader is a chunk of its own (issue 23): the pricing page draws without it, and it comes when
// a plan is about to be bought. jest's module registry stands in for the page's chunks: once evaluated,
// a module stays, so this file holds one page's story.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureCheckout, renderPricing, servePlan } from '../testing/renderPricing';

const mockPaddleLoaderEvaluated = jest.fn();
const mockInitializePaddle = jest.fn();
const mockOpenOverlay = jest.fn();

jest.mock('@paddle/paddle-js', () => {
  mockPaddleLoaderEvaluated();
  return { initializePaddle: mockInitializePaddle };
});

beforeEach(() => {
  mockInitializePaddle.mockResolvedValue({ Checkout: { open: mockOpenOverlay } });
  configureCheckout();
  servePlan();
});

it("draws the plans without Paddle's loader, fetches it when a plan's button is pointed at, and opens the checkout on the click", async () => {
  const user = userEvent.setup();
  await renderPricing({ user: true });
  expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  expect(mockPaddleLoaderEvaluated).not.toHaveBeenCalled();

  await user.hover(screen.getByRole('button', { name: 'Choose Pro' }));
  await waitFor(() => expect(mockPaddleLoaderEvaluated).toHaveBeenCalledTimes(1));
  // Fetched, not started: Paddle.js itself only loads for a purchase.
  expect(mockInitializePaddle).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Choose Pro' }));
  await waitFor(() => expect(mockOpenOverlay).toHaveBeenCalledTimes(1));
  expect(mockOpenOverlay.mock.calls[0][0]).toMatchObject({ items: [{ priceId: 'pri_pro', quantity: 1 }] });
  expect(mockPaddleLoaderEvaluated).toHaveBeenCalledTimes(1);
});
