// One plan: name, monthly price, what it includes, and what the visitor can do about it (the action the
// pricing page gives it: choose it, manage it, or a word on why not). The visitor's own plan is marked.
import { Card, type Plan } from '@whalewatch/shared/core';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export const CURRENT_PLAN_BADGE = 'Current plan';

export const planPrice = (plan: Plan) => `$${plan.priceUsdPerMonth}/month`;

const Box = styled(Card)<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  border-color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  box-shadow: ${({ theme, $current }) => ($current ? `0 0 0 1px ${theme.colors.primary}` : 'none')};
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

// Four cards share a row from 1040 px: '$299/month' has to fit a quarter of the page.
const Price = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 800;
  overflow-wrap: anywhere;
`;

const Standing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  flex: 1;
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Action = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  button {
    width: 100%;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type PlanCardProps = {
  plan: Plan;
  current: boolean;
  /** Under the price on the visitor's own plan: when it renews or ends. */
  standing?: string | null;
  /** Its button, or the note that stands in for one. */
  children?: ReactNode;
};

export function PlanCard({ plan, current, standing, children }: PlanCardProps) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId} $current={current}>
      <Header>
        <h2 id={titleId}>{plan.name}</h2>
        {current ? <Badge>{CURRENT_PLAN_BADGE}</Badge> : null}
      </Header>
      <Price>{planPrice(plan)}</Price>
      {standing ? <Standing>{standing}</Standing> : null}
      <Features aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      {children ? <Action>{children}</Action> : null}
    </Box>
  );
}
