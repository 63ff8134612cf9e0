import { sessionStore } from '@whalewatch/shared';
import { renderWithProviders, signInAs } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import Pricing, { CHECKOUT_NOT_CONFIGURED } from './Pricing';

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
const features = (name: string) =>
  within(planCard(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

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
    },
  );

  it('says checkout is not configured yet when a signed-in user chooses a plan', async () => {
    renderPricing({ user: true });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    expect(await screen.findByText(CHECKOUT_NOT_CONFIGURED)).toHaveTextContent('Checkout is not configured yet.');
    expect(screen.queryByLabelText('auth route')).not.toBeInTheDocument();
  });

  it("marks the user's current plan 'Current plan' and leaves the others to choose", () => {
    signInAs();
    sessionStore.getState().setPlan('starter');
    renderPricing();
    expect(within(planCard('Starter')).getByText('Current plan')).toBeInTheDocument();
    expect(within(planCard('Starter')).getByRole('button', { name: 'Choose Starter' })).toBeDisabled();
    expect(screen.getAllByText('Current plan')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose Privacy Shield' })).toBeEnabled();
  });

  it('marks no plan as current for a visitor without one', () => {
    renderPricing();
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
  });
});
