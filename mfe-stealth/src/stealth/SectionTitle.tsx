// The heading of each section card on the screen.
import styled from 'styled-components';

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;
