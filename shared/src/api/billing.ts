// The signed-in user's plan as the api keeps it (GET /billing/plan); the plan table's limits are what the
// server enforces. The answers' shapes are the contract's (@whalewatch/contracts billing.ts).
import type { CustomerPortalSession, CustomerPortalState, PlanStatus } from '@whalewatch/contracts';
import { sessionStore } from '../session/sessionStore';
import { call } from './apiClient';

export type { CustomerPortalSession, CustomerPortalState, PlanStatus };

/** Not in the spec: what "Manage subscription" says when the server gives no reason. */
export const PORTAL_OPEN_FAILED = 'The subscription portal could not be opened. Please try again.';

/** Opens a Paddle customer portal session for the signed-in user (POST /billing/portal-session). */
export function openCustomerPortal(signal?: AbortSignal): Promise<CustomerPortalSession> {
  return call('POST /billing/portal-session', {}, { fallbackError: PORTAL_OPEN_FAILED, signal });
}

export function fetchPlan(fallbackError: string, signal?: AbortSignal): Promise<PlanStatus> {
  return call('GET /billing/plan', {}, { fallbackError, signal });
}

/** Not in the spec: what a screen says when the plan cannot be read. */
export const PLAN_LOAD_FAILED = 'Failed to load your plan';

/** Reads the plan from the api into the session store too, so every screen shows the plan the server enforces. */
export async function refreshPlan(signal?: AbortSignal): Promise<PlanStatus> {
  const status = await fetchPlan(PLAN_LOAD_FAILED, signal);
  if (!signal?.aborted) sessionStore.getState().setPlan(status.plan);
  return status;
}
