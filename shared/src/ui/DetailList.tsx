// Labelled facts, a label and its value per row (a transaction's fields, a portfolio's wallet and total);
// long values such as addresses and hashes wrap instead of widening the page.
import styled from 'styled-components';

export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
