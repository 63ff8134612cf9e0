// 'N of M wallets used' above the registration form: the user's tracked wallets against their plan's
// limit (GET /billing/plan, the limit the api enforces), with the way to a bigger plan once it is full.
import { refreshPlan, SEE_PLANS, useLoad } from '@whalewatch/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const walletsUsed = (tracked: number, limit: number) => `${tracked} of ${limit} ${limit === 1 ? 'wallet' : 'wallets'} used`;

const Usage = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export interface WalletUsageProps {
  /** How many wallets the user tracks now. */
  tracked: number;
  /** The last registration was refused as over the plan's limit. */
  offerPlans: boolean;
}

export function WalletUsage({ tracked, offerPlans }: WalletUsageProps) {
  const { load, refresh } = useLoad(refreshPlan, 'the plan');

  // A registration, a removal or a refusal is a moment the plan may have changed (an upgrade meanwhile).
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) refresh();
    mounted.current = true;
  }, [tracked, offerPlans, refresh]);

  // The line only helps; without the plan the form works as before.
  if (load.state !== 'loaded') return null;
  const limit = load.value.limits.trackedWallets;
  return (
    <Usage>
      <span>{walletsUsed(tracked, limit)}</span>
      {offerPlans || tracked >= limit ? <Link to={SEE_PLANS.href}>{SEE_PLANS.label}</Link> : null}
    </Usage>
  );
}
