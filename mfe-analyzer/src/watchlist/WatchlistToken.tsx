// One watchlist entry: the token's name and symbol beside its address, and its Remove button.
import { Button, EntryDetails } from '@whalewatch/shared';
import { useEffect, useState } from 'react';
import { tokenDetails, type TokenDetails } from '../analyzer/analyzerApi';

type Details = { state: 'loading' } | { state: 'known'; token: TokenDetails } | { state: 'unavailable' };

export function WatchlistToken({ address, removing, onRemove }: { address: string; removing: boolean; onRemove: () => void }) {
  const [details, setDetails] = useState<Details>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    tokenDetails(address, controller.signal).then(
      (token) => setDetails({ state: 'known', token }),
      () => {
        if (!controller.signal.aborted) setDetails({ state: 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [address]);

  const name =
    details.state === 'known'
      ? `${details.token.name} (${details.token.symbol})`
      : details.state === 'loading'
        ? 'Loading token details…'
        : 'Token details unavailable';

  return (
    <li>
      <EntryDetails>
        <strong aria-busy={details.state === 'loading'}>{name}</strong>
        <code>{address}</code>
      </EntryDetails>
      <Button $variant="danger" onClick={onRemove} disabled={removing} aria-label={`Remove ${address}`}>
        {removing ? 'Removing...' : 'Remove'}
      </Button>
    </li>
  );
}
