// /pricing (spec §2 "Pricing", §9 plans), with the free plan every account has. Buying needs a stored auth
// token; without one the visitor goes to /auth and comes back here. Signed in, the plan's Paddle checkout
// opens as an overlay; the user's own plan is marked, and a paid one is managed in Paddle's customer
// portal. Where this server cannot sell a plan, the page says so before anyone signs in.
import { Button, Page, PageTitle, PAID_PLANS, PLANS, useSession, type OriginState, type Plan, type PlanId } from '@whalewatch/shared/core';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { checkoutSetup } from '../checkout/checkoutSetup';
import { useCheckout, warmCheckout } from '../checkout/useCheckout';
import { useCustomerPortal } from '../subscription/useCustomerPortal';
import { usePlanStatus, type PlanStatusLoad } from '../subscription/usePlanStatus';
import {
  ChooseButton,
  FREE_AFTER_SUBSCRIPTION,
  ManageSubscription,
  START_FREE,
  type PlanPurchase,
  type PortalAvailability,
} from './PlanActions';
import { PlanCard } from './PlanCard';

const PRICING_PATH = '/pricing';
/** Where "Start for free" leads after sign-in: tracking the one wallet Free includes. */
const FREE_START_PATH = '/register';
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up on this server yet. An operator can change your plan meanwhile.';
export const CHECKOUT_UNAVAILABLE =
  'Payments are not set up on this server yet, so paid plans cannot be bought here for now. The Free plan is open to everyone: create an account to start.';

const PLAN_ORDER: Plan[] = [PLANS.free, ...PAID_PLANS];

const Plans = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: stretch;

  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1040px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** When the user's own plan renews or ends, once billing has said. */
function planStanding(load: PlanStatusLoad): string | null {
  if (load.state !== 'loaded') return null;
  const { renewsAt, endsAt } = load.status;
  if (renewsAt) return `Renews on ${formatDate(renewsAt)}`;
  if (endsAt) return `Ends on ${formatDate(endsAt)}`;
  return null;
}

function portalAvailability(load: PlanStatusLoad): PortalAvailability {
  if (load.state === 'loaded') return load.status.customerPortal ?? 'available';
  // Unknown after a failure: the api says why if it cannot open the portal.
  return load.state === 'failed' ? 'available' : null;
}

export default function Pricing() {
  const authToken = useSession((state) => state.authToken);
  const sessionPlan = useSession((state) => state.plan);
  const planStatus = usePlanStatus();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const portal = useCustomerPortal();
  const explanationId = useId();
  const portalNoteId = useId();

  const signedIn = Boolean(authToken);
  const currentPlan: PlanId | null = !signedIn ? null : planStatus.state === 'loaded' ? planStatus.status.plan : sessionPlan;

  const signInFirst = (from: string) => {
    const origin: OriginState = { from };
    void navigate('/auth', { state: origin });
  };

  const choose = (plan: Plan) => {
    if (!signedIn) signInFirst(PRICING_PATH);
    else void checkout.open(plan);
  };

  const purchaseOf = (plan: Plan): PlanPurchase => {
    if (!checkoutSetup(plan.id)) return { kind: 'not-configured', explanationId };
    if (!signedIn) return { kind: 'choose' };
    if (checkout.opening === plan.id) return { kind: 'opening' };
    return checkout.opening ? { kind: 'waiting' } : { kind: 'choose' };
  };
  const unsellable = PAID_PLANS.some((plan) => plan.id !== currentPlan && !checkoutSetup(plan.id));

  const actionOf = (plan: Plan) => {
    const current = plan.id === currentPlan;
    if (plan.id === 'free') {
      if (!signedIn) return <Button onClick={() => signInFirst(FREE_START_PATH)}>{START_FREE}</Button>;
      return current ? null : <p>{FREE_AFTER_SUBSCRIPTION}</p>;
    }
    if (current) {
      return (
        <ManageSubscription
          availability={portalAvailability(planStatus)}
          opening={portal.opening}
          onOpen={() => void portal.open()}
          noteId={portalNoteId}
        />
      );
    }
    // Signed out, choosing leads to sign-in first: nothing of Paddle's to fetch yet.
    return <ChooseButton plan={plan} purchase={purchaseOf(plan)} onChoose={choose} onIntent={signedIn ? warmCheckout : undefined} />;
  };

  return (
    <Page>
      <PageTitle>Pricing</PageTitle>
      {unsellable ? <Notice id={explanationId}>{signedIn ? PAYMENTS_NOT_SET_UP : CHECKOUT_UNAVAILABLE}</Notice> : null}
      <Plans>
        {PLAN_ORDER.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === currentPlan}
            standing={plan.id === currentPlan ? planStanding(planStatus) : null}
          >
            {actionOf(plan)}
          </PlanCard>
        ))}
      </Plans>
    </Page>
  );
}
