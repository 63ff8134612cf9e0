// 'Current Plan' on the dashboard: the user's plan as the api keeps it (GET /billing/plan), with its price,
// full feature list and limits — the spec's hard-coded Pro display replaced by the truth. A free account
// sees the free plan and a way to the pricing page.
import { Card, LoadFailed, MutedText, PLAN_LOAD_FAILED, PLANS, refreshPlan, Spinner, useLoad, type PlanId } from '@whalewatch/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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

const PricingLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/**
 * Each plan's full feature list. The spec's dashboard card spells Pro's out (§2: track up to 6 wallets,
 * real-time notifications, priority support, advanced analytics), where pricing (§9) shortens the
 * Starter ones it includes to "All Starter features"; the other plans' lists are pricing's.
 */
export const PLAN_FEATURES: Record<PlanId, string[]> = {
  free: PLANS.free.features,
  starter: PLANS.starter.features,
  pro: ['Track up to 6 wallets', 'Identify short-term whales', 'Real-time notifications', 'Priority support', 'Advanced analytics'],
  'privacy-shield': PLANS['privacy-shield'].features,
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function CurrentPlan() {
  const { load, reload } = useLoad(refreshPlan, 'the plan');

  if (load.state === 'loading')
    return (
      <Card>
        <Spinner label="Loading your plan" />
      </Card>
    );
  if (load.state === 'failed')
    return (
      <Card>
        <LoadFailed message={PLAN_LOAD_FAILED} onRetry={reload} />
      </Card>
    );

  const status = load.value;
  const plan = PLANS[status.plan];
  const free = status.plan === 'free';
  return (
    <Card>
      <PlanName>{plan.name} Plan</PlanName>
      <Price>${plan.priceUsdPerMonth}/month</Price>
      <Features aria-label="Plan features">
        {PLAN_FEATURES[status.plan].map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      <MutedText>
        Up to {plural(status.limits.trackedWallets, 'tracked wallet')} and {plural(status.limits.stealthWallets, 'stealth wallet')}.
        {status.renewsAt ? ` Renews on ${new Date(status.renewsAt).toLocaleDateString()}.` : ''}
        {status.endsAt ? ` Ends on ${new Date(status.endsAt).toLocaleDateString()} unless renewed.` : ''}
      </MutedText>
      <MutedText>
        {free ? 'You have no subscription. ' : null}
        <PricingLink to="/pricing">{free ? 'See plans' : 'Change plan'}</PricingLink>
      </MutedText>
    </Card>
  );
}
