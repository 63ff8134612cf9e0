// 'Token Watchlist' on the dashboard: the add form and its validation. Loading and saving the
// watchlist arrive with the watchlist issue, so the list is empty for now.
import { AddressField, Button, Card, isAddress, MESSAGES, toast } from '@whalewatch/shared';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

export const WATCHLIST_SAVING_COMING_SOON = 'Watchlist saving is coming soon.';
export const EMPTY_WATCHLIST = 'No tokens in watchlist';

const AddTokenForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;

  button {
    margin-top: 1.6rem;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;

    button {
      margin-top: 0;
    }
  }
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function TokenWatchlist() {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);

  const addToken = (event: FormEvent) => {
    event.preventDefault();
    const message = isAddress(address) ? null : MESSAGES.invalidTokenAddress;
    setError(message);
    if (!message) toast.info(WATCHLIST_SAVING_COMING_SOON);
  };

  return (
    <Card>
      <AddTokenForm onSubmit={addToken} noValidate aria-label="Add Token">
        <AddressField
          label="Token Address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={error}
        />
        <Button type="submit">Add Token</Button>
      </AddTokenForm>
      <Empty>{EMPTY_WATCHLIST}</Empty>
    </Card>
  );
}
