import { Button, Lead, PageTitle, useSession } from '@whalewatch/shared/core';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

export const HERO_TITLE = 'Ethereum monitoring for people who follow the whales';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space(10)} 0 ${theme.space(8)}`};
  text-align: center;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(6)}`};
  }
`;

const HeroLead = styled(Lead)`
  max-width: 680px;
  margin-left: auto;
  margin-right: auto;
`;

const GetStarted = styled(Button)`
  font-size: 1.1rem;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(8)}`};
`;

/** Get Started goes to Wallet Tracking when signed in, otherwise to sign in (spec §2). */
export function Hero() {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  return (
    <Section>
      <PageTitle>{HERO_TITLE}</PageTitle>
      <HeroLead>
        Track whale wallets, analyze the top holders of any token and receive real-time notifications on the Ethereum transactions that
        matter to you.
      </HeroLead>
      <GetStarted onClick={() => void navigate(user ? '/register' : '/auth')}>Get Started</GetStarted>
    </Section>
  );
}
