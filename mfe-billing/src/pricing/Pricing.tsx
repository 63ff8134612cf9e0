// /pricing (spec §2 "Pricing", §9 plans). Buying needs a stored auth token; without one the visitor
// goes to /auth and comes back here. The payment provider's checkout arrives with the billing issue.
import { Page, PageTitle, PAID_PLANS, toast, useSession, type OriginState } from '@whalewatch/shared';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PlanCard } from './PlanCard';

export const PRICING_PATH = '/pricing';
export const CHECKOUT_NOT_CONFIGURED = 'Checkout is not configured yet.';

const Plans = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  align-items: stretch;
`;

export default function Pricing() {
  const authToken = useSession((state) => state.authToken);
  const currentPlan = useSession((state) => state.plan);
  const navigate = useNavigate();

  // Checkout will need the chosen plan's price id; until then every plan leads to the same notice.
  const choose = () => {
    if (!authToken) {
      const origin: OriginState = { from: PRICING_PATH };
      navigate('/auth', { state: origin });
      return;
    }
    toast.info(CHECKOUT_NOT_CONFIGURED);
  };

  return (
    <Page>
      <PageTitle>Pricing</PageTitle>
      <Plans>
        {PAID_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlan} onChoose={choose} />
        ))}
      </Plans>
    </Page>
  );
}
