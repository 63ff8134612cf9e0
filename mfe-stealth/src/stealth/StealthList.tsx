// 'Your Stealth Wallets' (spec §2, §4): a spinner while the list loads, a failed load with 'Try again',
// the empty text, or one row per wallet with its Remove button.
import { Button, Card, Spinner, type Load } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { SectionTitle } from './SectionTitle';
import { LOAD_FAILED } from './useStealthWallets';

export const LIST_TITLE = 'Your Stealth Wallets';
export const EMPTY_STEALTH_LIST = 'No wallets in your stealth list yet.';

const Wallets = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    > li {
      grid-template-columns: 1fr;
    }
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StealthListProps {
  wallets: Load<string[]>;
  removing: ReadonlySet<string>;
  onRemove: (wallet: string) => void;
  onRetry: () => void;
}

export function StealthList({ wallets, removing, onRemove, onRetry }: StealthListProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{LIST_TITLE}</SectionTitle>
      {wallets.state === 'loading' ? <Spinner label="Loading stealth wallets" /> : null}
      {wallets.state === 'failed' ? (
        <Muted role="alert">
          {LOAD_FAILED}{' '}
          <Button $variant="ghost" onClick={onRetry}>
            Try again
          </Button>
        </Muted>
      ) : null}
      {wallets.state === 'loaded' && wallets.value.length === 0 ? <Muted>{EMPTY_STEALTH_LIST}</Muted> : null}
      {wallets.state === 'loaded' && wallets.value.length > 0 ? (
        <Wallets aria-labelledby={titleId}>
          {wallets.value.map((wallet) => (
            <li key={wallet}>
              <code>{wallet}</code>
              <Button
                $variant="danger"
                onClick={() => onRemove(wallet)}
                disabled={removing.has(wallet)}
                aria-label={`Remove ${wallet}`}
              >
                {removing.has(wallet) ? 'Removing...' : 'Remove'}
              </Button>
            </li>
          ))}
        </Wallets>
      ) : null}
    </Card>
  );
}
