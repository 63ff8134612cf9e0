// /pricing (spec §2 "Pricing", §9 plans). Buying needs a stored auth token; without one the visitor
// goes to /auth and comes back here. Signed in, the plan's Paddle checkout opens as an overlay, or the
// button says this server cannot sell it yet.
import { MutedText, Page, PageTitle, PAID_PLANS, useSession, type OriginState, type Plan } from '@whalewatch/shared';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { checkoutSetup } from '../checkout/checkoutSetup';
import { useCheckout } from '../checkout/useCheckout';
import { PlanCard, type PlanPurchase } from './PlanCard';

export const PRICING_PATH = '/pricing';
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up on this server yet. An operator can change your plan meanwhile.';

const Plans = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  align-items: stretch;
`;

const Explanation = styled(MutedText)`
  margin-top: ${({ theme }) => theme.space(5)};
`;

export default function Pricing() {
  const authToken = useSession((state) => state.authToken);
  const currentPlan = useSession((state) => state.plan);
  const navigate = useNavigate();
  const checkout = useCheckout();
  const explanationId = useId();

  const choose = (plan: Plan) => {
    if (!authToken) {
      const origin: OriginState = { from: PRICING_PATH };
      navigate('/auth', { state: origin });
      return;
    }
    void checkout.open(plan);
  };

  // Signed-out visitors always see the plans to choose: choosing sends them to sign in first.
  const purchaseOf = (plan: Plan): PlanPurchase => {
    if (!authToken) return { kind: 'choose' };
    if (!checkoutSetup(plan.id)) return { kind: 'not-configured', explanationId };
    if (checkout.opening === plan.id) return { kind: 'opening' };
    return checkout.opening ? { kind: 'waiting' } : { kind: 'choose' };
  };
  const purchases = PAID_PLANS.map((plan) => ({ plan, purchase: purchaseOf(plan) }));
  const notConfigured = purchases.some(({ plan, purchase }) => purchase.kind === 'not-configured' && plan.id !== currentPlan);

  return (
    <Page>
      <PageTitle>Pricing</PageTitle>
      <Plans>
        {purchases.map(({ plan, purchase }) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlan} purchase={purchase} onChoose={choose} />
        ))}
      </Plans>
      {notConfigured ? <Explanation id={explanationId}>{PAYMENTS_NOT_SET_UP}</Explanation> : null}
    </Page>
  );
}
