// The signed-in user's plan as the api keeps it (GET /billing/plan); the plan table's limits are what the
// server enforces.
import type { PlanId } from '../types/plans';
import { sessionStore } from '../session/sessionStore';
import { api } from './apiClient';

export interface PlanStatus {
  plan: PlanId;
  limits: { trackedWallets: number; stealthWallets: number };
  /** 'none' for a free account. */
  status: string;
  /** ISO date of the next renewal, when billing knows it. */
  renewsAt: string | null;
  /** ISO date a subscription that will not renew stops granting the plan (past_due, canceled, paused). */
  endsAt: string | null;
  /** Paddle's customer id (ctm_…) once billing knows it: checkout passes it as the customer. */
  paddleCustomerId: string | null;
  /**
   * Whether "Manage subscription" (Paddle's customer portal) can open for the user: 'not-configured' when
   * the server has no Paddle API key, 'no-customer' when Paddle knows no customer for them (nothing bought,
   * or a plan an operator granted).
   */
  customerPortal?: CustomerPortalState;
}

export type CustomerPortalState = 'available' | 'not-configured' | 'no-customer';

/** A Paddle customer portal session: `url` is its overview, where the user manages their subscription. */
export interface CustomerPortalSession {
  url: string;
  subscriptions: { subscriptionId: string; cancelUrl: string; updatePaymentMethodUrl: string }[];
}

/** Not in the spec: what "Manage subscription" says when the server gives no reason. */
export const PORTAL_OPEN_FAILED = 'The subscription portal could not be opened. Please try again.';

/** Opens a Paddle customer portal session for the signed-in user (POST /billing/portal-session). */
export function openCustomerPortal(signal?: AbortSignal): Promise<CustomerPortalSession> {
  return api.post('/billing/portal-session', undefined, { fallbackError: PORTAL_OPEN_FAILED, signal });
}

export function fetchPlan(fallbackError: string, signal?: AbortSignal): Promise<PlanStatus> {
  return api.get('/billing/plan', { fallbackError, signal });
}

/** Not in the spec: what a screen says when the plan cannot be read. */
export const PLAN_LOAD_FAILED = 'Failed to load your plan';

/** Reads the plan from the api into the session store too, so every screen shows the plan the server enforces. */
export async function refreshPlan(signal?: AbortSignal): Promise<PlanStatus> {
  const status = await fetchPlan(PLAN_LOAD_FAILED, signal);
  if (!signal?.aborted) sessionStore.getState().setPlan(status.plan);
  return status;
}
