// 'Your Stealth Wallets' (spec §2, §4): a spinner while the list loads, a failed load with 'Try again',
// the empty text, or one row per wallet with its Remove button.
import { Button, Card, EntryList, HexText, LoadFailed, MutedText, Spinner, WalletLink, type Load } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { SectionTitle } from './SectionTitle';
import { LOAD_FAILED } from './useStealthWallets';

export const LIST_TITLE = 'Your Stealth Wallets';
export const EMPTY_STEALTH_LIST = 'No wallets in your stealth list yet.';

const Wallets = styled(EntryList)`
  margin: 0;
`;

const Wallet = styled(HexText)`
  font-size: 0.9rem;
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
      {wallets.state === 'failed' ? <LoadFailed message={LOAD_FAILED} onRetry={onRetry} /> : null}
      {wallets.state === 'loaded' && wallets.value.length === 0 ? <MutedText>{EMPTY_STEALTH_LIST}</MutedText> : null}
      {wallets.state === 'loaded' && wallets.value.length > 0 ? (
        <Wallets aria-labelledby={titleId}>
          {wallets.value.map((wallet) => (
            <li key={wallet}>
              <WalletLink address={wallet}>
                <Wallet>{wallet}</Wallet>
              </WalletLink>
              <Button $variant="danger" onClick={() => onRemove(wallet)} disabled={removing.has(wallet)} aria-label={`Remove ${wallet}`}>
                {removing.has(wallet) ? 'Removing...' : 'Remove'}
              </Button>
            </li>
          ))}
        </Wallets>
      ) : null}
    </Card>
  );
}
