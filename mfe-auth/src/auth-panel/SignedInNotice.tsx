// /auth for a user who is already signed in: who they are and where to go on, instead of a sign-in form
// that would sign them in a second time. 'Sign in with another account' ends this session and shows the form.
import { Button, ButtonLink, Card, endSession, Lead, originPath, Page, PageTitle } from '@whalewatch/shared';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

export const SIGNED_IN_TITLE = "You're signed in";
export const signedInAs = (email: string) => `You're signed in as ${email}.`;
export const SIGN_IN_ANOTHER = 'Sign in with another account';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Email = styled.strong`
  overflow-wrap: anywhere;
`;

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

export function SignedInNotice({ email }: { email: string }) {
  const location = useLocation();
  const titleId = useId();
  // Sent here from a protected page (or /stealth): that page is where to go on.
  const origin = originPath(location.state, '');
  return (
    <Page>
      <Card aria-labelledby={titleId}>
        <PageTitle id={titleId}>{SIGNED_IN_TITLE}</PageTitle>
        <Lead>
          You're signed in as <Email>{email}</Email>.
        </Lead>
        <Actions>
          {origin ? <ButtonLink to={origin}>Continue</ButtonLink> : <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>}
          {origin ? <TextLink to="/dashboard">Dashboard</TextLink> : null}
          <Button $variant="secondary" onClick={() => void endSession()}>
            {SIGN_IN_ANOTHER}
          </Button>
        </Actions>
      </Card>
    </Page>
  );
}
