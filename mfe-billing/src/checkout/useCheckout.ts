// Buying a plan as the signed-in user: the checkout's chunk, then the Paddle customer and Paddle.js side
// by side, then the checkout overlay (paddleCheckout.ts). While that runs, `opening` names the plan.
import { toast, useSession, type Plan, type PlanId } from '@whalewatch/shared/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkoutSetup } from './checkoutSetup';

// Paddle's loader is only needed to buy (issue 23): its chunk comes when a plan's button is hovered or
// focused (warmCheckout), at the latest on the click. A chunk that failed to come is asked for again.
const paddleCheckout = () => import(/* webpackChunkName: "paddle-checkout" */ './paddleCheckout');

/** Fetches the checkout's code ahead of a likely purchase; a failure shows when the plan is chosen. */
export function warmCheckout(): void {
  paddleCheckout().catch(() => undefined);
}

export const CHECKOUT_FAILED = 'The checkout could not be loaded. Please try again.';

export interface Checkout {
  /** The plan whose checkout is opening, if any. */
  opening: PlanId | null;
  open: (plan: Plan) => Promise<void>;
}

export function useCheckout(): Checkout {
  const user = useSession((state) => state.user);
  const [opening, setOpening] = useState<PlanId | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const open = useCallback(
    async (plan: Plan) => {
      const setup = checkoutSetup(plan.id);
      if (!user || !setup || running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setOpening(plan.id);
      let opened = false;
      try {
        const { checkoutPlan } = await paddleCheckout();
        opened = await checkoutPlan(setup, user, controller.signal);
      } catch (error) {
        console.error('Loading the checkout failed', error);
      } finally {
        if (running.current === controller) {
          running.current = null;
          setOpening(null);
        }
      }
      // The toast is ours, so the button does not just go quiet; choosing again tries again.
      if (!opened && !controller.signal.aborted) toast.error(CHECKOUT_FAILED);
    },
    [user],
  );

  return { opening, open };
}
