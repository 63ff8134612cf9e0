// The second step of signing in, in place of any page while the session owes its second factor (issue 36).
import { Card, Lead, Page, PageTitle, toast, useSession } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { SecondFactorChallenge } from './SecondFactorChallenge';
import { SECOND_FACTOR_LEAD, SECOND_FACTOR_TITLE, VERIFIED } from './secondFactorTexts';

const Narrow = styled(Card)`
  max-width: 480px;
  margin: 0 auto;
`;

export function SecondFactorPage() {
  const titleId = useId();
  const email = useSession((state) => state.user?.email);
  return (
    <Page>
      <Narrow aria-labelledby={titleId}>
        <PageTitle id={titleId}>{SECOND_FACTOR_TITLE}</PageTitle>
        <Lead>
          {SECOND_FACTOR_LEAD}
          {email ? ` Signed in as ${email}.` : ''}
        </Lead>
        <SecondFactorChallenge onVerified={() => toast.success(VERIFIED)} />
      </Narrow>
    </Page>
  );
}
