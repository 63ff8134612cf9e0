// What each plan card offers: choose a paid plan (checkout, or sign in first), start on Free, or manage the
// subscription the user has — or, where none of that can work here, a disabled button with the reason.
import { PORTAL_NOT_SET_UP } from '@whalewatch/contracts/constants';
import { Button, type Plan } from '@whalewatch/shared/core';

export const OPENING_CHECKOUT = 'Opening checkout...';
export const CHECKOUT_NOT_CONFIGURED = 'Checkout not configured';
export const START_FREE = 'Start for free';
export const MANAGE_SUBSCRIPTION = 'Manage subscription';
export const OPENING_PORTAL = 'Opening subscription portal...';
export { PORTAL_NOT_SET_UP };
export const PLAN_GRANTED_BY_SUPPORT = 'Your plan was set up by our support team. Contact support to change it.';
export const FREE_AFTER_SUBSCRIPTION = 'Your account returns to Free if your subscription ends.';

export const chooseLabel = (plan: Plan) => `Choose ${plan.name}`;

/**
 * A paid plan's button: start buying it; show that its checkout is opening; wait while another plan's
 * checkout opens; or say this deployment cannot sell it (explained by the element explanationId).
 */
export type PlanPurchase =
  { kind: 'choose' } | { kind: 'opening' } | { kind: 'waiting' } | { kind: 'not-configured'; explanationId: string };

export interface ChooseButtonProps {
  plan: Plan;
  purchase: PlanPurchase;
  onChoose: (plan: Plan) => void;
  /** The user is about to choose (hover, focus): a moment to fetch what choosing needs. */
  onIntent?: () => void;
}

export function ChooseButton({ plan, purchase, onChoose, onIntent }: ChooseButtonProps) {
  switch (purchase.kind) {
    case 'opening':
      return <Button disabled>{OPENING_CHECKOUT}</Button>;
    case 'waiting':
      return <Button disabled>{chooseLabel(plan)}</Button>;
    case 'not-configured':
      return (
        <Button disabled aria-describedby={purchase.explanationId}>
          {CHECKOUT_NOT_CONFIGURED}
        </Button>
      );
    default:
      return (
        <Button onClick={() => onChoose(plan)} onPointerEnter={onIntent} onFocus={onIntent}>
          {chooseLabel(plan)}
        </Button>
      );
  }
}

/**
 * The user's own paid plan: Paddle's customer portal when the api can open it ('available', and while the
 * plan's answer is unknown after a failure), disabled with the reason when the server has no Paddle API,
 * and a note when Paddle never sold it (an operator's grant). `null` while the plan is loading.
 */
export type PortalAvailability = 'available' | 'not-configured' | 'no-customer' | null;

export function ManageSubscription({
  availability,
  opening,
  onOpen,
  noteId,
}: {
  availability: PortalAvailability;
  opening: boolean;
  onOpen: () => void;
  noteId: string;
}) {
  if (availability === 'no-customer') return <p>{PLAN_GRANTED_BY_SUPPORT}</p>;
  if (availability === 'not-configured') {
    return (
      <>
        <Button $variant="secondary" disabled aria-describedby={noteId}>
          {MANAGE_SUBSCRIPTION}
        </Button>
        <p id={noteId}>{PORTAL_NOT_SET_UP}</p>
      </>
    );
  }
  return (
    <Button
      $variant="secondary"
      disabled={opening || availability === null}
      aria-busy={availability === null || undefined}
      onClick={onOpen}
    >
      {opening ? OPENING_PORTAL : MANAGE_SUBSCRIPTION}
    </Button>
  );
}
