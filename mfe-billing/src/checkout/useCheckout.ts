// Buying a plan as the signed-in user: find the Paddle customer and load Paddle.js side by side, then
// open the checkout overlay. While that runs, `opening` names the plan.
import { toast, useSession, type Plan, type PlanId } from '@whalewatch/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { findCheckoutCustomer } from './checkoutCustomer';
import { checkoutSetup } from './checkoutSetup';
import { CheckoutNotInitialized, loadPaddle, openCheckout } from './paddleCheckout';

export const CHECKOUT_FAILED = 'The checkout could not be loaded. Please try again.';

export interface Checkout {
  /** The plan whose checkout is opening, if any. */
  opening: PlanId | null;
  open: (plan: Plan) => Promise<void>;
}

function reportFailure(error: unknown): void {
  // Spec §8 only logs an uninitialized checkout; the toast is ours, so the button does not just go quiet.
  if (error instanceof CheckoutNotInitialized) {
    if (error.cause === undefined) console.error(error.message);
    else console.error(error.message, error.cause);
  } else {
    console.error('Opening the checkout failed', error);
  }
  toast.error(CHECKOUT_FAILED);
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
      try {
        const [paddle, customer] = await Promise.all([loadPaddle(setup), findCheckoutCustomer(user, controller.signal)]);
        if (controller.signal.aborted) return;
        openCheckout(paddle, { priceId: setup.priceId, customer, userId: user.id });
      } catch (error) {
        if (!controller.signal.aborted) reportFailure(error);
      } finally {
        if (running.current === controller) {
          running.current = null;
          setOpening(null);
        }
      }
    },
    [user],
  );

  return { opening, open };
}
