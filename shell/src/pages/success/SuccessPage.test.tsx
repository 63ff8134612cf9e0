import { sessionStore } from '@whalewatch/shared';
import { fail, ok, renderWithProviders, serveFakeApi } from '@whalewatch/shared/testing';
import { act, screen } from '@testing-library/react';
import { PLAN_POLL_MS, PLAN_POLLS, SuccessPage } from './SuccessPage';

const status = (plan: string) => ({
  plan,
  limits: { trackedWallets: 6, stealthWallets: 1 },
  status: plan === 'free' ? 'none' : 'active',
  renewsAt: null,
  endsAt: null,
  paddleCustomerId: null,
  customerPortal: 'no-customer',
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SuccessPage', () => {
  it("shows 'Payment Successful!' and that the account has been upgraded", () => {
    renderWithProviders(<SuccessPage />, { route: '/success' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase. Your account has been upgraded.')).toBeInTheDocument();
  });

  it('links to the dashboard and to wallet tracking', () => {
    renderWithProviders(<SuccessPage />, { route: '/success' });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Track Wallets' })).toHaveAttribute('href', '/register');
  });

  it("refreshes the session's plan from the api, so the new limits apply at once", async () => {
    const server = serveFakeApi({ 'GET /billing/plan': () => ok(status('pro')) });
    renderWithProviders(<SuccessPage />, { route: '/success', user: true });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment with our payment provider...');
    expect(await screen.findByText('Your Pro plan is active.')).toHaveAttribute('role', 'status');
    expect(sessionStore.getState().plan).toBe('pro');
    expect(server.requestsTo('GET /billing/plan')[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('asks again while the payment webhook has not arrived, then shows the plan', async () => {
    jest.useFakeTimers();
    let answers = 0;
    serveFakeApi({ 'GET /billing/plan': () => ok(status(++answers < 3 ? 'free' : 'privacy-shield')) });
    renderWithProviders(<SuccessPage />, { route: '/success', user: true });
    for (let poll = 0; poll < 3; poll += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(PLAN_POLL_MS);
      });
    }
    expect(screen.getByRole('status')).toHaveTextContent('Your Privacy Shield plan is active.');
    expect(answers).toBe(3);
  });

  it('says the payment is still being confirmed when the plan has not changed after every poll, or cannot be read', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = serveFakeApi({ 'GET /billing/plan': fail('internal_error') });
    renderWithProviders(<SuccessPage />, { route: '/success', user: true });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PLAN_POLL_MS * PLAN_POLLS);
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your payment is still being confirmed. Your new plan will apply within a few minutes.',
    );
    expect(server.requestsTo('GET /billing/plan')).toHaveLength(PLAN_POLLS);
  });

  it('asks nothing when no one is signed in', () => {
    const server = serveFakeApi({ 'GET /billing/plan': () => ok(status('pro')) });
    renderWithProviders(<SuccessPage />, { route: '/success' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(server.requestsTo('GET /billing/plan')).toHaveLength(0);
  });
});
