// One plan: name, monthly price, features and its buy button; the visitor's own plan is marked.
import { Button, Card, type Plan } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';

export const CURRENT_PLAN_BADGE = 'Current plan';
export const OPENING_CHECKOUT = 'Opening checkout...';
export const CHECKOUT_NOT_CONFIGURED = 'Checkout not configured';

export const planPrice = (plan: Plan) => `$${plan.priceUsdPerMonth}/month`;
export const chooseLabel = (plan: Plan) => `Choose ${plan.name}`;

const Box = styled(Card)<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  border-color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    margin: 0;
  }
`;

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Price = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
`;

const Features = styled.ul`
  flex: 1;
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * What the plan's button does: start buying it; show that its checkout is opening; wait while another
 * plan's checkout opens; or say this deployment cannot sell it (explained by the element explanationId).
 */
export type PlanPurchase =
  | { kind: 'choose' }
  | { kind: 'opening' }
  | { kind: 'waiting' }
  | { kind: 'not-configured'; explanationId: string };

type PlanCardProps = {
  plan: Plan;
  current: boolean;
  purchase: PlanPurchase;
  onChoose: (plan: Plan) => void;
};

function buttonFor(plan: Plan, current: boolean, purchase: PlanPurchase, badgeId: string) {
  if (current) return { label: chooseLabel(plan), disabled: true, describedBy: badgeId };
  switch (purchase.kind) {
    case 'opening':
      return { label: OPENING_CHECKOUT, disabled: true, describedBy: undefined };
    case 'waiting':
      return { label: chooseLabel(plan), disabled: true, describedBy: undefined };
    case 'not-configured':
      return { label: CHECKOUT_NOT_CONFIGURED, disabled: true, describedBy: purchase.explanationId };
    default:
      return { label: chooseLabel(plan), disabled: false, describedBy: undefined };
  }
}

export function PlanCard({ plan, current, purchase, onChoose }: PlanCardProps) {
  const titleId = useId();
  const badgeId = useId();
  const button = buttonFor(plan, current, purchase, badgeId);
  return (
    <Box aria-labelledby={titleId} $current={current}>
      <Header>
        <h2 id={titleId}>{plan.name}</h2>
        {current ? <Badge id={badgeId}>{CURRENT_PLAN_BADGE}</Badge> : null}
      </Header>
      <Price>{planPrice(plan)}</Price>
      <Features aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      <Button disabled={button.disabled} aria-describedby={button.describedBy} onClick={() => onChoose(plan)}>
        {button.label}
      </Button>
    </Box>
  );
}
