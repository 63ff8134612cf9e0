// The signed-in user's plan in the session store, from the api (GET /billing/plan): loaded when a user
// signs in, so every screen shows and checks the plan the server enforces, and refreshed after payment.
import { refreshPlan, useSession } from '@whalewatch/shared';
import { useEffect } from 'react';

/** Loads the plan whenever a different user signs in; a failure is only logged (the screens ask again). */
export function usePlanSync(): void {
  const userId = useSession((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!userId) return undefined;
    const controller = new AbortController();
    refreshPlan(controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('Loading the plan failed', error);
    });
    return () => controller.abort();
  }, [userId]);
}

/** The plan sync as a part of the signed-in chunk: Layout renders it while someone is signed in. */
export function PlanSync() {
  usePlanSync();
  return null;
}
