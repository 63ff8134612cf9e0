import { Card } from '@whalewatch/shared/core';
import styled from 'styled-components';
import { USE_CASES } from './useCases';

export const USE_CASES_TITLE = 'What you can do with Whalewatch';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
  > h2 {
    text-align: center;
    margin: ${({ theme }) => `0 0 ${theme.space(6)}`};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Block = styled(Card)`
  scroll-margin-top: ${({ theme }) => theme.space(20)};
  h3 {
    margin-top: 0;
  }
  p {
    margin-bottom: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function UseCaseBlocks() {
  return (
    <Section aria-labelledby="use-cases-title">
      <h2 id="use-cases-title">{USE_CASES_TITLE}</h2>
      <Grid>
        {USE_CASES.map((useCase) => (
          <Block key={useCase.id} id={useCase.id} aria-labelledby={`${useCase.id}-title`}>
            <h3 id={`${useCase.id}-title`}>{useCase.title}</h3>
            <p>{useCase.description}</p>
          </Block>
        ))}
      </Grid>
    </Section>
  );
}
