import { initializePaddle, type Paddle } from '@paddle/paddle-js';
import { ApiError, configure, sessionStore, type PlanStatus } from '@whalewatch/shared';
import { failWith, ok, renderWithProviders, serveFakeApi, signInAs } from '@whalewatch/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { USER_LOOKUP_FAILED } from '../checkout/checkoutCustomer';
import { CHECKOUT_TIMEOUT_MS, resetPaddle } from '../checkout/paddleCheckout';
import { CHECKOUT_FAILED } from '../checkout/useCheckout';
import { CHECKOUT_NOT_CONFIGURED, OPENING_CHECKOUT } from './PlanCard';
import Pricing, { PAYMENTS_NOT_SET_UP } from './Pricing';

// Offline the real loader never settles: every test decides what Paddle.js does.
jest.mock('@paddle/paddle-js', () => ({ initializePaddle: jest.fn() }));

const initializePaddleMock = jest.mocked(initializePaddle);
const openOverlay = jest.fn();
const paddle = { Checkout: { open: openOverlay } } as unknown as Paddle;

const CLIENT_TOKEN = 'test_0123456789abcdef0123456789a';
const PRICES = { paddlePriceStarter: 'pri_starter', paddlePricePro: 'pri_pro', paddlePricePrivacyShield: 'pri_privacy_shield' };
const PADDLE_CUSTOMER = 'ctm_01hv8n2xk3example';
// buildUser(): the user `user: true` signs in.
const USER = { id: 'user-1', email: 'whale.watcher@example.com' };

const FREE: PlanStatus = {
  plan: 'free',
  limits: { trackedWallets: 1, stealthWallets: 0 },
  status: 'none',
  renewsAt: null,
  endsAt: null,
  paddleCustomerId: null,
};

function configureCheckout(overrides: Parameters<typeof configure>[0] = {}) {
  configure({ paddleClientToken: CLIENT_TOKEN, paddleEnvironment: 'production', ...PRICES, ...overrides });
}

const servePlan = (status: PlanStatus = FREE) => serveFakeApi({ 'GET /billing/plan': () => ok(status) });

function AuthProbe() {
  const location = useLocation();
  return <output aria-label="auth route">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function renderPricing(options: { user?: true } = {}) {
  renderWithProviders(
    <Routes>
      <Route path="/pricing" element={<Pricing />} />
      <Route path="/auth" element={<AuthProbe />} />
    </Routes>,
    { route: '/pricing', ...options },
  );
}

const planCard = (name: string) => screen.getByRole('region', { name });
const planButton = (name: string) => within(planCard(name)).getByRole('button');
const features = (name: string) =>
  within(planCard(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

const expectedCheckout = (priceId: string, customer: { id: string } | { email: string }) => ({
  items: [{ priceId, quantity: 1 }],
  customer,
  customData: { userId: USER.id },
  settings: { displayMode: 'overlay', theme: 'dark', successUrl: 'http://localhost/success' },
});

let consoleError: jest.SpyInstance;

beforeEach(() => {
  resetPaddle();
  initializePaddleMock.mockReset();
  initializePaddleMock.mockResolvedValue(paddle);
  openOverlay.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => consoleError.mockRestore());

describe('Pricing', () => {
  it('shows the three plans with their monthly prices and features', () => {
    renderPricing();
    expect(within(planCard('Starter')).getByText('$19/month')).toBeInTheDocument();
    expect(features('Starter')).toEqual(['Track up to 3 wallets', 'Identify short-term whales', 'Real-time notifications']);
    expect(within(planCard('Pro')).getByText('$30/month')).toBeInTheDocument();
    expect(features('Pro')).toEqual(['Track up to 6 wallets', 'All Starter features', 'Priority support']);
    expect(within(planCard('Privacy Shield')).getByText('$299/month')).toBeInTheDocument();
    expect(features('Privacy Shield')).toEqual([
      'Prevent your wallet from being tracked',
      'Advanced privacy settings',
      '24/7 dedicated support',
    ]);
  });

  it.each(['Starter', 'Pro', 'Privacy Shield'])(
    "sends a signed-out visitor choosing %s to /auth with '/pricing' as origin",
    async (name) => {
      renderPricing();
      await userEvent.click(screen.getByRole('button', { name: `Choose ${name}` }));
      expect(screen.getByLabelText('auth route')).toHaveTextContent('/auth {"from":"/pricing"}');
      expect(initializePaddleMock).not.toHaveBeenCalled();
    },
  );

  it("offers a signed-out visitor every plan to choose even where checkout is not configured, with no explanation", () => {
    renderPricing();
    expect(planButton('Starter')).toHaveTextContent(/^Choose Starter$/);
    expect(planButton('Pro')).toBeEnabled();
    expect(planButton('Privacy Shield')).toBeEnabled();
    expect(screen.queryByText(PAYMENTS_NOT_SET_UP)).not.toBeInTheDocument();
  });

  it("marks the user's current plan 'Current plan' and leaves the others to choose", () => {
    configureCheckout();
    signInAs();
    sessionStore.getState().setPlan('starter');
    renderPricing();
    expect(within(planCard('Starter')).getByText('Current plan')).toBeInTheDocument();
    expect(within(planCard('Starter')).getByRole('button', { name: 'Choose Starter' })).toBeDisabled();
    expect(within(planCard('Starter')).getByRole('button', { name: 'Choose Starter' })).toHaveAccessibleDescription('Current plan');
    expect(screen.getAllByText('Current plan')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose Privacy Shield' })).toBeEnabled();
  });

  it('marks no plan as current for a visitor without one', () => {
    renderPricing();
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
  });
});

describe('Pricing without checkout configured', () => {
  it("says 'Checkout not configured' on every disabled button, explained under the plans, when no client token is set", async () => {
    configure({ paddleClientToken: '', ...PRICES });
    servePlan();
    renderPricing({ user: true });

    for (const name of ['Starter', 'Pro', 'Privacy Shield']) {
      const button = planButton(name);
      expect(button).toHaveTextContent(/^Checkout not configured$/);
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'Payments are not set up on this server yet. An operator can change your plan meanwhile.',
      );
    }
    expect(screen.getByText(PAYMENTS_NOT_SET_UP)).toBeVisible();
    expect(CHECKOUT_NOT_CONFIGURED).toBe('Checkout not configured');

    await userEvent.click(planButton('Pro'));
    expect(initializePaddleMock).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('auth route')).not.toBeInTheDocument();
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Checkout not configured' only for the plan without a price id", () => {
    configureCheckout({ paddlePricePro: '' });
    renderPricing({ user: true });

    expect(within(planCard('Pro')).getByRole('button', { name: 'Checkout not configured' })).toBeDisabled();
    expect(planButton('Pro')).toHaveAccessibleDescription(PAYMENTS_NOT_SET_UP);
    expect(within(planCard('Starter')).getByRole('button', { name: 'Choose Starter' })).toBeEnabled();
    expect(within(planCard('Privacy Shield')).getByRole('button', { name: 'Choose Privacy Shield' })).toBeEnabled();
    expect(planButton('Starter')).not.toHaveAttribute('aria-describedby');
  });

  it('explains nothing when checkout is configured', () => {
    configureCheckout();
    renderPricing({ user: true });
    expect(screen.queryByText(PAYMENTS_NOT_SET_UP)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout not configured' })).not.toBeInTheDocument();
  });
});

describe('Pricing checkout', () => {
  it.each([
    ['production', {}],
    ['sandbox', { paddleEnvironment: 'sandbox' }],
  ])('initializes Paddle in %s mode with the client token, and nothing else', async (environment, overrides) => {
    configureCheckout(overrides);
    servePlan();
    renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));

    await waitFor(() => expect(openOverlay).toHaveBeenCalled());
    expect(initializePaddleMock.mock.calls).toStrictEqual([[{ environment, token: CLIENT_TOKEN }]]);
  });

  it("opens the chosen plan's overlay for the user's email while billing knows no Paddle customer", async () => {
    configureCheckout();
    const server = servePlan();
    renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));

    await waitFor(() => expect(openOverlay).toHaveBeenCalled());
    expect(openOverlay.mock.calls).toStrictEqual([[expectedCheckout('pri_pro', { email: 'whale.watcher@example.com' })]]);
    expect(server.requestsTo('GET /billing/plan')[0].headers.get('Authorization')).toBe('Bearer test-token');
    expect(consoleError).not.toHaveBeenCalled();
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens the overlay for the Paddle customer billing knows ('ctm_…'), never for our user id", async () => {
    configureCheckout();
    servePlan({ ...FREE, paddleCustomerId: PADDLE_CUSTOMER });
    renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Privacy Shield' }));

    await waitFor(() => expect(openOverlay).toHaveBeenCalled());
    expect(openOverlay.mock.calls).toStrictEqual([[expectedCheckout('pri_privacy_shield', { id: PADDLE_CUSTOMER })]]);
  });

  it('only logs a failure to get the user, and opens the overlay for their email', async () => {
    configureCheckout();
    const server = servePlan();
    server.answer('GET /billing/plan', failWith(500, 'Internal server error'));
    renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Starter' }));

    await waitFor(() => expect(openOverlay).toHaveBeenCalled());
    expect(openOverlay.mock.calls).toStrictEqual([[expectedCheckout('pri_starter', { email: 'whale.watcher@example.com' })]]);
    expect(consoleError.mock.calls).toStrictEqual([[USER_LOOKUP_FAILED, new ApiError('Internal server error', 500)]]);
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
    expect(planButton('Starter')).toHaveTextContent(/^Choose Starter$/);
  });

  it("shows 'Opening checkout...' on the chosen, disabled button until the overlay opens, and holds the other plans meanwhile", async () => {
    configureCheckout();
    const server = servePlan();
    const release = server.hold('GET /billing/plan');
    renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));

    expect(within(planCard('Pro')).getByRole('button', { name: 'Opening checkout...' })).toBeDisabled();
    expect(OPENING_CHECKOUT).toBe('Opening checkout...');
    expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Privacy Shield' })).toBeDisabled();
    expect(openOverlay).not.toHaveBeenCalled();

    release();
    expect(await screen.findByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    expect(openOverlay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeEnabled();
  });

  it('initializes Paddle once per page, however many checkouts open', async () => {
    configureCheckout();
    servePlan();
    renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(openOverlay).toHaveBeenCalledTimes(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Starter' }));

    await waitFor(() => expect(openOverlay).toHaveBeenCalledTimes(2));
    expect(openOverlay.mock.calls[1]).toStrictEqual([expectedCheckout('pri_starter', { email: 'whale.watcher@example.com' })]);
    expect(initializePaddleMock).toHaveBeenCalledTimes(1);
  });

  it("logs 'Checkout not initialized' and toasts that the checkout could not be loaded when Paddle.js gives no instance", async () => {
    configureCheckout();
    servePlan();
    initializePaddleMock.mockResolvedValue(undefined);
    renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));

    expect(await toasts().findByRole('alert')).toHaveTextContent('The checkout could not be loaded. Please try again.');
    expect(CHECKOUT_FAILED).toBe('The checkout could not be loaded. Please try again.');
    expect(consoleError.mock.calls).toStrictEqual([['Checkout not initialized']]);
    expect(openOverlay).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
  });

  it('tries to initialize Paddle again on the next choice after it failed', async () => {
    configureCheckout();
    servePlan();
    initializePaddleMock.mockRejectedValueOnce(new Error('Failed to load Paddle.js - v1'));
    renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));

    expect(await toasts().findByRole('alert')).toHaveTextContent(CHECKOUT_FAILED);
    expect(consoleError).toHaveBeenCalledWith('Checkout not initialized', new Error('Failed to load Paddle.js - v1'));

    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(openOverlay).toHaveBeenCalledTimes(1));
    expect(initializePaddleMock).toHaveBeenCalledTimes(2);
  });

  describe('when Paddle.js never loads (offline)', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      initializePaddleMock.mockReturnValue(new Promise<never>(() => undefined));
    });
    afterEach(() => jest.useRealTimers());

    it(`gives up after ${CHECKOUT_TIMEOUT_MS / 1000} s: logs 'Checkout not initialized', toasts, and frees the button`, async () => {
      configureCheckout();
      servePlan();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderPricing({ user: true });
      await act(() => user.click(screen.getByRole('button', { name: 'Choose Pro' })));

      act(() => jest.advanceTimersByTime(CHECKOUT_TIMEOUT_MS - 1));
      expect(screen.getByRole('button', { name: 'Opening checkout...' })).toBeDisabled();
      expect(toasts().queryByRole('alert')).not.toBeInTheDocument();

      await act(async () => jest.advanceTimersByTime(1));
      expect(toasts().getByRole('alert')).toHaveTextContent('The checkout could not be loaded. Please try again.');
      expect(consoleError.mock.calls).toStrictEqual([['Checkout not initialized']]);
      expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
      expect(openOverlay).not.toHaveBeenCalled();
      expect(CHECKOUT_TIMEOUT_MS).toBe(15_000);
    });
  });
});
