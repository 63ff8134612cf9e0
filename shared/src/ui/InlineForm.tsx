// A one-field form with its button beside the field (under it on a phone): the watchlist's token, the
// portfolio viewer's wallet.
import styled from 'styled-components';

export const InlineForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;

  /* Level with the field, below its label. */
  > button {
    margin-top: 1.6rem;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);

    > button {
      margin-top: 0;
    }
  }
`;
