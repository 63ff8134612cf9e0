import { sessionStore, type PlanStatus } from '@whalewatch/shared';
import { fail, ok, renderWithProviders, serveFakeApi } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentPlan } from './CurrentPlan';

const FREE: PlanStatus = {
  plan: 'free',
  limits: { trackedWallets: 1, stealthWallets: 0 },
  status: 'none',
  renewsAt: null,
  endsAt: null,
  paddleCustomerId: null,
  customerPortal: 'no-customer',
};
const PRO: PlanStatus = {
  plan: 'pro',
  limits: { trackedWallets: 6, stealthWallets: 1 },
  status: 'active',
  renewsAt: null,
  endsAt: null,
  paddleCustomerId: null,
  customerPortal: 'no-customer',
};

const servePlan = (status: PlanStatus) => serveFakeApi({ 'GET /billing/plan': () => ok(status) });
const features = () =>
  within(screen.getByRole('list', { name: 'Plan features' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('CurrentPlan', () => {
  it("shows the user's real plan from the api: Pro at $30/month with its features and limits", async () => {
    const server = servePlan(PRO);
    renderWithProviders(<CurrentPlan />, { route: '/dashboard', user: true });
    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(screen.getByText('$30/month')).toBeInTheDocument();
    // The spec's Pro card in full: its own features, the Starter ones it includes, and advanced analytics.
    expect(features()).toEqual([
      'Track up to 6 wallets',
      'Identify short-term whales',
      'Real-time notifications',
      'Priority support',
      'Advanced analytics',
    ]);
    expect(screen.getByText('Up to 6 tracked wallets and 1 stealth wallet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/pricing');
    expect(server.requestsTo('GET /billing/plan')[0].headers.get('Authorization')).toBe('Bearer test-token');
    expect(sessionStore.getState().plan).toBe('pro');
  });

  it('shows a free account its free plan and a link to /pricing', async () => {
    servePlan(FREE);
    renderWithProviders(<CurrentPlan />, { route: '/dashboard', user: true });
    expect(await screen.findByRole('heading', { name: 'Free Plan' })).toBeInTheDocument();
    expect(screen.getByText('$0/month')).toBeInTheDocument();
    expect(features()).toEqual(['Track 1 wallet', 'Real-time notifications', 'Token analyzer and portfolio viewer']);
    expect(screen.getByText('Up to 1 tracked wallet and 0 stealth wallets.')).toBeInTheDocument();
    expect(screen.getByText(/You have no subscription/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('heading', { name: 'Pro Plan' })).not.toBeInTheDocument();
  });

  it('says when a plan that will not renew ends (past due or canceled)', async () => {
    servePlan({ ...PRO, status: 'past_due', endsAt: '2026-12-01T00:00:00Z' });
    renderWithProviders(<CurrentPlan />, { route: '/dashboard', user: true });
    const limits = await screen.findByText(/Up to 6 tracked wallets and 1 stealth wallet\./);
    expect(limits).toHaveTextContent(`Ends on ${new Date('2026-12-01T00:00:00Z').toLocaleDateString()} unless renewed.`);
    expect(limits).not.toHaveTextContent('Renews on');
  });

  it.each([
    ['starter', 'Starter Plan', ['Track up to 3 wallets', 'Identify short-term whales', 'Real-time notifications']],
    [
      'privacy-shield',
      'Privacy Shield Plan',
      ['Prevent your wallet from being tracked', 'Advanced privacy settings', '24/7 dedicated support'],
    ],
  ] as const)("lists the %s plan's features as the spec gives them", async (plan, heading, expected) => {
    servePlan({ ...PRO, plan });
    renderWithProviders(<CurrentPlan />, { route: '/dashboard', user: true });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(features()).toEqual(expected);
  });

  it('shows Privacy Shield at $299/month', async () => {
    servePlan({
      plan: 'privacy-shield',
      limits: { trackedWallets: 25, stealthWallets: 25 },
      status: 'active',
      renewsAt: '2026-12-22T00:00:00Z',
      endsAt: null,
      paddleCustomerId: 'ctm_01abc',
      customerPortal: 'available',
    });
    renderWithProviders(<CurrentPlan />, { route: '/dashboard', user: true });
    expect(await screen.findByRole('heading', { name: 'Privacy Shield Plan' })).toBeInTheDocument();
    expect(screen.getByText('$299/month')).toBeInTheDocument();
    expect(screen.getByText(/Up to 25 tracked wallets and 25 stealth wallets\. Renews on/)).toBeInTheDocument();
  });

  it('shows a spinner while the plan loads', async () => {
    const server = servePlan(PRO);
    const release = server.hold('GET /billing/plan');
    renderWithProviders(<CurrentPlan />, { route: '/dashboard', user: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your plan');
    release();
    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
  });

  it("says 'Failed to load your plan' when the api fails, and loads again on 'Try again'", async () => {
    const server = servePlan(PRO);
    server.answer('GET /billing/plan', fail('internal_error'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<CurrentPlan />, { route: '/dashboard', user: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your plan');
    server.answer('GET /billing/plan', () => ok(PRO));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
  });
});
