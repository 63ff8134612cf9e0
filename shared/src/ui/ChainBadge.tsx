// The chain an alert happened on, as a small badge beside its words: shown for every chain but the first
// one watched (the default, which most alerts are on), and for none while the chains are not known yet.
import type { ChainRef } from '@whalewatch/contracts';
import styled from 'styled-components';
import { useChains } from '../chains/chains';
import { VisuallyHidden } from './Spinner';

/** Read before the chain's name by screen readers: 'Chain: Base'. */
export const CHAIN_BADGE_PREFIX = 'Chain: ';

const Badge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
`;

/** Whether `chain` is one to name: not the first chain watched. Unknown chains (a failed load) are named. */
export function isOtherChain(chain: ChainRef | null, enabled: readonly { id: number }[] | null): chain is ChainRef {
  return chain !== null && enabled !== null && enabled[0]?.id !== chain.id;
}

function BadgeBeyondFirst({ chain }: { chain: ChainRef }) {
  const chains = useChains();
  if (!isOtherChain(chain, chains)) return null;
  return (
    <Badge>
      <VisuallyHidden>{CHAIN_BADGE_PREFIX}</VisuallyHidden>
      {chain.name}
    </Badge>
  );
}

/** Nothing for a notification without a chain (a test): the chains are not even asked for. */
export function ChainBadge({ chain }: { chain: ChainRef | null }) {
  return chain ? <BadgeBeyondFirst chain={chain} /> : null;
}
