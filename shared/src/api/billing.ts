// The signed-in user's plan as the api keeps it (GET /billing/plan); the plan table's limits are what the
// server enforces.
import type { PlanId } from '../types/plans';
import { api } from './apiClient';

export interface PlanStatus {
  plan: PlanId;
  limits: { trackedWallets: number; stealthWallets: number };
  /** 'none' for a free account. */
  status: string;
  /** ISO date of the next renewal, when billing knows it. */
  renewsAt: string | null;
}

export function fetchPlan(fallbackError: string, signal?: AbortSignal): Promise<PlanStatus> {
  return api.get('/billing/plan', { fallbackError, signal });
}
