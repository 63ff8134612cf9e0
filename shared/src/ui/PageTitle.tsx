import styled from 'styled-components';

export const Page = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.8rem, 4vw, 2.6rem);
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;
