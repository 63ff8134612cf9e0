import { initializePaddle, type Paddle } from '@paddle/paddle-js';
import { ApiError, configure, PLANS, sessionStore, type PlanStatus } from '@whalewatch/shared';
import { fail, renderWithProviders, signInAs } from '@whalewatch/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_LOOKUP_FAILED } from '../checkout/checkoutCustomer';
import { CHECKOUT_TIMEOUT_MS, resetPaddle } from '../checkout/paddleCheckout';
import { CHECKOUT_FAILED } from '../checkout/useCheckout';
import { pageNavigation } from '../subscription/leavePage';
import {
  CLIENT_TOKEN,
  configureCheckout,
  FREE,
  planButton,
  planCard,
  PORTAL_URL,
  PRICES,
  renderPricing,
  servePlan,
  toasts,
} from '../testing/renderPricing';
import {
  CHECKOUT_NOT_CONFIGURED,
  FREE_AFTER_SUBSCRIPTION,
  MANAGE_SUBSCRIPTION,
  OPENING_CHECKOUT,
  OPENING_PORTAL,
  PLAN_GRANTED_BY_SUPPORT,
  PORTAL_NOT_SET_UP,
  START_FREE,
} from './PlanActions';
import Pricing, { CHECKOUT_UNAVAILABLE, PAYMENTS_NOT_SET_UP } from './Pricing';

// Offline the real loader never settles: every test decides what Paddle.js does.
jest.mock('@paddle/paddle-js', () => ({ initializePaddle: jest.fn() }));

const initializePaddleMock = jest.mocked(initializePaddle);
const openOverlay = jest.fn();
const paddle = { Checkout: { open: openOverlay } } as unknown as Paddle;

const PADDLE_CUSTOMER = 'ctm_01hv8n2xk3example';
// buildUser(): the user `user: true` signs in.
const USER = { id: 'user-1', email: 'whale.watcher@example.com' };

const RENEWS_AT = '2026-12-24T10:00:00.000Z';
const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** A user who bought the plan through Paddle (the portal can open for them). */
const bought = (plan: PlanStatus['plan'], overrides: Partial<PlanStatus> = {}): PlanStatus => ({
  ...FREE,
  plan,
  limits: {
    trackedWallets: plan === 'starter' ? 3 : plan === 'pro' ? 6 : 25,
    stealthWallets: plan === 'pro' ? 1 : plan === 'privacy-shield' ? 25 : 0,
  },
  status: 'active',
  renewsAt: RENEWS_AT,
  paddleCustomerId: PADDLE_CUSTOMER,
  customerPortal: 'available',
  ...overrides,
});

const features = (name: string) =>
  within(planCard(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

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
  servePlan();
});

afterEach(() => consoleError.mockRestore());

describe('Pricing', () => {
  it('shows the free plan and the three paid plans with their monthly prices and what each includes', async () => {
    await renderPricing();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Free',
      'Starter',
      'Pro',
      'Privacy Shield',
    ]);
    expect(within(planCard('Free')).getByText('$0/month')).toBeInTheDocument();
    expect(features('Free')).toEqual(PLANS.free.features);
    expect(features('Free')).toContain('Track 1 wallet');
    expect(within(planCard('Starter')).getByText('$19/month')).toBeInTheDocument();
    expect(features('Starter')).toEqual(['Track up to 3 wallets', 'Identify short-term whales', 'Real-time notifications']);
    expect(within(planCard('Pro')).getByText('$30/month')).toBeInTheDocument();
    expect(features('Pro')).toEqual(PLANS.pro.features);
    expect(within(planCard('Privacy Shield')).getByText('$299/month')).toBeInTheDocument();
    expect(features('Privacy Shield')).toEqual([
      'Prevent your wallet from being tracked',
      'Advanced privacy settings',
      '24/7 dedicated support',
    ]);
  });
});

describe('Pricing signed out', () => {
  it.each(['Starter', 'Pro', 'Privacy Shield'])("sends a visitor choosing %s to /auth with '/pricing' as origin", async (name) => {
    configureCheckout();
    await renderPricing();
    await userEvent.click(screen.getByRole('button', { name: `Choose ${name}` }));
    expect(screen.getByLabelText('auth route')).toHaveTextContent('/auth {"from":"/pricing"}');
    expect(initializePaddleMock).not.toHaveBeenCalled();
  });

  it('sends a visitor starting for free to /auth, then on to /register, and asks the api nothing', async () => {
    configureCheckout();
    const server = servePlan();
    await renderPricing();
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_UNAVAILABLE)).not.toBeInTheDocument();
    await userEvent.click(within(planCard('Free')).getByRole('button', { name: START_FREE }));
    expect(screen.getByLabelText('auth route')).toHaveTextContent('/auth {"from":"/register"}');
    expect(server.requests).toEqual([]);
  });

  it('says before sign-in that paid plans cannot be bought here when checkout is not configured, and keeps Free open', async () => {
    configure({ paddleClientToken: '', ...PRICES });
    await renderPricing();

    const notice = screen.getByText(CHECKOUT_UNAVAILABLE);
    expect(notice).toBeVisible();
    // Read before the plans.
    expect(notice.compareDocumentPosition(planCard('Free')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const name of ['Starter', 'Pro', 'Privacy Shield']) {
      expect(planButton(name)).toHaveTextContent(/^Checkout not configured$/);
      expect(planButton(name)).toBeDisabled();
      expect(planButton(name)).toHaveAccessibleDescription(CHECKOUT_UNAVAILABLE);
    }
    await userEvent.click(planButton('Pro'));
    expect(screen.queryByLabelText('auth route')).not.toBeInTheDocument();
    expect(within(planCard('Free')).getByRole('button', { name: START_FREE })).toBeEnabled();
  });

  it('marks the one plan without a price id when only it cannot be sold', async () => {
    configureCheckout({ paddlePricePro: '' });
    await renderPricing();
    expect(planButton('Pro')).toHaveTextContent(CHECKOUT_NOT_CONFIGURED);
    expect(planButton('Pro')).toHaveAccessibleDescription(CHECKOUT_UNAVAILABLE);
    expect(planButton('Starter')).toHaveTextContent(/^Choose Starter$/);
    expect(planButton('Privacy Shield')).toBeEnabled();
  });
});

describe("Pricing signed in: the user's plan", () => {
  it("marks the plan billing answers 'Current plan' with its renewal, offers 'Manage subscription' instead of buying it again, and the others to choose", async () => {
    configureCheckout();
    servePlan(bought('starter'));
    await renderPricing({ user: true });

    const starter = within(planCard('Starter'));
    expect(starter.getByText('Current plan')).toBeInTheDocument();
    expect(starter.getByText(`Renews on ${dateOf(RENEWS_AT)}`)).toBeInTheDocument();
    expect(starter.getAllByRole('button').map((button) => button.textContent)).toEqual([MANAGE_SUBSCRIPTION]);
    expect(starter.getByRole('button', { name: MANAGE_SUBSCRIPTION })).toBeEnabled();
    expect(screen.getAllByText('Current plan')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose Privacy Shield' })).toBeEnabled();
    expect(within(planCard('Free')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(planCard('Free')).getByText(FREE_AFTER_SUBSCRIPTION)).toBeInTheDocument();
    // Every screen shows the plan the server answered.
    expect(sessionStore.getState().plan).toBe('starter');
  });

  it('says when a subscription that will not renew ends', async () => {
    configureCheckout();
    servePlan(bought('pro', { status: 'canceled', renewsAt: null, endsAt: '2027-01-05T00:00:00.000Z' }));
    await renderPricing({ user: true });
    expect(within(planCard('Pro')).getByText(`Ends on ${dateOf('2027-01-05T00:00:00.000Z')}`)).toBeInTheDocument();
  });

  it('marks the plan the session knows while billing has not answered yet', async () => {
    configureCheckout();
    const server = servePlan(bought('pro'));
    const release = server.hold('GET /billing/plan');
    signInAs();
    sessionStore.getState().setPlan('pro');
    renderWithProviders(<Pricing />, { route: '/pricing' });

    expect(within(planCard('Pro')).getByText('Current plan')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByRole('button', { name: MANAGE_SUBSCRIPTION })).toBeDisabled();
    release();
    // The button is there all along: wait for it to be enabled, not for it to be found.
    await waitFor(() => expect(within(planCard('Pro')).getByRole('button', { name: MANAGE_SUBSCRIPTION })).toBeEnabled());
  });

  it('marks Free as the current plan of a user without a subscription, with nothing to buy on it', async () => {
    configureCheckout();
    servePlan(FREE);
    await renderPricing({ user: true });
    expect(within(planCard('Free')).getByText('Current plan')).toBeInTheDocument();
    expect(within(planCard('Free')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MANAGE_SUBSCRIPTION })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeEnabled();
  });
});

describe('Manage subscription', () => {
  let leave: jest.SpyInstance;
  beforeEach(() => {
    leave = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => leave.mockRestore());

  it("opens Paddle's customer portal the api creates for the user, saying so on the button meanwhile", async () => {
    configureCheckout();
    const server = servePlan(bought('pro'));
    await renderPricing({ user: true });
    const release = server.hold('POST /billing/portal-session');
    await userEvent.click(screen.getByRole('button', { name: MANAGE_SUBSCRIPTION }));

    expect(within(planCard('Pro')).getByRole('button', { name: OPENING_PORTAL })).toBeDisabled();
    expect(leave).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PORTAL_URL));
    expect(leave).toHaveBeenCalledTimes(1);
    const [request] = server.requestsTo('POST /billing/portal-session');
    expect(request.headers.get('Authorization')).toBe('Bearer test-token');
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
  });

  it("toasts the server's reason when the portal cannot open, and frees the button", async () => {
    configureCheckout();
    const server = servePlan(bought('pro'));
    server.answer('POST /billing/portal-session', fail('paddle_timeout'));
    await renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: MANAGE_SUBSCRIPTION }));

    expect(await toasts().findByRole('alert')).toHaveTextContent('Paddle did not answer in time. Please try again.');
    expect(screen.getByRole('button', { name: MANAGE_SUBSCRIPTION })).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('is disabled with the reason when this server has no Paddle API, and asks nothing', async () => {
    configureCheckout();
    const server = servePlan(bought('pro', { customerPortal: 'not-configured' }));
    await renderPricing({ user: true });

    const manage = within(planCard('Pro')).getByRole('button', { name: MANAGE_SUBSCRIPTION });
    expect(manage).toBeDisabled();
    expect(manage).toHaveAccessibleDescription(PORTAL_NOT_SET_UP);
    await userEvent.click(manage);
    expect(server.requestsTo('POST /billing/portal-session')).toEqual([]);
  });

  it('is not offered for a plan Paddle never sold (an operator granted it); a note says whom to ask', async () => {
    configureCheckout();
    servePlan(bought('privacy-shield', { status: 'active', renewsAt: null, paddleCustomerId: null, customerPortal: 'no-customer' }));
    await renderPricing({ user: true });
    expect(within(planCard('Privacy Shield')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(planCard('Privacy Shield')).getByText(PLAN_GRANTED_BY_SUPPORT)).toBeInTheDocument();
  });
});

describe('Pricing signed in without checkout configured', () => {
  it("says 'Checkout not configured' on every disabled button, explained above the plans, when no client token is set", async () => {
    configure({ paddleClientToken: '', ...PRICES });
    await renderPricing({ user: true });

    for (const name of ['Starter', 'Pro', 'Privacy Shield']) {
      const button = planButton(name);
      expect(button).toHaveTextContent(/^Checkout not configured$/);
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Payments are not set up on this server yet. An operator can change your plan meanwhile.');
    }
    expect(screen.getByText(PAYMENTS_NOT_SET_UP)).toBeVisible();
    expect(CHECKOUT_NOT_CONFIGURED).toBe('Checkout not configured');

    await userEvent.click(planButton('Pro'));
    expect(initializePaddleMock).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('auth route')).not.toBeInTheDocument();
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Checkout not configured' only for the plan without a price id", async () => {
    configureCheckout({ paddlePricePro: '' });
    await renderPricing({ user: true });

    expect(within(planCard('Pro')).getByRole('button', { name: 'Checkout not configured' })).toBeDisabled();
    expect(planButton('Pro')).toHaveAccessibleDescription(PAYMENTS_NOT_SET_UP);
    expect(within(planCard('Starter')).getByRole('button', { name: 'Choose Starter' })).toBeEnabled();
    expect(within(planCard('Privacy Shield')).getByRole('button', { name: 'Choose Privacy Shield' })).toBeEnabled();
    expect(planButton('Starter')).not.toHaveAttribute('aria-describedby');
  });

  it('explains nothing when checkout is configured', async () => {
    configureCheckout();
    await renderPricing({ user: true });
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
    await renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));

    await waitFor(() => expect(openOverlay).toHaveBeenCalled());
    expect(initializePaddleMock.mock.calls).toStrictEqual([[{ environment, token: CLIENT_TOKEN }]]);
  });

  it("opens the chosen plan's overlay for the user's email while billing knows no Paddle customer", async () => {
    configureCheckout();
    const server = servePlan();
    await renderPricing({ user: true });
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
    await renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Privacy Shield' }));

    await waitFor(() => expect(openOverlay).toHaveBeenCalled());
    expect(openOverlay.mock.calls).toStrictEqual([[expectedCheckout('pri_privacy_shield', { id: PADDLE_CUSTOMER })]]);
  });

  it('only logs a failure to get the user, and opens the overlay for their email', async () => {
    configureCheckout();
    const server = servePlan();
    await renderPricing({ user: true });
    server.answer('GET /billing/plan', fail('internal_error'));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Starter' }));

    await waitFor(() => expect(openOverlay).toHaveBeenCalled());
    expect(openOverlay.mock.calls).toStrictEqual([[expectedCheckout('pri_starter', { email: 'whale.watcher@example.com' })]]);
    expect(consoleError.mock.calls).toStrictEqual([[USER_LOOKUP_FAILED, new ApiError('Internal server error', 500, 'internal_error')]]);
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
    expect(planButton('Starter')).toHaveTextContent(/^Choose Starter$/);
  });

  it("shows 'Opening checkout...' on the chosen, disabled button until the overlay opens, and holds the other plans meanwhile", async () => {
    configureCheckout();
    const server = servePlan();
    await renderPricing({ user: true });
    const release = server.hold('GET /billing/plan');
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
    await renderPricing({ user: true });
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
    await renderPricing({ user: true });
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
    await renderPricing({ user: true });
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
      await renderPricing({ user: true });
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
