// The pricing page as the shell mounts it, with checkout configured or not, against a fake billing api.
import { configure, type PlanStatus } from '@whalewatch/shared';
import { ok, renderWithProviders, serveFakeApi } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import Pricing from '../pricing/Pricing';

export const CLIENT_TOKEN = 'test_0123456789abcdef0123456789a';
export const PRICES = { paddlePriceStarter: 'pri_starter', paddlePricePro: 'pri_pro', paddlePricePrivacyShield: 'pri_privacy_shield' };
export const PORTAL_URL = 'https://customer-portal.paddle.com/cpl_01example?action=overview&token=pga_example';

/** A signed-in user without a subscription. */
export const FREE: PlanStatus = {
  plan: 'free',
  limits: { trackedWallets: 1, stealthWallets: 0 },
  status: 'none',
  renewsAt: null,
  endsAt: null,
  paddleCustomerId: null,
  customerPortal: 'no-customer',
};

export function configureCheckout(overrides: Parameters<typeof configure>[0] = {}) {
  configure({ paddleClientToken: CLIENT_TOKEN, paddleEnvironment: 'production', ...PRICES, ...overrides });
}

export const servePlan = (status: PlanStatus = FREE) =>
  serveFakeApi({
    'GET /billing/plan': () => ok(status),
    'POST /billing/portal-session': () => ok({ url: PORTAL_URL, subscriptions: [] }),
  });

function AuthProbe() {
  const location = useLocation();
  return <output aria-label="auth route">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

/** Signed in, it waits for the plan's answer (the card marked 'Current plan'). */
export async function renderPricing(options: { user?: true } = {}) {
  renderWithProviders(
    <Routes>
      <Route path="/pricing" element={<Pricing />} />
      <Route path="/auth" element={<AuthProbe />} />
    </Routes>,
    { route: '/pricing', ...options },
  );
  if (options.user) await screen.findByText('Current plan');
}

export const planCard = (name: string) => screen.getByRole('region', { name });
export const planButton = (name: string) => within(planCard(name)).getByRole('button');
export const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
