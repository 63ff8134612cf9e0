// 'Current Plan': a fixed display of the Pro plan, as the spec shows it (§2 "Dashboard").
import { Card } from '@whalewatch/shared';
import styled from 'styled-components';

export const CURRENT_PLAN = {
  name: 'Pro Plan',
  price: '$30/month',
  features: ['Track up to 6 wallets', 'Real-time notifications', 'Priority support', 'Advanced analytics'],
};

const PlanName = styled.h3`
  margin: 0;
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(4)};
  font-size: 1.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Features = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

export function CurrentPlan() {
  return (
    <Card>
      <PlanName>{CURRENT_PLAN.name}</PlanName>
      <Price>{CURRENT_PLAN.price}</Price>
      <Features aria-label="Plan features">
        {CURRENT_PLAN.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
    </Card>
  );
}
