// The signed-in user's plan as billing keeps it (GET /billing/plan): which plan is theirs, its dates, and
// whether "Manage subscription" can open. Read into the session store too (refreshPlan), so the plan the
// pricing page marks is the one every screen shows. Nothing is asked while signed out.
import { refreshPlan, useSession, type PlanStatus } from '@whalewatch/shared/core';
import { useEffect, useState } from 'react';

export type PlanStatusLoad = { state: 'signed-out' } | { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; status: PlanStatus };

export function usePlanStatus(): PlanStatusLoad {
  const userId = useSession((state) => (state.authToken ? (state.user?.id ?? null) : null));
  const [load, setLoad] = useState<PlanStatusLoad>({ state: userId ? 'loading' : 'signed-out' });

  useEffect(() => {
    if (!userId) {
      setLoad({ state: 'signed-out' });
      return undefined;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    refreshPlan(controller.signal).then(
      (status) => {
        if (!controller.signal.aborted) setLoad({ state: 'loaded', status });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the plan failed', error);
        setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [userId]);

  return load;
}
