// The signed-in user's plan as billing keeps it (GET /billing/plan): which plan is theirs, its dates, and
// whether "Manage subscription" can open. Read into the session store too (refreshPlan), so the plan the
// pricing page marks is the one every screen shows. Nothing is asked while signed out.
import { refreshPlan, useLoad, useSession, type Load, type PlanStatus } from '@whalewatch/shared';
import { useCallback } from 'react';

/** Loaded as null while signed out. */
export type PlanStatusLoad = Load<PlanStatus | null>;

export function usePlanStatus(): PlanStatusLoad {
  const userId = useSession((state) => (state.authToken ? (state.user?.id ?? null) : null));
  const fetchStatus = useCallback((signal: AbortSignal) => (userId ? refreshPlan(signal) : Promise.resolve(null)), [userId]);
  return useLoad(fetchStatus, 'the plan').load;
}
