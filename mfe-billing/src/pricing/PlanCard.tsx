// One plan: name, monthly price, features and its buy button; the visitor's own plan is marked.
import { Button, Card, type Plan } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';

export const CURRENT_PLAN_BADGE = 'Current plan';

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

export function PlanCard({ plan, current, onChoose }: { plan: Plan; current: boolean; onChoose: (plan: Plan) => void }) {
  const titleId = useId();
  const badgeId = useId();
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
      <Button disabled={current} aria-describedby={current ? badgeId : undefined} onClick={() => onChoose(plan)}>
        {chooseLabel(plan)}
      </Button>
    </Box>
  );
}
