import { Card, Lead, Page, PageTitle } from '@whalewatch/shared/core';
import styled from 'styled-components';
import { ABOUT_TITLE, MISSION, OFFERINGS, REASONS, VISION } from './aboutSections';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h2 {
    margin-top: 0;
  }
`;

const Offerings = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Reasons = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export function AboutPage() {
  return (
    <Page>
      <PageTitle>{ABOUT_TITLE}</PageTitle>
      <Lead>Whalewatch tracks whale wallets on Ethereum so you can see the market move before it moves you.</Lead>
      <Sections>
        <Card aria-labelledby="about-mission">
          <h2 id="about-mission">Mission</h2>
          <p>{MISSION}</p>
        </Card>
        <Card aria-labelledby="about-offerings">
          <h2 id="about-offerings">What We Offer</h2>
          <Offerings>
            {OFFERINGS.map((offering) => (
              <li key={offering.name}>
                <h3>{offering.name}</h3>
                <p>{offering.description}</p>
              </li>
            ))}
          </Offerings>
        </Card>
        <Card aria-labelledby="about-why">
          <h2 id="about-why">Why Choose Us</h2>
          <Reasons>
            {REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Reasons>
        </Card>
        <Card aria-labelledby="about-vision">
          <h2 id="about-vision">Our Vision</h2>
          <p>{VISION}</p>
        </Card>
      </Sections>
    </Page>
  );
}
