import { secondFactorPrompt, useSession } from '@whalewatch/shared/core';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SecondFactorGate } from '../auth/second-factor/SecondFactorGate';
import { Footer } from '../footer/Footer';
import { NavBar } from '../navigation/NavBar';
import { PlanSync } from '../navigation/signedInParts';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Content = styled.div`
  flex: 1;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 16px;
    top: 16px;
    z-index: 2000;
    background: ${({ theme }) => theme.colors.surface};
    padding: 8px 12px;
  }
`;

/**
 * Navigation on top, the routed screen (or the second step of signing in, while it is owed), the footer;
 * toasts are rendered by AppProviders top-right.
 */
export function Layout({ children }: { children: ReactNode }) {
  // Until the second factor is shown, the account's data waits (the plan here, alerts in the bar).
  const signedIn = useSession((state) => state.user !== null && secondFactorPrompt(state) !== 'page');
  return (
    <Shell>
      {signedIn ? <PlanSync /> : null}
      <SkipLink href="#content">Skip to content</SkipLink>
      <NavBar />
      <Content id="content">
        <SecondFactorGate>{children}</SecondFactorGate>
      </Content>
      <Footer />
    </Shell>
  );
}
