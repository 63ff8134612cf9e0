// Which plans this deployment can sell: Paddle's client token and environment, and each plan's price id,
// from the runtime config (empty: not configured, so that plan cannot be bought here).
import { getConfig, type PlanId, type RuntimeConfig } from '@whalewatch/shared/core';
import type { Environments } from '@paddle/paddle-js';

export interface PaddleSetup {
  token: string;
  environment: Environments;
}

export interface CheckoutSetup extends PaddleSetup {
  priceId: string;
}

const PRICE_FIELDS: Record<PlanId, keyof RuntimeConfig | null> = {
  free: null,
  starter: 'paddlePriceStarter',
  pro: 'paddlePricePro',
  'privacy-shield': 'paddlePricePrivacyShield',
};

// Spec §7: checkout runs in production mode; 'sandbox' is the one other mode Paddle has.
const paddleEnvironment = (value: string): Environments => (value === 'sandbox' ? 'sandbox' : 'production');

/** What checkout needs to sell the plan, or null when this deployment cannot sell it. */
export function checkoutSetup(plan: PlanId): CheckoutSetup | null {
  const config = getConfig();
  const priceField = PRICE_FIELDS[plan];
  const priceId = priceField ? config[priceField].trim() : '';
  const token = config.paddleClientToken.trim();
  if (!token || !priceId) return null;
  return { token, environment: paddleEnvironment(config.paddleEnvironment.trim()), priceId };
}
