// The product's lists of entries (top holders, watchlist tokens, tracked wallets, stealth wallets, portfolio
// tokens): one bordered row per entry, its details on the left and its action on the right (below on a phone).
import styled from 'styled-components';

export const EntryList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
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

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    > li {
      grid-template-columns: 1fr;
    }
  }
`;

export const EntryDetails = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A quiet line: an empty list's text, a note under a section. */
export const MutedText = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};

  &:first-child {
    margin-top: 0;
  }
`;
