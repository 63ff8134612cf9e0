// /success (spec §2): where Paddle's checkout returns. It reads the plan from the api again so the new
// limits apply at once; Paddle's webhook may land a moment after the redirect, so it asks a few times.
import { ButtonLink, Card, Lead, Page, PageTitle, PLANS, refreshPlan, useSession, type PlanId } from '@whalewatch/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

export const SUCCESS_TITLE = 'Payment Successful!';
export const SUCCESS_MESSAGE = 'Thank you for your purchase. Your account has been upgraded.';
export const CONFIRMING = 'Confirming your payment with our payment provider...';
export const NOT_CONFIRMED_YET = 'Your payment is still being confirmed. Your new plan will apply within a few minutes.';
export const planActive = (plan: PlanId) => `Your ${PLANS[plan].name} plan is active.`;

/** How often, and how many times, the page asks for the plan before saying it is still on its way. */
export const PLAN_POLL_MS = 2000;
export const PLAN_POLLS = 10;

type Confirmation = { state: 'waiting' } | { state: 'active'; plan: PlanId } | { state: 'pending' };

/** Asks the api for the plan until it is a paid one, or the polls run out. */
function usePaidPlan(): Confirmation | null {
  const userId = useSession((state) => state.user?.id ?? null);
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'waiting' });
  useEffect(() => {
    if (!userId) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (attempt: number) => {
      try {
        const { plan } = await refreshPlan(controller.signal);
        if (controller.signal.aborted) return;
        if (plan !== 'free') return setConfirmation({ state: 'active', plan });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Reading the plan after payment failed', error);
      }
      if (attempt + 1 >= PLAN_POLLS) return setConfirmation({ state: 'pending' });
      timer = setTimeout(() => void poll(attempt + 1), PLAN_POLL_MS);
    };
    void poll(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [userId]);
  return userId ? confirmation : null;
}

const Status = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS_TEXT = { waiting: CONFIRMING, pending: NOT_CONFIRMED_YET } as const;

const Panel = styled(Card)`
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
`;

const Actions = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-direction: column;
  }
`;

export function SuccessPage() {
  const confirmation = usePaidPlan();
  return (
    <Page>
      <Panel aria-labelledby="success-title">
        <PageTitle id="success-title">{SUCCESS_TITLE}</PageTitle>
        <Lead>{SUCCESS_MESSAGE}</Lead>
        {confirmation ? (
          <Status role="status">{confirmation.state === 'active' ? planActive(confirmation.plan) : STATUS_TEXT[confirmation.state]}</Status>
        ) : null}
        <Actions aria-label="Next steps">
          <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
          <ButtonLink to="/register" $variant="secondary">
            Track Wallets
          </ButtonLink>
        </Actions>
      </Panel>
    </Page>
  );
}
